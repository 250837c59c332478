/**
 * Optimistic concurrency for shop records (DESIGN §6): a versioned update writes only when
 * the record is still at the version the merchant read, and bumps it, in one statement.
 */
import { sql } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { notFound, staleWrite } from './errors';
import { recordVersion } from './history';

/**
 * Applies `set` to the shop's record `id` when its version is `expected` (or always, when the
 * caller sent no version), bumping the version. Another version answers 409 with `current()`;
 * no record answers 404. Then `along` writes what goes with the record (its relations), and the
 * record's new state, `current()`, is kept as a version (issue 27). Run it inside the caller's
 * transaction, with `current` reading through it, so the version is written with the change;
 * given the database itself, the steps run one after the other.
 */
export async function updateVersioned<T extends keyof Database>(
  db: Db,
  table: T,
  shopId: string,
  id: string,
  expected: number | undefined,
  set: Record<string, unknown>,
  current: () => Promise<unknown>,
  along?: () => Promise<void>,
): Promise<void> {
  // Kysely cannot type a table chosen at run time; the column names are the caller's.
  const t = table as 'collections';
  let q = db
    .updateTable(t)
    .set({ ...(set as object), version: sql`version + 1` } as never)
    .where('id', '=', id)
    .where('shop_id', '=', shopId);
  if (expected !== undefined) q = q.where('version' as never, '=', expected as never);
  const result = await q.executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) {
    await along?.();
    // After the update, which holds the row: concurrent updates number their versions in order.
    await recordVersion(db, { shopId, resource: table, recordId: id, action: 'update', state: await current() });
    return;
  }
  const exists = await db
    .selectFrom(t)
    .select('id')
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  if (!exists) throw notFound();
  throw staleWrite(await current());
}
