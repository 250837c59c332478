/** What GET …/feed answers: the shop's feed (null before the first one) and its latest generation job. */
import { z } from 'zod';
import { answer, isoDate } from '../../core/answers';
import { Job } from '../job/job.schema';

export const Feed = z.object({
  url: z.string(),
  items: z.number().int().min(0),
  generated_at: isoDate(),
  job_id: z.string(),
});
export type Feed = z.infer<typeof Feed>;

export const FeedAnswer = answer(z.object({ feed: Feed.nullable(), job: Job.nullable() }));
export type FeedAnswer = z.infer<typeof FeedAnswer>;
export const FeedDeletedAnswer = answer(z.object({ deleted: z.boolean() }));

/** SPEC §7 Feed: generated on this job channel. */
export const FEED_CHANNEL = 'GEN-FEED-PRODUCT';

export const isFinished = (job: Pick<Job, 'status'> | null | undefined) =>
  !job || job.status === 'done' || job.status === 'failed';
