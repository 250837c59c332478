/**
 * One page of a shop's list, as every SPEC §7 list answers it: the rows that pass the
 * filters, counted, then the page's rows in order (and by id, so rows that tie keep one
 * order from page to page), and the envelope's `total`, `page` and `limit`. The modules'
 * lists build their filters and map their rows; the paging is written once here.
 */
import type { SelectQueryBuilder, Selectable } from 'kysely';

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
