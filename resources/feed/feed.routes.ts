/**
 * SPEC §7 Feed calls; generation goes through the job queue (job.publish, channel
 * GEN-FEED-PRODUCT).
 * Schemas: feed.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { feedSchemas } from './feed.contract';

export const feedRoutes = defineRoutes<typeof feedSchemas>()('feed', {
  get: { method: 'GET', path: '/product-2/api/{shop}/feed' },
  delete: { method: 'DELETE', path: '/product-2/api/{shop}/feed', bodyKind: 'none' },
});
