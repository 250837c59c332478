/** The fulfillment calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
import { answer } from '../../core/answers';
import { Order } from './order.schema';
import {
  Fulfillment,
  FulfillmentBody,
  FulfillmentOrderParams,
  FulfillmentParams,
  FulfillmentUpdateBody,
} from './fulfillment.schema';
import { fulfillmentRoutes } from './fulfillment.routes';

// Here rather than in fulfillment.schema.ts: the order's schema holds its fulfillments.
/** A write answers the fulfillment and its order (whose status may have followed). */
export const FulfillmentOrderAnswer = answer(z.object({ fulfillment: Fulfillment, order: Order }));
export const FulfillmentDeletedAnswer = answer(z.object({ id: z.string(), order: Order }));

export const fulfillmentSchemas = {
  get: {
    params: FulfillmentParams,
    response: answer(Fulfillment),
    summary: 'One fulfillment of an order.',
  },
  create: {
    params: FulfillmentOrderParams,
    body: FulfillmentBody,
    response: FulfillmentOrderAnswer,
    status: 201,
    summary: 'Fulfil order lines with quantities and tracking; never more than the order holds.',
  },
  update: {
    params: FulfillmentParams,
    body: FulfillmentUpdateBody,
    response: FulfillmentOrderAnswer,
    summary: "Change a fulfillment's lines, quantities or tracking.",
  },
  delete: {
    params: FulfillmentParams,
    response: FulfillmentDeletedAnswer,
    summary: 'Delete a fulfillment; its quantities are open again and the order status follows.',
  },
} satisfies SchemaTable;

export const fulfillmentContract = contract(fulfillmentRoutes, fulfillmentSchemas);
