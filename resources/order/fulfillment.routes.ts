/** SPEC §7 Order › Fulfillment calls, paths exactly as written there. */
import { z } from 'zod';
import { answer } from '../../core/answers';
import { defineRoutes } from '../../core/route';
import { Order } from './order.schema';
import {
  Fulfillment,
  FulfillmentBody,
  FulfillmentOrderParams,
  FulfillmentParams,
  FulfillmentUpdateBody,
} from './fulfillment.schema';

// Here rather than in fulfillment.schema.ts: the order's schema holds its fulfillments.
/** A write answers the fulfillment and its order (whose status may have followed). */
export const FulfillmentOrderAnswer = answer(z.object({ fulfillment: Fulfillment, order: Order }));
export const FulfillmentDeletedAnswer = answer(z.object({ id: z.string(), order: Order }));

export const fulfillmentRoutes = defineRoutes('fulfillment', {
  get: {
    method: 'GET',
    path: '/order/api/{shop}/fulfillment/{order_id}/{fulfill_id}',
    params: FulfillmentParams,
    response: answer(Fulfillment),
    summary: 'One fulfillment of an order.',
  },
  create: {
    method: 'POST',
    path: '/order/api/{shop}/fulfillment/{order_id}',
    params: FulfillmentOrderParams,
    body: FulfillmentBody,
    response: FulfillmentOrderAnswer,
    status: 201,
    summary: 'Fulfil order lines with quantities and tracking; never more than the order holds.',
  },
  update: {
    // SPEC §7 names the fulfillment {id} here and {fulfill_id} on GET/DELETE: one name for one path.
    method: 'PUT',
    path: '/order/api/{shop}/fulfillment/{order_id}/{fulfill_id}',
    params: FulfillmentParams,
    body: FulfillmentUpdateBody,
    response: FulfillmentOrderAnswer,
    summary: "Change a fulfillment's lines, quantities or tracking.",
  },
  delete: {
    method: 'DELETE',
    path: '/order/api/{shop}/fulfillment/{order_id}/{fulfill_id}',
    params: FulfillmentParams,
    bodyKind: 'none',
    response: FulfillmentDeletedAnswer,
    summary: 'Delete a fulfillment; its quantities are open again and the order status follows.',
  },
});
