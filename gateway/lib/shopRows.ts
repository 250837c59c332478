/**
 * One page of a shop's list, as every SPEC §7 list answers it: the rows that pass the
 * filters, counted, then the page's rows in order (and by id, so rows that tie keep one
 * order from page to page), and the envelope's `total`, `page` and `limit`. The modules'
 * lists build their filters and map their rows; the paging is written once here.
 */
import type { SelectQueryBuilder, Selectable } from 'kysely';
import type { Db } from '../db';
import { recordVersions } from './history';

export interface PageQuery {
  page: number;
  limit: number;
}

/** What a list answer carries beside its rows. */
export const pageOf = (total: number, query: PageQuery) => ({ total, page: query.page, limit: query.limit });

export async function listPage<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  query: PageQuery,
  order: { by: string; dir: 'asc' | 'desc' },
): Promise<{ rows: (O & Selectable<DB[TB]>)[]; total: number }> {
  const counted = await filtered
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const total = (counted as unknown as { total: number | string }).total;
  const rows = await filtered
    .selectAll()
    // A column the caller chose from its own table (Kysely cannot type a name picked at run time).
    .orderBy(order.by as never, order.dir)
    .orderBy('id' as never, order.dir)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { rows: rows as unknown as (O & Selectable<DB[TB]>)[], total: Number(total) };
}

/**
 * Deletes the shop's rows among `ids` (SPEC §7 deletes with the ids in the body), in one
 * transaction with what goes with them (`also`: rows of other tables that name them), and
 * answers the ids it found: another shop's ids and unknown ones are left alone, never an error.
 */
export async function deleteInShop(
  db: Db,
  table: string,
  shopId: string,
  ids: readonly string[],
  also?: (trx: Db, found: string[]) => Promise<void>,
): Promise<string[]> {
  if (!ids.length) return [];
  return db.transaction().execute(async (trx) => {
    // Kysely cannot type a table named at run time: `id` and `shop_id` are every shop table's.
    const t = table as 'discounts';
    const rows = await trx
      .selectFrom(t)
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', 'in', [...ids])
      .execute();
    const found = rows.map((r) => r.id);
    if (found.length) {
      await also?.(trx, found);
      await trx.deleteFrom(t).where('shop_id', '=', shopId).where('id', 'in', found).execute();
      // Issue 27: each record's last state (its row as kept) is a "delete" version, with the delete.
      await recordVersions(
        trx,
        rows.map((row) => ({ shopId, resource: table, recordId: row.id, action: 'delete' as const, state: row })),
      );
    }
    return found;
  });
}
