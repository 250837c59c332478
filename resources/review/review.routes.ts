/**
 * SPEC §7 Review calls, paths exactly as written there. The export is the EXPORT-REVIEW
 * job (resources/job).
 * Schemas: review.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { reviewSchemas } from './review.contract';

export const reviewRoutes = defineRoutes<typeof reviewSchemas>()('review', {
  list: { method: 'GET', path: '/product-2/api/{shop}/review' },
  get: { method: 'GET', path: '/product-2/api/{shop}/review/{review_id}' },
  create: { method: 'POST', path: '/product-2/api/{shop}/review', addShopId: true },
  update: { method: 'PUT', path: '/product-2/api/{shop}/review/{review_id}', versioned: true },
  approve: { method: 'PUT', path: '/product-2/api/{shop}/review/approve' },
  deleteMany: { method: 'DELETE', path: '/product-2/api/{shop}/review' },
  import: { method: 'POST', path: '/product/review/{shop}/import' },
});
