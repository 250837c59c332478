/** SPEC §7 Shop calls, paths exactly as written there. */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
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

/** The shop named in the path (SPEC §7 writes it {id} and, on the delete, {shop_id}: one name for one path). */
const ShopParams = z.object({ id: z.string().min(1).max(64) });

export const shopRoutes = defineRoutes('shop', {
  list: {
    method: 'GET',
    path: '/shop/api',
    query: ShopListQuery,
    response: ShopListAnswer,
    summary: "The user's shops (page, limit, published).",
    quirk: 'SPEC §7 Shop: the list is read from data.data.shops.',
  },
  init: {
    method: 'POST',
    path: '/shop/api/init',
    body: ShopCreateBody,
    response: ShopAnswer,
    status: 201,
    summary: 'Create a shop.',
  },
  checkName: {
    method: 'GET',
    path: '/shop/api/check-name',
    query: CheckNameQuery,
    response: ShopNameAnswer,
    summary: 'Whether a shop name (and its handle) is still free.',
  },
  get: {
    method: 'GET',
    path: '/shop/api/{id}',
    shopParam: 'id',
    params: ShopParams,
    query: ShopGetQuery,
    response: ShopFieldsAnswer,
    summary: 'One shop, with the list of fields wanted.',
    quirk:
      'SPEC §7 Shop: "with a list of fields": the SPA sends fields=<SPEC §3 fields, comma-separated>; the answer holds those.',
  },
  update: {
    method: 'PUT',
    path: '/shop/api/{id}',
    shopParam: 'id',
    params: ShopParams,
    body: ShopUpdateBody,
    response: ShopAnswer,
    summary: "Update a shop's details.",
  },
  delete: {
    // SPEC §7 writes DELETE /shop/api/{shop_id}: the same path as GET/PUT /shop/api/{id}, so one name.
    method: 'DELETE',
    path: '/shop/api/{id}',
    shopParam: 'id',
    params: ShopParams,
    bodyKind: 'none',
    response: ShopDeletedAnswer,
    summary: 'Delete a shop: it is hidden at once and its data cleared one day later.',
  },
});
