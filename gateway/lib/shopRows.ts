/**
 * One page of a shop's list, as every SPEC §7 list answers it: the rows that pass the
 * filters, counted, then the page's rows in order (and by id, so rows that tie keep one
 * order from page to page), and the envelope's `total`, `page` and `limit`. The modules'
 * lists build their filters and map their rows; the paging is written once here.
 *
 * Deep pages (issue 30 item 4): the wire is page/limit, so there is no cursor to seek from. The
 * page is a deferred join instead: the filtered ids are ordered, skipped and taken on their own
 * (over an index of (shop_id, …, sort column, id) that is index-only: the skipped rows are index
 * entries, never read), and only the page's rows are read, by id. Page 2,000 then costs page 1
 * plus a walk of 40,000 index entries, where OFFSET over whole rows read every skipped row. Given a
 * remembered boundary of the list (pageAnchors.ts) it seeks there and skips only the rest.
 */
import { sql, type SelectQueryBuilder, type Selectable, type SqlBool } from 'kysely';
import type { Db } from '../db';
import { recordVersions } from './history';
import type { Anchor } from './pageAnchors';

export interface PageQuery {
  page: number;
  limit: number;
}

/** The sort: its columns (the first decides, the next break ties), then the id. */
export interface SortOrder {
  by: string | readonly string[];
  dir: 'asc' | 'desc';
}

// Any table's select: the helpers below only add ORDER BY, LIMIT and WHERE id IN.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

/** What a list answer carries beside its rows. */
export const pageOf = (total: number, query: PageQuery) => ({ total, page: query.page, limit: query.limit });

/** ORDER BY the sort's columns and then the id (rows that tie keep one order from page to page). */
export function ordered<Q extends AnySelect>(q: Q, order: SortOrder, id = 'id'): Q {
  // Columns the caller chose from its own table (Kysely cannot type a name picked at run time).
  const sorted = [order.by].flat().reduce((acc: AnySelect, column) => acc.orderBy(column as never, order.dir), q);
  return sorted.orderBy(id as never, order.dir) as Q;
}

/**
 * The page's rows by a deferred join: `rows` (the table's select, without filters) where the id
 * is among the page's ids of `filtered` (ordered, skipped and taken by id alone), in order.
 */
export function pageRows<Q extends AnySelect>(
  rows: Q,
  filtered: AnySelect,
  query: PageQuery,
  order: SortOrder,
  id = 'id',
  anchor?: Anchor,
): Q {
  const offset = (query.page - 1) * query.limit;
  let from = filtered;
  if (anchor && anchor.position <= offset) {
    // At or after the remembered row in the list's order: a seek on the sort's index (pageAnchors.ts).
    const columns = [...[order.by].flat(), id].map((c) => sql.ref(c));
    const values = [...anchor.values, anchor.id].map((v) => sql.val(v));
    const op = sql.raw(order.dir === 'asc' ? '>=' : '<=');
    from = filtered.where(sql<SqlBool>`(${sql.join(columns)}) ${op} (${sql.join(values)})`);
  }
  const ids = ordered(from.select(id as never), order, id)
    .limit(query.limit)
    .offset(anchor && anchor.position <= offset ? offset - anchor.position : offset);
  return ordered(rows.where(id as never, 'in', ids as never) as Q, order, id);
}

/** The rows that pass the filters, counted. */
export async function countRows(filtered: AnySelect): Promise<number> {
  const counted = (await filtered
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow()) as { total: number | string };
  return Number(counted.total);
}

export async function listPage<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  query: PageQuery,
  order: SortOrder,
): Promise<{ rows: (O & Selectable<DB[TB]>)[]; total: number }> {
  const total = await countRows(filtered);
  // The same table without its filters: the page's ids carry them.
  const rows = await pageRows(filtered.clearWhere().selectAll(), filtered, query, order).execute();
  return { rows: rows as unknown as (O & Selectable<DB[TB]>)[], total };
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
