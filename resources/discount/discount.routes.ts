/**
 * SPEC §7 Discount: GET, POST, PUT and DELETE on /order/api/{shop}/discount and /{id};
 * POST /discount/apply.
 * Schemas: discount.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { discountSchemas } from './discount.contract';

const base = '/order/api/{shop}/discount';

export const discountRoutes = defineRoutes<typeof discountSchemas>()('discount', {
  list: { method: 'GET', path: base },
  get: { method: 'GET', path: `${base}/{id}` },
  create: { method: 'POST', path: base },
  update: { method: 'PUT', path: `${base}/{id}`, versioned: true },
  deleteMany: { method: 'DELETE', path: base },
  apply: { method: 'POST', path: `${base}/apply`, idempotent: false },
});
