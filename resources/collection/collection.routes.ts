/** SPEC §7 Collection calls. */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
import {
  CollectionAnswer,
  CollectionBody,
  CollectionIdsAnswer,
  CollectionIdsBody,
  CollectionListAnswer,
  CollectionListQuery,
  CollectionUpdateBody,
} from './collection.schema';

const Id = (name: string) => z.object({ [name]: z.string().min(1).max(64) });

export const collectionRoutes = defineRoutes('collection', {
  list: {
    method: 'GET',
    path: '/product-2/api/{shop}/category',
    query: CollectionListQuery,
    response: CollectionListAnswer,
    summary: 'Collections with query params.',
  },
  get: {
    method: 'GET',
    path: '/product-2/api/{shop}/category/{collection_id}',
    params: Id('collection_id'),
    response: CollectionAnswer,
    summary: 'One collection.',
  },
  create: {
    method: 'POST',
    path: '/product-2/api/{shop}/category',
    body: CollectionBody,
    response: CollectionAnswer,
    status: 201,
    addShopId: true,
    summary: 'Create a collection.',
    quirk: 'SPEC §7: the body is the data plus shop_id.',
  },
  update: {
    // SPEC §7 names the parameter {id} here and {collection_id} on GET: one name for one path.
    method: 'PUT',
    path: '/product-2/api/{shop}/category/{collection_id}',
    params: Id('collection_id'),
    body: CollectionUpdateBody,
    response: CollectionAnswer,
    versioned: true,
    errors: [409],
    summary: 'Update a collection.',
  },
  deleteMany: {
    method: 'DELETE',
    path: '/product-2/api/{shop}/category',
    body: CollectionIdsBody,
    response: CollectionIdsAnswer,
    summary:
      "Delete collections; one used by products answers 400 'Product in use, please remove this category from product in use'.",
    quirk: 'SPEC §7: DELETE with a body.',
  },
});
