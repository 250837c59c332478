/**
 * SPEC §4 shop lifecycle on the job queue: a shop is active until expired_at, then in a
 * deletion phase of one day, then CLEAN-SHOP clears it. SHOP-LIFECYCLE is a periodic job
 * (it queues its own next run) that queues CLEAN-SHOP for every shop past its deadline
 * once. The merchant's copy of the shop's data first: EXPORT-SHOP (gateway/modules/shop-export).
 */
import type { Db } from '../../db';
import type { JobHandler, JobQueue } from '../../jobs/queue';
import { cleanDue, DELETION_GRACE_MS } from '../../lib/shopLifecycle';

export const LIFECYCLE_CHANNEL = 'SHOP-LIFECYCLE';
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
