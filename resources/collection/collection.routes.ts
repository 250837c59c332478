/** SPEC §7 Collection calls. */
import { defineRoutes } from '../../core/route';
import { CollectionBody, CollectionIdsBody, CollectionListQuery, CollectionUpdateBody } from './collection.schema';

export const collectionRoutes = defineRoutes('collection', {
  list: { method: 'GET', path: '/product-2/api/{shop}/category', query: CollectionListQuery, summary: 'Collections with query params.' },
  get: { method: 'GET', path: '/product-2/api/{shop}/category/{collection_id}', summary: 'One collection.' },
  create: {
    method: 'POST', path: '/product-2/api/{shop}/category', body: CollectionBody,
    summary: 'Create a collection.', quirk: 'SPEC §7: the body is the data plus shop_id.',
  },
  update: { method: 'PUT', path: '/product-2/api/{shop}/category/{id}', body: CollectionUpdateBody, summary: 'Update a collection.' },
  deleteMany: {
    method: 'DELETE', path: '/product-2/api/{shop}/category', body: CollectionIdsBody,
    summary: "Delete collections; one used by products answers 400 'Product in use, please remove this category from product in use'.",
    quirk: 'SPEC §7: DELETE with a body.',
  },
});
