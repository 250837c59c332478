/**
 * Collections (SPEC §3 Collection, "category" in SPEC §7): a shop's groups of products, each
 * under a parent collection or at the top level (a tree). The screens live under /products
 * (SPEC §2); react-admin's own `/collections…` paths redirect there. The rules that are more
 * than the fields' (a parent never below itself, a handle unique in the shop, no delete while
 * products use it, the product counts) are the gateway module's hooks
 * (gateway/modules/collection).
 */
import { number, reference, richText, text } from '../../core/fields';
import { declareResource } from '../../core/resource';
import { TITLE_MAX } from '../product/product.limits';

/** `parent=root` lists the top level (collections without a parent). */
export const ROOT_PARENT = 'root';
/** The largest page the gateway serves: the tree reads every collection in one. */
export const COLLECTION_LIST_LIMIT = 500;

export const collection = declareResource({
  name: 'collections',
  table: 'collection',
  path: '/products/collections',
  api: {
    base: '/product-2/api/{shop}/category',
    id: 'collection_id',
    listKey: 'collections',
    delete: 'many',
    idField: '_id',
    partialUpdate: true,
  },
  // In the list's column order.
  fields: {
    /** The image's URL (uploaded to the object store). */
    image: text({ rules: { maxLength: 2048 }, column: true }),
    title: text({
      rules: { required: true, maxLength: TITLE_MAX + 1 },
      counter: true,
      column: true,
      sortable: true,
      search: true,
    }),
    /** HTML, shown sanitised. */
    description: richText({ rules: { maxLength: 100_001 } }),
    parent: reference('collections', { optionText: 'title', column: true, filter: true }),
    /** Made from the title when created, unique in the shop. */
    handle: text({ readOnly: true, rules: { required: true } }),
    products_count: number({ readOnly: true, rules: { required: true, integer: true }, column: true }),
  },
  // The table is older than its declaration (0004_catalogue); `sort_title` keeps the title's search key.
  storage: { table: 'collections', since: '20261127', search: 'sort_title' },
  list: { sort: { field: 'title', order: 'ASC' }, perPage: 20, page: { default: 50, max: COLLECTION_LIST_LIMIT } },
  menu: { label: 'resources.collections.menu', group: 'catalogue', order: 11 },
  strings: () => import('./collection.i18n').then((m) => m.collectionMessages),
  uses: ['products', 'metafield_definitions'],
});

/** The collection calls (the app's entries: method, path and flags). */
export const collectionRoutes = collection.routes;
