/** Navigation menus (SPEC §2 /online-store/menu, /online-store/menu/{id?}; §7 Menu). */
import MenuIcon from '@mui/icons-material/Menu';
import { createElement } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { menuScreens } from './menu.resource';
import { menuRoutes } from './menu.routes';

const MenuList = lazyNamed(() => import('./MenuList'), 'MenuList');
const MenuCreate = lazyNamed(() => import('./MenuEdit'), 'MenuCreate');
const MenuEdit = lazyNamed(() => import('./MenuEdit'), 'MenuEdit');

const EditRedirect = () =>
  createElement(Navigate, { to: menuScreens.edit({ id: useParams().id ?? '' }), replace: true });

export const menuResource = defineResource({
  name: 'menus',
  idField: '_id',
  crud: {
    getList: { route: menuRoutes.list, read: (answer) => ({ data: answer.data.menus, total: answer.data.total }) },
    getOne: { route: menuRoutes.get },
    create: { route: menuRoutes.create },
    update: { route: menuRoutes.update },
    deleteMany: { route: menuRoutes.deleteMany },
  },
  i18n: () => import('./menu.i18n').then((m) => m.menuMessages),
  list: () => createElement(Navigate, { to: menuScreens.list, replace: true }),
  create: () => createElement(Navigate, { to: menuScreens.create(), replace: true }),
  edit: EditRedirect,
  icon: MenuIcon,
  recordRepresentation: 'title',
  menu: false,
  routes: [
    {
      path: menuScreens.list,
      component: MenuList,
      menu: { label: 'resources.menus.menu', group: 'online_store', order: 30, icon: MenuIcon },
    },
    { path: menuScreens.patterns.create, component: MenuCreate },
    { path: menuScreens.patterns.edit, component: MenuEdit },
  ],
});
