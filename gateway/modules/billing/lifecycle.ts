/**
 * SPEC §4 shop lifecycle on the job queue: a shop is active until expired_at, then in a
 * deletion phase of one day, then CLEAN-SHOP clears it. SHOP-LIFECYCLE is a periodic job
 * (it queues its own next run) that queues CLEAN-SHOP for every shop past its deadline
 * once; EXPORT-SHOP writes a shop's data as JSON for the merchant to download first.
 */
import type { Db } from '../../db';
import type { JobHandler, JobQueue } from '../../jobs/queue';
import { nowIso } from '../../lib/ids';
import { cleanDue, DELETION_GRACE_MS } from '../../lib/shopLifecycle';

export const LIFECYCLE_CHANNEL = 'SHOP-LIFECYCLE';
export const EXPORT_CHANNEL = 'EXPORT-SHOP';
/** How often the lifecycle check runs. */
export const LIFECYCLE_EVERY_MS = 15 * 60_000;
/** Periodic platform jobs are not any shop's. */
export const PLATFORM = 'platform';

/** Queues CLEAN-SHOP for every shop past its deadline that has none pending; answers how many. */
export async function scheduleCleanups(db: Db, queue: JobQueue, now = Date.now()): Promise<number> {
  const expiredBefore = new Date(now - DELETION_GRACE_MS).toISOString();
  const shops = await db
    .selectFrom('shops')
    .select(['id', 'owner_id', 'deleted', 'delete_at', 'expired_at'])
    .where((eb) =>
      eb.or([
        eb('expired_at', '<=', expiredBefore),
        eb.and([eb('deleted', '=', 1), eb('delete_at', '<=', new Date(now).toISOString())]),
      ]),
    )
    .execute();
  let queued = 0;
  for (const shop of shops) {
    if (!cleanDue(shop, now)) continue;
    const pending = await db
      .selectFrom('jobs')
      .select('id')
      .where('channel', '=', 'CLEAN-SHOP')
      .where('shop_id', '=', shop.id)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (pending) continue;
    await queue.publish('CLEAN-SHOP', shop.id, shop.owner_id, { scheduled: true });
    queued += 1;
  }
  return queued;
}

/** Queues the next lifecycle check unless one is already waiting (several instances share one chain). */
export async function ensureLifecycleJob(db: Db, queue: JobQueue, runAt: Date): Promise<void> {
  const waiting = await db
    .selectFrom('jobs')
    .select('id')
    .where('channel', '=', LIFECYCLE_CHANNEL)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  if (!waiting) await queue.publish(LIFECYCLE_CHANNEL, PLATFORM, PLATFORM, {}, runAt);
}

export const lifecycleJob =
  (db: Db, queue: JobQueue): JobHandler =>
  async () => {
    const queued = await scheduleCleanups(db, queue);
    await ensureLifecycleJob(db, queue, new Date(Date.now() + LIFECYCLE_EVERY_MS));
    return { queued };
  };

/** EXPORT-SHOP: the shop and every shop table's rows, as one JSON file. */
export const exportJob =
  (db: Db, tables: () => string[]): JobHandler =>
  async (job, ctx) => {
    const shop = await db.selectFrom('shops').selectAll().where('id', '=', job.shop_id).executeTakeFirst();
    if (!shop) return { exported: false };
    const out: Record<string, unknown[]> = {};
    // Job files and kept Idempotency-Key answers are the platform's records, not the shop's data.
    const list = [...new Set(tables())].filter((t) => t !== 'job_files' && t !== 'idempotency_keys');
    for (const [i, table] of list.entries()) {
      out[table] = await db
        .selectFrom(table as 'outbox')
        .selectAll()
        .where('shop_id', '=', shop.id)
        .execute();
      await ctx.progress(((i + 1) / list.length) * 90);
    }
    const file = JSON.stringify({ exported_at: nowIso(), shop, tables: out }, null, 1);
    await ctx.writeFile(`${shop.handle}-export.json`, 'application/json', file);
    return { exported: true, tables: list.length, bytes: file.length };
  };
