/** The shop calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
import {
  CheckNameQuery,
  ShopAnswer,
  ShopCreateBody,
  ShopDeletedAnswer,
  ShopFieldsAnswer,
  ShopGetQuery,
  ShopListAnswer,
  ShopListQuery,
  ShopNameAnswer,
  ShopUpdateBody,
} from './shop.schema';
import { shopRoutes } from './shop.routes';
import { ShopOverviewAnswer } from './shop.overview.schema';

/** The shop named in the path (SPEC §7 writes it {id} and, on the delete, {shop_id}: one name for one path). */
const ShopParams = z.object({ id: z.string().min(1).max(64) });

export const shopSchemas = {
  list: {
    query: ShopListQuery,
    response: ShopListAnswer,
    summary: "The user's shops (page, limit, published).",
    quirk: 'SPEC §7 Shop: the list is read from data.data.shops.',
  },
  init: {
    body: ShopCreateBody,
    response: ShopAnswer,
    status: 201,
    summary: 'Create a shop.',
  },
  checkName: {
    query: CheckNameQuery,
    response: ShopNameAnswer,
    summary: 'Whether a shop name (and its handle) is still free.',
  },
  overview: {
    response: ShopOverviewAnswer,
    summary:
      'Ours, not SPEC §7: every shop of the signed-in merchant at a glance: today, 7 and 30 days of sales, orders and average order value against the period before (from the daily rollups), what waits (unfulfilled orders, abandoned checkouts, pending reviews and questions, products out of stock), days left, and totals per currency.',
  },
  get: {
    params: ShopParams,
    query: ShopGetQuery,
    response: ShopFieldsAnswer,
    summary: 'One shop, with the list of fields wanted.',
    quirk:
      'SPEC §7 Shop: "with a list of fields": the SPA sends fields=<SPEC §3 fields, comma-separated>; the answer holds those.',
  },
  update: {
    params: ShopParams,
    body: ShopUpdateBody,
    response: ShopAnswer,
    summary: "Update a shop's details.",
  },
  delete: {
    params: ShopParams,
    response: ShopDeletedAnswer,
    summary: 'Delete a shop: it is hidden at once and its data cleared one day later.',
  },
} satisfies SchemaTable;

export const shopContract = contract(shopRoutes, shopSchemas);
