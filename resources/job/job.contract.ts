/** The job calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
import { JobAnswer, JobListAnswer, JobListQuery, JobParams, PublishBody, PublishQuery } from './job.schema';
import { jobRoutes } from './job.routes';

export const jobSchemas = {
  publish: {
    query: PublishQuery,
    body: PublishBody,
    response: JobAnswer,
    status: 202,
    summary:
      "Queue a job on a channel (CLEAN-SHOP, GEN-FEED-PRODUCT, EXPORT-REVIEW, EXPORT-ORDER, EXPORT-SHOP: the shop's data as a ZIP).",
    quirk: 'SPEC §7: posted to the app origin, not the gateway host; body is the params plus shop_id and user_id.',
  },
  list: {
    query: JobListQuery,
    response: JobListAnswer,
    summary: "The shop's latest jobs, newest first.",
  },
  get: {
    params: JobParams,
    response: JobAnswer,
    summary: "One job's status, progress, result or failure reason.",
  },
  download: {
    params: JobParams,
    contentType: 'application/octet-stream',
    response: z.string(),
    summary: "The file a finished job produced (feed XML, export CSV, the shop's data ZIP).",
  },
} satisfies SchemaTable;

export const jobContract = contract(jobRoutes, jobSchemas);
