/** Background jobs published on the app's own origin (SPEC §7 /redis-publish channels). */
import { z } from 'zod';
import { answer, isoDate } from '../../core/answers';

/** The channels SPEC §7 names, and EXPORT-SHOP (ours: the merchant's data before it is cleared). */
export const CHANNELS = ['CLEAN-SHOP', 'GEN-FEED-PRODUCT', 'EXPORT-REVIEW', 'EXPORT-ORDER', 'EXPORT-SHOP'] as const;
export type Channel = (typeof CHANNELS)[number];

export const PublishQuery = z.object({ channel: z.enum(CHANNELS) });

/** "the params plus shop_id and user_id" */
export const PublishBody = z.looseObject({
  shop_id: z.string().min(1).max(64),
  user_id: z.string().min(1).max(64),
});

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A job as the gateway answers it: status, progress (0-100), result or failure reason. */
export const Job = z.object({
  id: z.string(),
  /** A channel merchants publish on, or one the gateway runs itself (IMPORT-PRODUCT, SEND-MAIL…). */
  channel: z.string(),
  shop_id: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.number().min(0).max(100),
  result: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
  attempts: z.number().int().min(0),
  created_at: isoDate(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type Job = z.infer<typeof Job>;

export const JobAnswer = answer(Job);
/** The latest jobs, newest first (not paged: at most `limit`). */
export const JobListAnswer = answer(z.object({ jobs: z.array(Job), total: z.number().int().min(0) }));
export const JobParams = z.object({ job_id: z.string().min(1).max(64) });

export const JobListQuery = z.object({
  channel: z.enum(CHANNELS).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
