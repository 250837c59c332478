/**
 * Collections (categories). The react-admin resource is `collections` (the dataProvider
 * maps it to SPEC §7 …/category calls), but SPEC §2 puts its screens under /products:
 * they are absolute routes of this declaration, and react-admin's own `/collections…`
 * paths redirect there, so default links (reference fields, create buttons) land right.
 */
import CategoryIcon from '@mui/icons-material/Category';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { COLLECTIONS_PATH, collectionCreatePath } from './collection.paths';
import { collectionListQuery } from './collection.query';
import { collectionRoutes } from './collection.routes';
import { CollectionCreateRedirect, CollectionEditRedirect, CollectionListRedirect } from './CollectionRedirects';

const CollectionList = lazyNamed(() => import('./CollectionList'), 'CollectionList');
const CollectionCreate = lazyNamed(() => import('./CollectionCreate'), 'CollectionCreate');
const CollectionEdit = lazyNamed(() => import('./CollectionEdit'), 'CollectionEdit');

export const collectionResource = defineResource({
  name: 'collections',
  idField: '_id',
  crud: {
    getList: {
      route: collectionRoutes.list,
      query: collectionListQuery,
      read: (answer) => ({ data: answer.data.collections, total: answer.data.total }),
    },
    getOne: { route: collectionRoutes.get },
    create: { route: collectionRoutes.create },
    update: { route: collectionRoutes.update },
    deleteMany: { route: collectionRoutes.deleteMany },
  },
  i18n: () => import('./collection.i18n').then((m) => m.collectionMessages),
  uses: ['products', 'metafield_definitions'],
  list: CollectionListRedirect,
  create: CollectionCreateRedirect,
  edit: CollectionEditRedirect,
  icon: CategoryIcon,
  recordRepresentation: 'title',
  // The menu entry is the route's: it must open /products/collections, not /collections.
  menu: false,
  routes: [
    {
      path: COLLECTIONS_PATH,
      component: CollectionList,
      menu: { label: 'resources.collections.menu', group: 'catalogue', order: 11, icon: CategoryIcon },
    },
    { path: collectionCreatePath(), component: CollectionCreate },
    { path: `${COLLECTIONS_PATH}/edit/:id`, component: CollectionEdit },
  ],
});
