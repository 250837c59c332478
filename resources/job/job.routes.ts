/**
 * SPEC §7: jobs are published with POST /redis-publish?channel=… on the app's own
 * origin. Reading a job's status and result is ours (not in SPEC §7): the merchant
 * watches a feed or an export progress and downloads what it produced.
 */
import { defineRoutes } from '../../core/route';
import { z } from 'zod';
import { JobAnswer, JobListAnswer, JobListQuery, JobParams, PublishBody, PublishQuery } from './job.schema';

export const jobRoutes = defineRoutes('job', {
  publish: {
    method: 'POST',
    path: '/redis-publish',
    origin: 'app',
    query: PublishQuery,
    body: PublishBody,
    addShopId: true,
    addUserId: true,
    response: JobAnswer,
    status: 202,
    summary: 'Queue a job on a channel (CLEAN-SHOP, GEN-FEED-PRODUCT, EXPORT-REVIEW, EXPORT-ORDER).',
    quirk: 'SPEC §7: posted to the app origin, not the gateway host; body is the params plus shop_id and user_id.',
  },
  list: {
    method: 'GET',
    path: '/redis-publish/{shop}/jobs',
    origin: 'app',
    query: JobListQuery,
    response: JobListAnswer,
    summary: "The shop's latest jobs, newest first.",
  },
  get: {
    method: 'GET',
    path: '/redis-publish/{shop}/jobs/{job_id}',
    origin: 'app',
    params: JobParams,
    response: JobAnswer,
    summary: "One job's status, progress, result or failure reason.",
  },
  download: {
    method: 'GET',
    path: '/redis-publish/{shop}/jobs/{job_id}/file',
    origin: 'app',
    params: JobParams,
    responseType: 'blob',
    contentType: 'application/octet-stream',
    response: z.string(),
    summary: 'The file a finished job produced (feed XML, export CSV).',
  },
});
