/** The discount calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
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
import { discountRoutes } from './discount.routes';

const Id = z.object({ id: z.string().min(1).max(64) });

export const discountSchemas = {
  list: {
    query: DiscountListQuery,
    response: DiscountListAnswer,
    summary: 'Discounts: kind (code or automatic), active, search q; page, limit; sort and order.',
  },
  get: {
    params: Id,
    response: DiscountAnswer,
    summary: 'One discount with its times used.',
  },
  create: {
    body: DiscountBody,
    response: DiscountAnswer,
    status: 201,
    summary: 'Create a discount; a code is unique in the shop whatever its case.',
  },
  update: {
    params: Id,
    body: DiscountUpdateBody,
    response: DiscountAnswer,
    errors: [409],
    summary: 'Replace a discount.',
  },
  deleteMany: {
    body: DiscountIdsBody,
    response: DiscountIdsAnswer,
    summary: 'Delete discounts.',
    quirk: 'SPEC §7: DELETE with the ids in the body.',
  },
  apply: {
    body: ApplyBody,
    response: PricedCartAnswer,
    summary:
      'Price a cart: subtotal, the single highest applicable discount (SPEC §9), total; why each other discount did not apply.',
  },
} satisfies SchemaTable;

export const discountContract = contract(discountRoutes, discountSchemas);
