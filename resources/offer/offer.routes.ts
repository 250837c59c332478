/** SPEC §7 Cross-sale (boost-sell offers). Schemas: offer.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { offerSchemas } from './offer.contract';

const base = '/product-2/api/{shop}/cross-sale';

export const offerRoutes = defineRoutes<typeof offerSchemas>()('offer', {
  list: { method: 'GET', path: `${base}/list` },
  get: { method: 'GET', path: `${base}/{discount_id}` },
  create: { method: 'POST', path: base, addShopId: true },
  update: {
    // SPEC §7 writes {id} here and {discount_id} on GET: one name for one path.
    method: 'PUT',
    path: `${base}/{discount_id}`,
    addShopId: true,
    versioned: true,
  },
  deleteMany: { method: 'DELETE', path: `${base}/` },
});
