/**
 * SPEC §7: jobs are published with POST /redis-publish?channel=… on the app's own
 * origin. Reading a job's status and result is ours (not in SPEC §7): the merchant
 * watches a feed or an export progress and downloads what it produced.
 * Schemas: job.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { jobSchemas } from './job.contract';

export const jobRoutes = defineRoutes<typeof jobSchemas>()('job', {
  publish: { method: 'POST', path: '/redis-publish', origin: 'app', addShopId: true, addUserId: true },
  list: { method: 'GET', path: '/redis-publish/{shop}/jobs', origin: 'app' },
  get: { method: 'GET', path: '/redis-publish/{shop}/jobs/{job_id}', origin: 'app' },
  download: { method: 'GET', path: '/redis-publish/{shop}/jobs/{job_id}/file', origin: 'app', responseType: 'blob' },
});
