/** What GET …/feed answers: the shop's feed (null before the first one) and its latest generation job. */
import type { Job } from '../job/job.schema';

export interface Feed {
  url: string;
  items: number;
  generated_at: string;
  job_id: string;
}

export interface FeedAnswer {
  data: { feed: Feed | null; job: Job | null };
}

/** SPEC §7 Feed: generated on this job channel. */
export const FEED_CHANNEL = 'GEN-FEED-PRODUCT';

export const isFinished = (job: Pick<Job, 'status'> | null | undefined) => !job || job.status === 'done' || job.status === 'failed';
