/**
 * A 24-hour undo (the product bulk update, a catalogue copy) is claimed with one conditional
 * update, so two clicks undo once: the run is marked undone only if it is the shop's, not yet
 * undone and not expired. Otherwise: 404 for a run that is not the shop's, 400 (with the
 * caller's code and message) for one undone already or past its time.
 */
import type { Trx } from '../db';
import { GatewayError, notFound } from './errors';

type UndoTable = 'product_bulk_updates' | 'copy_runs';

export async function claimUndo(
  trx: Trx,
  table: UndoTable,
  shopId: string,
  id: string,
  at: string,
  refused: { message: string; code: string },
): Promise<void> {
  const claimed = await trx
    .updateTable(table)
    .set({ undone_at: at })
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .where('undone_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1) return;
  const exists = await trx
    .selectFrom(table)
    .select('id')
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  if (!exists) throw notFound();
  throw new GatewayError(400, refused.message, { code: refused.code });
}
