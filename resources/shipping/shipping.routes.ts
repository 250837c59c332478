/** SPEC §7 Shipping: GET and POST /shipping/api/{shop}; GET, PUT, DELETE /{shipping_id}; POST /checkout/{country_code}. */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
import { CheckoutCartBody, CountryParams, ShippingQuoteAnswer } from './shipping.checkout.schema';
import {
  ShippingAnswer,
  ShippingBody,
  ShippingDeleteAnswer,
  ShippingListAnswer,
  ShippingListQuery,
  ShippingUpdateBody,
} from './shipping.schema';

const Id = z.object({ shipping_id: z.string().min(1).max(64) });
const base = '/shipping/api/{shop}';

export const shippingRoutes = defineRoutes('shipping', {
  list: {
    method: 'GET',
    path: base,
    query: ShippingListQuery,
    response: ShippingListAnswer,
    summary: 'Shipping zones with their rates and methods.',
  },
  create: {
    method: 'POST',
    path: base,
    body: ShippingBody,
    response: ShippingAnswer,
    status: 201,
    addShopId: true,
    summary: 'Create a shipping zone.',
  },
  get: {
    method: 'GET',
    path: `${base}/{shipping_id}`,
    params: Id,
    response: ShippingAnswer,
    summary: 'One shipping zone.',
  },
  update: {
    method: 'PUT',
    path: `${base}/{shipping_id}`,
    params: Id,
    body: ShippingUpdateBody,
    response: ShippingAnswer,
    versioned: true,
    errors: [409],
    summary: 'Replace a shipping zone.',
  },
  delete: {
    method: 'DELETE',
    path: `${base}/{shipping_id}`,
    params: Id,
    response: ShippingDeleteAnswer,
    bodyKind: 'none',
    summary: 'Delete a shipping zone.',
  },
  checkout: {
    method: 'POST',
    path: `${base}/checkout/{country_code}`,
    params: CountryParams,
    body: CheckoutCartBody,
    response: ShippingQuoteAnswer,
    summary:
      'The shipping options a cart to this country is offered, and the whole checkout priced with the chosen (or cheapest) one.',
  },
});
