/** The collection calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
import {
  CollectionAnswer,
  CollectionBody,
  CollectionIdsAnswer,
  CollectionIdsBody,
  CollectionListAnswer,
  CollectionListQuery,
  CollectionUpdateBody,
} from './collection.schema';
import { collectionRoutes } from './collection.routes';

const Id = (name: string) => z.object({ [name]: z.string().min(1).max(64) });

export const collectionSchemas = {
  list: {
    query: CollectionListQuery,
    response: CollectionListAnswer,
    summary: 'Collections with query params.',
  },
  get: {
    params: Id('collection_id'),
    response: CollectionAnswer,
    summary: 'One collection.',
  },
  create: {
    body: CollectionBody,
    response: CollectionAnswer,
    status: 201,
    summary: 'Create a collection.',
    quirk: 'SPEC §7: the body is the data plus shop_id.',
  },
  update: {
    params: Id('collection_id'),
    body: CollectionUpdateBody,
    response: CollectionAnswer,
    errors: [409],
    summary: 'Update a collection.',
  },
  deleteMany: {
    body: CollectionIdsBody,
    response: CollectionIdsAnswer,
    summary:
      "Delete collections; one used by products answers 400 'Product in use, please remove this category from product in use'.",
    quirk: 'SPEC §7: DELETE with a body.',
  },
} satisfies SchemaTable;

export const collectionContract = contract(collectionRoutes, collectionSchemas);
