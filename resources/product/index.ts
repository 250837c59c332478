/**
 * Products: the example declaration every later resource copies. CRUD maps to SPEC §7
 * Product calls; the screens are SPEC §2 `/products`, `/products/create`,
 * `/products/edit/:id` and `/products/bulk-updates`. react-admin's own edit path
 * (`/products/:id`) redirects to `/products/edit/:id`, so default links land there too.
 * Every screen loads on demand.
 */
import EditNoteIcon from '@mui/icons-material/EditNote';
import InventoryIcon from '@mui/icons-material/Inventory2';
import { defineResource, type ListMapping } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { PRODUCT_DEFAULT_SORT, PRODUCT_PER_PAGE, productListQuery } from './product.query';
import { productScreens } from './product.resource';
import { productRoutes } from './product.routes';

const ProductList = lazyNamed(() => import('./ProductList'), 'ProductList');
const ProductCreate = lazyNamed(() => import('./ProductCreate'), 'ProductCreate');
const ProductEdit = lazyNamed(() => import('./ProductEdit'), 'ProductEdit');
const ProductEditRedirect = lazyNamed(() => import('./ProductEditRedirect'), 'ProductEditRedirect');
const ProductBulkUpdatePage = lazyNamed(() => import('./ProductBulkUpdatePage'), 'ProductBulkUpdatePage');

/**
 * Read by dataProvider.getMany (not a CrudMappings key of every resource): one list call
 * filtered by `ids` (at most a page of 100) instead of one call per id.
 */
const byIds: { getMany: ListMapping } = {
  getMany: {
    route: productRoutes.list,
    query: (p) => {
      const ids = (p as unknown as { ids: unknown[] }).ids;
      return { ids: ids.map(String).join(','), page: 1, limit: Math.min(Math.max(ids.length, 1), 100) };
    },
    read: (answer) => ({ data: answer.data.products, total: answer.data.total }),
  },
};

export const productResource = defineResource({
  name: 'products',
  idField: '_id',
  crud: {
    getList: {
      route: productRoutes.list,
      query: productListQuery,
      read: (answer) => ({ data: answer.data.products, total: answer.data.total }),
    },
    getOne: { route: productRoutes.get },
    ...byIds,
    create: { route: productRoutes.create },
    update: { route: productRoutes.update },
    // One transaction for "set status of the selected products" (SPEC §7 bulk update, PUT applies).
    updateMany: {
      route: productRoutes.bulkApply,
      body: ({ ids, data }) => ({
        ids: ids.map(String),
        changes: Object.entries(data as Record<string, unknown>).map(([field, value]) => ({
          field,
          operation: 'set',
          value,
        })),
      }),
    },
    deleteMany: { route: productRoutes.deleteMany },
  },
  i18n: () => import('./product.i18n').then((m) => m.productMessages),
  uses: ['metafield_definitions'],
  list: ProductList,
  listDefaults: { sort: PRODUCT_DEFAULT_SORT, perPage: PRODUCT_PER_PAGE },
  create: ProductCreate,
  edit: ProductEditRedirect,
  icon: InventoryIcon,
  recordRepresentation: 'title',
  menu: { group: 'catalogue', order: 10 },
  routes: [
    { path: productScreens.patterns.edit, component: ProductEdit },
    {
      path: productScreens.patterns.bulkUpdates,
      component: ProductBulkUpdatePage,
      menu: { label: 'resources.products.bulk.menu', group: 'catalogue', order: 12, icon: EditNoteIcon },
    },
  ],
});
