/** SPEC §7 Order › Fulfillment calls, paths exactly as written there. Schemas: fulfillment.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { fulfillmentSchemas } from './fulfillment.contract';

export const fulfillmentRoutes = defineRoutes<typeof fulfillmentSchemas>()('fulfillment', {
  get: { method: 'GET', path: '/order/api/{shop}/fulfillment/{order_id}/{fulfill_id}' },
  create: { method: 'POST', path: '/order/api/{shop}/fulfillment/{order_id}' },
  update: {
    // SPEC §7 names the fulfillment {id} here and {fulfill_id} on GET/DELETE: one name for one path.
    method: 'PUT',
    path: '/order/api/{shop}/fulfillment/{order_id}/{fulfill_id}',
  },
  delete: { method: 'DELETE', path: '/order/api/{shop}/fulfillment/{order_id}/{fulfill_id}', bodyKind: 'none' },
});
