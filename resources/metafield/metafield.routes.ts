/**
 * The metafield calls that are not the definitions' CRUD (those come from the declaration,
 * metafield.resource.ts): the values of one record, read and saved together. SPEC §7 names
 * none: ours, under /metafield/api/{shop}. Schemas: metafield.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { metafieldValueSchemas } from './metafield.contract';

export const metafieldValueRoutes = defineRoutes<typeof metafieldValueSchemas>()('metafield', {
  values: { method: 'GET', path: '/metafield/api/{shop}/values/{owner_type}/{owner_id}' },
  saveValues: { method: 'PUT', path: '/metafield/api/{shop}/values/{owner_type}/{owner_id}' },
});
