/**
 * Undo of a bulk update (issue 15 item 12): applying keeps each changed product's previous
 * values (product_bulk_update_rows) for 24 hours; undo writes them back to every product
 * not edited since, and says which were passed over.
 */
import type { BulkUndoable } from '../../../resources/product/product.schema';
import type { Db } from '../../db';
import type { ProductTable } from './product.tables';
import { chunks } from '../../lib/chunks';
import { newId, nowIso } from '../../lib/ids';
import { claimUndo } from '../../lib/undoClaim';
import { replaceRelations, searchText } from './product.rows';
import { type Trx } from '../../db';

export const UNDO_HOURS = 24;
const UNDO_MS = UNDO_HOURS * 3_600_000;

type Before = Partial<Pick<ProductTable, 'price' | 'compare_at_price' | 'quantity' | 'status' | 'variants'>> & {
  tags?: string[];
};

export interface UndoEntry {
  row: ProductTable;
  update: Partial<ProductTable>;
  oldTags?: string[];
  newTags?: string[];
}

/** Called inside apply's transaction: the bulk update and each product's previous values. */
export async function keepForUndo(
  trx: Trx,
  shopId: string,
  userId: string,
  entries: UndoEntry[],
  changes: unknown,
  at: string,
) {
  const id = newId();
  await trx
    .insertInto('product_bulk_updates')
    .values({
      id,
      shop_id: shopId,
      user_id: userId,
      count: entries.length,
      changes: JSON.stringify(changes),
      created_at: at,
      expires_at: new Date(Date.parse(at) + UNDO_MS).toISOString(),
      undone_at: null,
    })
    .execute();
  const rows = entries.map(({ row, update, oldTags, newTags }) => {
    const before: Before = {};
    for (const key of ['price', 'compare_at_price', 'quantity', 'status', 'variants'] as const) {
      if (key in update) (before as Record<string, unknown>)[key] = row[key];
    }
    if (newTags) before.tags = oldTags ?? [];
    return { bulk_id: id, shop_id: shopId, product_id: row.id, before: JSON.stringify(before), applied_at: at };
  });
  for (const part of chunks(rows, 300)) await trx.insertInto('product_bulk_update_rows').values(part).execute();
  return { id, expires_at: new Date(Date.parse(at) + UNDO_MS).toISOString() };
}

const toUndoable = (r: {
  id: string;
  count: number;
  changes: string;
  created_at: string;
  expires_at: string;
}): BulkUndoable => ({
  id: r.id,
  count: r.count,
  changes: JSON.parse(r.changes) as BulkUndoable['changes'],
  created_at: r.created_at,
  expires_at: r.expires_at,
});

/** The newest bulk update of the shop that can still be undone, if any. */
export async function lastUndoable(db: Db, shopId: string, now = nowIso()): Promise<BulkUndoable | null> {
  const row = await db
    .selectFrom('product_bulk_updates')
    .select(['id', 'count', 'changes', 'created_at', 'expires_at'])
    .where('shop_id', '=', shopId)
    .where('undone_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? toUndoable(row) : null;
}

/** Writes the previous values back; products edited since the update are passed over. */
export async function undoBulk(
  db: Db,
  shopId: string,
  bulkId: string,
  /** Keeps each restored product's state as a version (issue 27), in the undo's transaction. */
  keep: (trx: Db, ids: string[]) => Promise<void>,
) {
  return db.transaction().execute(async (trx) => {
    const at = nowIso();
    await claimUndo(trx, 'product_bulk_updates', shopId, bulkId, at, {
      message: 'This bulk update can no longer be undone',
      code: 'product.bulk.undo_expired',
    });
    const kept = await trx.selectFrom('product_bulk_update_rows').selectAll().where('bulk_id', '=', bulkId).execute();
    const restored: string[] = [];
    const skipped: string[] = [];
    for (const k of kept) {
      const row = await trx
        .selectFrom('products')
        .selectAll()
        .where('id', '=', k.product_id)
        .where('shop_id', '=', shopId)
        .executeTakeFirst();
      if (!row || row.updated_at !== k.applied_at) {
        skipped.push(k.product_id);
        continue;
      }
      const { tags, ...columns } = JSON.parse(k.before) as Before;
      const set: Partial<ProductTable> = { ...columns, updated_at: at };
      if (tags) set.search = searchText(row, tags);
      await trx.updateTable('products').set(set).where('id', '=', row.id).where('shop_id', '=', shopId).execute();
      if (tags) await replaceRelations(trx, shopId, row.id, { tags }, at);
      restored.push(row.id);
    }
    await trx.deleteFrom('product_bulk_update_rows').where('bulk_id', '=', bulkId).execute();
    await keep(trx, restored);
    return { restored: restored.length, ids: restored, skipped };
  });
}

/** Kept values past their 24 hours are dropped when the next bulk update is applied. */
export async function dropExpired(trx: Trx, shopId: string, now: string) {
  const old = await trx
    .selectFrom('product_bulk_updates')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('expires_at', '<=', now)
    .execute();
  for (const part of chunks(old.map((r) => r.id))) {
    await trx.deleteFrom('product_bulk_update_rows').where('bulk_id', 'in', part).execute();
  }
}
