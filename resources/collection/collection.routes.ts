/** SPEC §7 Collection calls. Schemas: collection.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { collectionSchemas } from './collection.contract';

export const collectionRoutes = defineRoutes<typeof collectionSchemas>()('collection', {
  list: { method: 'GET', path: '/product-2/api/{shop}/category' },
  get: { method: 'GET', path: '/product-2/api/{shop}/category/{collection_id}' },
  create: { method: 'POST', path: '/product-2/api/{shop}/category', addShopId: true },
  update: {
    // SPEC §7 names the parameter {id} here and {collection_id} on GET: one name for one path.
    method: 'PUT',
    path: '/product-2/api/{shop}/category/{collection_id}',
    versioned: true,
  },
  deleteMany: { method: 'DELETE', path: '/product-2/api/{shop}/category' },
});
