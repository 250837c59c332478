/** SPEC §7 Discount: GET, POST, PUT and DELETE on /order/api/{shop}/discount and /{id}; POST /discount/apply. */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
import {
  ApplyBody,
  DiscountAnswer,
  DiscountBody,
  DiscountIdsAnswer,
  DiscountIdsBody,
  DiscountListAnswer,
  DiscountListQuery,
  DiscountUpdateBody,
  PricedCartAnswer,
} from './discount.schema';

const Id = z.object({ id: z.string().min(1).max(64) });
const base = '/order/api/{shop}/discount';

export const discountRoutes = defineRoutes('discount', {
  list: {
    method: 'GET',
    path: base,
    query: DiscountListQuery,
    response: DiscountListAnswer,
    summary: 'Discounts: kind (code or automatic), active, search q; page, limit; sort and order.',
  },
  get: {
    method: 'GET',
    path: `${base}/{id}`,
    params: Id,
    response: DiscountAnswer,
    summary: 'One discount with its times used.',
  },
  create: {
    method: 'POST',
    path: base,
    body: DiscountBody,
    response: DiscountAnswer,
    status: 201,
    summary: 'Create a discount; a code is unique in the shop whatever its case.',
  },
  update: {
    method: 'PUT',
    path: `${base}/{id}`,
    params: Id,
    body: DiscountUpdateBody,
    response: DiscountAnswer,
    versioned: true,
    errors: [409],
    summary: 'Replace a discount.',
  },
  deleteMany: {
    method: 'DELETE',
    path: base,
    body: DiscountIdsBody,
    response: DiscountIdsAnswer,
    summary: 'Delete discounts.',
    quirk: 'SPEC §7: DELETE with the ids in the body.',
  },
  apply: {
    method: 'POST',
    path: `${base}/apply`,
    body: ApplyBody,
    response: PricedCartAnswer,
    summary:
      'Price a cart: subtotal, the single highest applicable discount (SPEC §9), total; why each other discount did not apply.',
  },
});
