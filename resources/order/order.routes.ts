/**
 * SPEC §7 Order calls, paths exactly as written there. The export is the EXPORT-ORDER job
 * (resources/job).
 * Schemas: order.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { orderSchemas } from './order.contract';

export const orderRoutes = defineRoutes<typeof orderSchemas>()('order', {
  list: { method: 'GET', path: '/order/api/{shop}' },
  get: { method: 'GET', path: '/order/api/{shop}/{order_id}' },
  create: { method: 'POST', path: '/order/api/{shop}' },
  // A refund takes money: a retried one is answered its first result (issue 28).
  update: { method: 'PUT', path: '/order/api/{shop}/{order_id}', versioned: true, idempotent: true },
  updateStatus: { method: 'PUT', path: '/order/api/{shop}/status', idempotent: true },
  deleteMany: { method: 'DELETE', path: '/order/api/{shop}' },
  tags: { method: 'GET', path: '/order/api/{shop}/tags' },
  analysis: { method: 'POST', path: '/order/api/{shop}/analysis', idempotent: false },
  sendAbandonedMail: {
    method: 'POST',
    path: '/order/api/{shop}/send-mail-abandoned/{order_id}/abandoned_checkouts',
    bodyKind: 'none',
  },
});
