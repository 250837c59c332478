/**
 * Fixed-window counters in the database (issue 15), so several gateway instances on one
 * database agree: one upsert increments a key's count and answers it, atomically on
 * SQLite and PostgreSQL (the row is locked by the conflict update). The sign-in lock-out
 * and the rate-limit store both count here.
 */
import { sql } from 'kysely';
import type { Db } from '../db';

export interface Hit {
  /** The count in the current window, this hit included. */
  count: number;
  /** Epoch milliseconds the window ends at. */
  resetAt: number;
}

let hits = 0;

/** One more hit on `key`; a window that has ended starts again at 1. */
export async function hit(db: Db, key: string, windowMs: number, now = Date.now()): Promise<Hit> {
  const resetAt = now + windowMs;
  const row = await db
    .insertInto('rate_counters')
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`CASE WHEN rate_counters.reset_at <= ${now} THEN 1 ELSE rate_counters.count + 1 END`,
        reset_at: sql<number>`CASE WHEN rate_counters.reset_at <= ${now} THEN ${resetAt} ELSE rate_counters.reset_at END`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  // Ended windows count for nothing: now and then, drop them.
  if (++hits % 200 === 0) await db.deleteFrom('rate_counters').where('reset_at', '<', now).execute();
  return { count: Number(row.count), resetAt: Number(row.reset_at) };
}

/** Takes one hit back (an attempt that was never made). */
export async function unhit(db: Db, key: string): Promise<void> {
  await db
    .updateTable('rate_counters')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

export async function forget(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_counters').where('key', '=', key).execute();
}
