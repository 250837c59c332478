/** SPEC §7 Surcharge: /order/api/{shop}/subfee/ list, one, create, update, delete with a body, checkout. */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
import { CheckoutCartBody, SubfeeCheckoutAnswer, SubfeeCheckoutQuery } from '../shipping/shipping.checkout.schema';
import {
  SubfeeAnswer,
  SubfeeBody,
  SubfeeIdsAnswer,
  SubfeeIdsBody,
  SubfeeListAnswer,
  SubfeeListQuery,
  SubfeeUpdateBody,
} from './subfee.schema';

const Id = z.object({ subfee_id: z.string().min(1).max(64) });
const base = '/order/api/{shop}/subfee';

export const subfeeRoutes = defineRoutes('subfee', {
  list: {
    method: 'GET',
    path: `${base}/`,
    query: SubfeeListQuery,
    response: SubfeeListAnswer,
    summary: 'Surcharges with params (page, limit, q, applies_to).',
    quirk: 'SPEC §7: the list path ends with a slash.',
  },
  get: { method: 'GET', path: `${base}/{subfee_id}`, params: Id, response: SubfeeAnswer, summary: 'One surcharge.' },
  create: {
    method: 'POST',
    path: base,
    body: SubfeeBody,
    response: SubfeeAnswer,
    status: 201,
    addShopId: true,
    summary: 'Create a surcharge.',
  },
  update: {
    // SPEC §7 names the parameter {id} here and {subfee_id} on GET: one name for one path.
    method: 'PUT',
    path: `${base}/{subfee_id}`,
    params: Id,
    body: SubfeeUpdateBody,
    response: SubfeeAnswer,
    versioned: true,
    errors: [409],
    summary: 'Replace a surcharge.',
  },
  deleteMany: {
    method: 'DELETE',
    path: base,
    body: SubfeeIdsBody,
    response: SubfeeIdsAnswer,
    summary: 'Delete surcharges.',
    quirk: 'SPEC §7: DELETE with a body.',
  },
  checkout: {
    method: 'POST',
    path: `${base}/checkout`,
    query: SubfeeCheckoutQuery,
    body: CheckoutCartBody,
    response: SubfeeCheckoutAnswer,
    summary: 'The surcharges a cart (to the country in params) pays, and the checkout priced with them.',
    quirk: 'SPEC §7: POST with params (the country) and a body (the cart).',
  },
});
