/** Background jobs published on the app's own origin (SPEC §7 /redis-publish channels). */
import { z } from 'zod';

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

export interface Job {
  id: string;
  channel: Channel;
  shop_id: string;
  status: JobStatus;
  progress: number;
  result: Record<string, unknown> | null;
  error: string | null;
  attempts: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export const JobListQuery = z.object({
  channel: z.enum(CHANNELS).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
