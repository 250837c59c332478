/** The order inbox across shops (issue 26 item 2, ours: not SPEC §7). Schemas: inbox.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { inboxSchemas } from './inbox.contract';

export const inboxRoutes = defineRoutes<typeof inboxSchemas>()('inbox', {
  list: { method: 'GET', path: '/shop/api/orders' },
  updateStatus: { method: 'PUT', path: '/shop/api/orders/status', idempotent: true },
});
