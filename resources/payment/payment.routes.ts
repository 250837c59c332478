/** SPEC §7 Payment calls, paths exactly as written there. Schemas: payment.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { paymentSchemas } from './payment.contract';

export const paymentRoutes = defineRoutes<typeof paymentSchemas>()('payment', {
  list: { method: 'GET', path: '/payment/api/{shop}' },
  create: { method: 'POST', path: '/payment/api/{shop}', addShopId: true },
  toggle: { method: 'PUT', path: '/payment/api/{shop}' },
  update: { method: 'PUT', path: '/payment/api/{shop}/{payment_id}', versioned: true },
  delete: { method: 'DELETE', path: '/payment/api/{shop}/{payment_id}', bodyKind: 'none' },
  position: { method: 'PUT', path: '/payment/api/{shop}/position' },
});
