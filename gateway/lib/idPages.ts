/**
 * A shop's rows of one table, a page at a time in id order (keyset: each page starts after the
 * last id, so nothing is skipped by offset and a large table never sits in memory). The shop's
 * data download (EXPORT-SHOP) reads every table this way.
 */
import type { Db } from '../db';

export const PAGE_ROWS = 1000;

type Row = Record<string, unknown> & { id: string };

export async function* idPages(db: Db, table: string, shopId: string, size = PAGE_ROWS): AsyncGenerator<Row[]> {
  let after: string | undefined;
  for (;;) {
    // A table named at run time: Kysely cannot type it, so one known table's type stands in.
    let q = db
      .selectFrom(table as 'outbox')
      .selectAll()
      .where('shop_id', '=', shopId);
    if (after !== undefined) q = q.where('id', '>', after);
    const rows = (await q.orderBy('id').limit(size).execute()) as unknown as Row[];
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1].id;
  }
}
