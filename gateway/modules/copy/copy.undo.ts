/**
 * Undo of a copy or an update of copies, within 24 hours like the bulk update
 * (product.undo.ts): records it created are deleted, records it updated get their previous
 * values back; any record edited since (updated_at moved on) is passed over and named.
 */
import type { CopyRun } from '../../../resources/copy/copy.schema';
import type { Db, Trx } from '../../db';
import { nowIso } from '../../lib/ids';
import { claimUndo } from '../../lib/undoClaim';
import { deleteOwnerMetafields } from '../../lib/metafieldOwners';
import { UNDO_HOURS } from '../product/product.undo';
import { deleteProducts, replaceRelations } from '../product/product.rows';

export const UNDO_MS = UNDO_HOURS * 3_600_000;

/** The newest run from this shop that can still be undone, or null. */
export async function lastRun(db: Db, shopId: string, now = nowIso()): Promise<CopyRun | null> {
  const row = await db
    .selectFrom('copy_runs')
    .select(['id', 'mode', 'created', 'updated', 'created_at', 'expires_at'])
    .where('shop_id', '=', shopId)
    // A clone's catalogue run is undone with its clone (shop-clone), not from the source shop.
    .where('mode', 'in', ['copy', 'update'])
    .where('undone_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? { ...row, mode: row.mode as CopyRun['mode'] } : null;
}

async function undoRow(
  trx: Trx,
  k: { kind: string; shop_id: string; record_id: string; before: string | null },
  at: string,
) {
  const { kind, shop_id: shop, record_id: id } = k;
  if (k.before === null) {
    if (kind === 'product') await deleteProducts(trx, shop, [id]);
    else {
      await trx.deleteFrom('product_collections').where('shop_id', '=', shop).where('collection_id', '=', id).execute();
      await trx
        .updateTable('collections')
        .set({ parent: null })
        .where('shop_id', '=', shop)
        .where('parent', '=', id)
        .execute();
      await deleteOwnerMetafields(trx, shop, 'collection', [id]);
      await trx.deleteFrom('collections').where('shop_id', '=', shop).where('id', '=', id).execute();
    }
    await trx
      .deleteFrom('copy_links')
      .where('shop_id', '=', shop)
      .where('kind', '=', kind)
      .where('record_id', '=', id)
      .execute();
    return;
  }
  const { tags, ...columns } = JSON.parse(k.before) as Record<string, unknown> & { tags?: string[] };
  const table = kind === 'product' ? 'products' : 'collections';
  await trx
    .updateTable(table)
    .set({ ...columns, updated_at: at })
    .where('shop_id', '=', shop)
    .where('id', '=', id)
    .execute();
  if (kind === 'product') {
    const media = typeof columns.media === 'string' ? (JSON.parse(columns.media) as { url: string }[]) : undefined;
    await replaceRelations(trx, shop, id, { tags, media }, at);
  }
}

export async function undoRun(db: Db, shopId: string, runId: string) {
  return db.transaction().execute((trx) => undoRunIn(trx, shopId, runId));
}

/** The undo inside a transaction the caller holds (a clone's undo removes its catalogue with its other parts). */
export async function undoRunIn(trx: Trx, shopId: string, runId: string) {
  const at = nowIso();
  await claimUndo(trx, 'copy_runs', shopId, runId, at, {
    message: 'This copy can no longer be undone',
    code: 'copy.undo_expired',
  });
  const kept = await trx.selectFrom('copy_run_rows').selectAll().where('run_id', '=', runId).execute();
  let deleted = 0;
  let restored = 0;
  const skipped: string[] = [];
  for (const k of kept) {
    const table = k.kind === 'product' ? 'products' : 'collections';
    const row = await trx
      .selectFrom(table)
      .select('updated_at')
      .where('id', '=', k.record_id)
      .where('shop_id', '=', k.shop_id)
      .executeTakeFirst();
    if (!row || row.updated_at !== k.applied_at) {
      skipped.push(k.record_id);
      continue;
    }
    await undoRow(trx, k, at);
    if (k.before === null) deleted++;
    else restored++;
  }
  await trx.deleteFrom('copy_run_rows').where('run_id', '=', runId).execute();
  return { deleted, restored, skipped };
}
