/** SPEC §7 Shop calls, paths exactly as written there. */
import { defineRoutes } from '../../core/route';
import { CheckNameQuery, ShopCreateBody, ShopGetQuery, ShopListQuery, ShopUpdateBody } from './shop.schema';

export const shopRoutes = defineRoutes('shop', {
  list: {
    method: 'GET', path: '/shop/api', query: ShopListQuery,
    summary: "The user's shops (page, limit, published).",
    quirk: 'SPEC §7 Shop: the list is read from data.data.shops.',
  },
  init: { method: 'POST', path: '/shop/api/init', body: ShopCreateBody, summary: 'Create a shop.' },
  checkName: {
    method: 'GET', path: '/shop/api/check-name', query: CheckNameQuery,
    summary: 'Whether a shop name (and its handle) is still free.',
  },
  get: {
    method: 'GET', path: '/shop/api/{id}', shopParam: 'id', query: ShopGetQuery,
    summary: 'One shop, with the list of fields wanted.',
  },
  update: {
    method: 'PUT', path: '/shop/api/{id}', shopParam: 'id', body: ShopUpdateBody,
    summary: "Update a shop's details.",
  },
  delete: {
    method: 'DELETE', path: '/shop/api/{shop_id}', shopParam: 'shop_id', bodyKind: 'none',
    summary: 'Delete a shop: it is hidden at once and its data cleared one day later.',
  },
});
