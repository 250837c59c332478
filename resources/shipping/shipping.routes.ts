/**
 * SPEC §7 Shipping: GET and POST /shipping/api/{shop}; GET, PUT, DELETE /{shipping_id};
 * POST /checkout/{country_code}.
 * Schemas: shipping.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { shippingSchemas } from './shipping.contract';

const base = '/shipping/api/{shop}';

export const shippingRoutes = defineRoutes<typeof shippingSchemas>()('shipping', {
  list: { method: 'GET', path: base },
  create: { method: 'POST', path: base, addShopId: true },
  get: { method: 'GET', path: `${base}/{shipping_id}` },
  update: { method: 'PUT', path: `${base}/{shipping_id}`, versioned: true },
  delete: { method: 'DELETE', path: `${base}/{shipping_id}`, bodyKind: 'none' },
  checkout: { method: 'POST', path: `${base}/checkout/{country_code}` },
});
