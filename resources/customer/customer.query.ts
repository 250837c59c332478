/**
 * The customer list's query (GET /customer/api/{shop}): page, limit, the sorts the gateway
 * knows (SPEC §2 customer name, created, total orders; and total spent), search and tag.
 * The CSV export sends the chosen ids, or the current search. No React here.
 */
import type { GetListParams } from 'ra-core';
import { SORT_OPTIONS } from '../../src/lib/sortOptions';
import { CUSTOMER_SORTS } from './customer.sorts';

export const CUSTOMER_DEFAULT_SORT = { field: 'created_at', order: 'DESC' as const };
/** The SPEC §2 sort options that apply to customers. */
export const CUSTOMER_SORT_OPTIONS = SORT_OPTIONS.filter((o) =>
  (CUSTOMER_SORTS as readonly string[]).includes(o.field),
);

const clean = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

export function customerFilter(filter: Record<string, unknown> | undefined) {
  const out: { q?: string; tag?: string } = {};
  if (clean(filter?.q)) out.q = clean(filter?.q);
  if (clean(filter?.tag)) out.tag = clean(filter?.tag);
  return out;
}

export function customerListQuery({ pagination, sort, filter }: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) {
  const known = sort && (CUSTOMER_SORTS as readonly string[]).includes(sort.field);
  return {
    page: pagination?.page ?? 1,
    limit: pagination?.perPage ?? 20,
    sort: known ? sort.field : CUSTOMER_DEFAULT_SORT.field,
    order: (known ? sort.order : CUSTOMER_DEFAULT_SORT.order) === 'ASC' ? 'asc' : 'desc',
    ...customerFilter(filter),
  };
}

/** POST …/export: the chosen customers, else those matching the search, else all. */
export function customerExportBody(filter: Record<string, unknown> | undefined, ids: string[] = []) {
  if (ids.length) return { ids };
  const { q } = customerFilter(filter);
  return q ? { q } : {};
}
