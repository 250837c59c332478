/**
 * Pages (SPEC §2 /online-store/pages, §7 Pages). The react-admin resource is `pages`; its
 * screens are absolute routes under /online-store, and react-admin's own `/pages…` paths
 * redirect there.
 */
import ArticleIcon from '@mui/icons-material/Article';
import { createElement } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { pageScreens } from './page.resource';
import { pageRoutes } from './page.routes';
import { PAGE_FIELDS } from './page.fields';

const PageList = lazyNamed(() => import('./PageList'), 'PageList');
const PageCreate = lazyNamed(() => import('./PageCreate'), 'PageCreate');
const PageEdit = lazyNamed(() => import('./PageEdit'), 'PageEdit');

const FIELDS: readonly string[] = PAGE_FIELDS;
const pick = (data: Record<string, unknown>) =>
  Object.fromEntries(FIELDS.filter((f) => f in data).map((f) => [f, data[f]]));

const EditRedirect = () =>
  createElement(Navigate, { to: pageScreens.edit({ id: useParams().id ?? '' }), replace: true });

export const pageResource = defineResource({
  name: 'pages',
  idField: '_id',
  crud: {
    getList: { route: pageRoutes.list, read: (answer) => ({ data: answer.data.pages, total: answer.data.total }) },
    getOne: { route: pageRoutes.get },
    create: { route: pageRoutes.create },
    // SPEC §7: PUT with a body; the id (and the version it was read at) travel in it.
    update: {
      route: pageRoutes.update,
      body: (p) => ({ ...pick(p.data), _id: String(p.id), version: p.previousData?.version ?? p.data?.version }),
    },
    deleteMany: { route: pageRoutes.deleteMany },
  },
  i18n: () => import('./page.i18n').then((m) => m.pageMessages),
  uses: ['files', 'preferences'],
  list: () => createElement(Navigate, { to: pageScreens.list, replace: true }),
  create: () => createElement(Navigate, { to: pageScreens.create(), replace: true }),
  edit: EditRedirect,
  icon: ArticleIcon,
  recordRepresentation: 'title',
  menu: false,
  routes: [
    {
      path: pageScreens.list,
      component: PageList,
      menu: { label: 'resources.pages.menu', group: 'online_store', order: 20, icon: ArticleIcon },
    },
    { path: pageScreens.patterns.create, component: PageCreate },
    { path: pageScreens.patterns.edit, component: PageEdit },
  ],
});
