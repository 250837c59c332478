/** SPEC §7 Blacklist calls, quirk included. Schemas: blacklist.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { blacklistSchemas } from './blacklist.contract';

export const blacklistRoutes = defineRoutes<typeof blacklistSchemas>()('blacklist', {
  get: { method: 'GET', path: '/product-2/api/{shop}/blacklist' },
  save: { method: 'POST', path: '/product-2/api/{shop}/blacklist', addShopId: true },
  clear: { method: 'DELETE', path: '/product-2/api/{shop}/bulk-update', bodyKind: 'none' },
});
