/**
 * Issue 27 item 3: the Trash keeps a deleted record TRASH_DAYS. TRASH-PURGE is a periodic
 * platform job (it queues its own next run, as SHOP-LIFECYCLE does) removing what is older.
 */
import type { Db } from '../../db';
import type { JobHandler, JobQueue } from '../../jobs/queue';
import { TRASH_MS } from '../../lib/trash';

export const PURGE_CHANNEL = 'TRASH-PURGE';
/** How often the purge runs. */
export const PURGE_EVERY_MS = 60 * 60_000;
/** Periodic platform jobs are not any shop's. */
const PLATFORM = 'platform';

/** The moment before which a deleted record is past restoring. */
export const trashCutoff = (now = Date.now()) => new Date(now - TRASH_MS).toISOString();

/** Removes every shop's trash older than TRASH_DAYS; answers how many. */
export async function purgeTrash(db: Db, now = Date.now()): Promise<number> {
  const cutoff = trashCutoff(now);
  // Read first: most runs find nothing, and a DELETE would take SQLite's write lock from the work under way.
  const due = await db.selectFrom('trash_items').select('id').where('deleted_at', '<', cutoff).executeTakeFirst();
  if (!due) return 0;
  const result = await db.deleteFrom('trash_items').where('deleted_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Queues the next purge unless one is already waiting (several instances share one chain). */
export async function ensurePurgeJob(db: Db, queue: JobQueue, runAt: Date): Promise<void> {
  const waiting = await db
    .selectFrom('jobs')
    .select('id')
    .where('channel', '=', PURGE_CHANNEL)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  if (!waiting) await queue.publish(PURGE_CHANNEL, PLATFORM, PLATFORM, {}, runAt);
}

export const purgeJob =
  (db: Db, queue: JobQueue): JobHandler =>
  async () => {
    const purged = await purgeTrash(db);
    await ensurePurgeJob(db, queue, new Date(Date.now() + PURGE_EVERY_MS));
    return { purged };
  };
