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
  update: { method: 'PUT', path: '/order/api/{shop}/{order_id}', versioned: true },
  updateStatus: { method: 'PUT', path: '/order/api/{shop}/status' },
  deleteMany: { method: 'DELETE', path: '/order/api/{shop}' },
  tags: { method: 'GET', path: '/order/api/{shop}/tags' },
  analysis: { method: 'POST', path: '/order/api/{shop}/analysis' },
  sendAbandonedMail: {
    method: 'POST',
    path: '/order/api/{shop}/send-mail-abandoned/{order_id}/abandoned_checkouts',
    bodyKind: 'none',
  },
});
