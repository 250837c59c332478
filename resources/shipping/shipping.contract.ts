/** The shipping calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
import { CheckoutCartBody, CountryParams, ShippingQuoteAnswer } from './shipping.checkout.schema';
import {
  ShippingAnswer,
  ShippingBody,
  ShippingDeleteAnswer,
  ShippingListAnswer,
  ShippingListQuery,
  ShippingUpdateBody,
} from './shipping.schema';
import { shippingRoutes } from './shipping.routes';

const Id = z.object({ shipping_id: z.string().min(1).max(64) });

export const shippingSchemas = {
  list: {
    query: ShippingListQuery,
    response: ShippingListAnswer,
    summary: 'Shipping zones with their rates and methods.',
  },
  create: {
    body: ShippingBody,
    response: ShippingAnswer,
    status: 201,
    summary: 'Create a shipping zone.',
  },
  get: {
    params: Id,
    response: ShippingAnswer,
    summary: 'One shipping zone.',
  },
  update: {
    params: Id,
    body: ShippingUpdateBody,
    response: ShippingAnswer,
    errors: [409],
    summary: 'Replace a shipping zone.',
  },
  delete: {
    params: Id,
    response: ShippingDeleteAnswer,
    summary: 'Delete a shipping zone.',
  },
  checkout: {
    params: CountryParams,
    body: CheckoutCartBody,
    response: ShippingQuoteAnswer,
    summary:
      'The shipping options a cart to this country is offered, and the whole checkout priced with the chosen (or cheapest) one.',
  },
} satisfies SchemaTable;

export const shippingContract = contract(shippingRoutes, shippingSchemas);
