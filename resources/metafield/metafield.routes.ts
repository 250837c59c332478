/**
 * Metafield calls. SPEC §7 names none: these are ours, under /metafield/api/{shop}:
 * definitions (list by resource, create, update, delete) and the values of one record.
 * Schemas: metafield.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { metafieldSchemas } from './metafield.contract';

export const metafieldRoutes = defineRoutes<typeof metafieldSchemas>()('metafield', {
  definitions: { method: 'GET', path: '/metafield/api/{shop}/definitions' },
  createDefinition: { method: 'POST', path: '/metafield/api/{shop}/definitions', addShopId: true },
  updateDefinition: { method: 'PUT', path: '/metafield/api/{shop}/definitions/{definition_id}', versioned: true },
  deleteDefinition: { method: 'DELETE', path: '/metafield/api/{shop}/definitions/{definition_id}', bodyKind: 'none' },
  values: { method: 'GET', path: '/metafield/api/{shop}/values/{owner_type}/{owner_id}' },
  saveValues: { method: 'PUT', path: '/metafield/api/{shop}/values/{owner_type}/{owner_id}' },
});
