/** SPEC §7 Shop calls, paths exactly as written there. Schemas: shop.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { shopSchemas } from './shop.contract';

export const shopRoutes = defineRoutes<typeof shopSchemas>()('shop', {
  list: { method: 'GET', path: '/shop/api' },
  init: { method: 'POST', path: '/shop/api/init' },
  checkName: { method: 'GET', path: '/shop/api/check-name' },
  overview: { method: 'GET', path: '/shop/api/overview' },
  get: { method: 'GET', path: '/shop/api/{id}', shopParam: 'id' },
  update: { method: 'PUT', path: '/shop/api/{id}', shopParam: 'id' },
  delete: {
    // SPEC §7 writes DELETE /shop/api/{shop_id}: the same path as GET/PUT /shop/api/{id}, so one name.
    method: 'DELETE',
    path: '/shop/api/{id}',
    shopParam: 'id',
    bodyKind: 'none',
  },
});
