/** SPEC §7 Order › Fulfillment calls, paths exactly as written there. */
import { defineRoutes } from '../../core/route';
import { FulfillmentBody, FulfillmentUpdateBody } from './fulfillment.schema';

export const fulfillmentRoutes = defineRoutes('fulfillment', {
  get: {
    method: 'GET', path: '/order/api/{shop}/fulfillment/{order_id}/{fulfill_id}',
    summary: 'One fulfillment of an order.',
  },
  create: {
    method: 'POST', path: '/order/api/{shop}/fulfillment/{order_id}', body: FulfillmentBody,
    summary: 'Fulfil order lines with quantities and tracking; never more than the order holds.',
  },
  update: {
    method: 'PUT', path: '/order/api/{shop}/fulfillment/{order_id}/{id}', body: FulfillmentUpdateBody,
    summary: "Change a fulfillment's lines, quantities or tracking.",
  },
  delete: {
    method: 'DELETE', path: '/order/api/{shop}/fulfillment/{order_id}/{fulfill_id}', bodyKind: 'none',
    summary: 'Delete a fulfillment; its quantities are open again and the order status follows.',
  },
});
