/** A queued job as SPEC §7's job calls answer it (the jobs module's routes, and the product import and feed calls that start one). */
import type { Job } from '../../resources/job/job.schema';
import type { JobTable } from '../db/schema';

export function toJob(row: JobTable): Job {
  return {
    id: row.id,
    channel: row.channel as Job['channel'],
    shop_id: row.shop_id,
    status: row.status as Job['status'],
    progress: row.progress,
    result: row.result ? (JSON.parse(row.result) as Record<string, unknown>) : null,
    error: row.error,
    attempts: row.attempts,
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
  };
}
