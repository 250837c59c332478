/**
 * The order list's query (GET /order/api/{shop}): page, limit, sort, search and filters.
 * Blank filters are left out so the URL says only what the merchant chose. The
 * EXPORT-ORDER job gets the same filters without paging. No React here.
 */
import type { GetListParams } from 'ra-core';
import { type ORDER_SORTS } from './order.sorts';

export const ORDER_FILTERS = [
  'q',
  'status',
  'payment_status',
  'from',
  'to',
  'tag',
  'customer_id',
  'abandoned',
] as const;
export type OrderFilter = Partial<Record<(typeof ORDER_FILTERS)[number], string>>;

export const ORDER_DEFAULT_SORT = { field: 'created_at', order: 'DESC' as const };

/** react-admin column sources -> the gateway's sort names. */
const SORT_BY_SOURCE: Record<string, (typeof ORDER_SORTS)[number]> = {
  created_at: 'created_at',
  number: 'number',
  name: 'number',
  total: 'total',
  customer: 'customer',
  'customer.name': 'customer',
};

/** The order list's sort options (same shape as SPEC §2's, keys under resources.orders.sort). */
export const ORDER_SORT_OPTIONS = [
  { id: 'created_desc', field: 'created_at', order: 'DESC' },
  { id: 'created_asc', field: 'created_at', order: 'ASC' },
  { id: 'number_desc', field: 'number', order: 'DESC' },
  { id: 'number_asc', field: 'number', order: 'ASC' },
  { id: 'total_desc', field: 'total', order: 'DESC' },
  { id: 'total_asc', field: 'total', order: 'ASC' },
  { id: 'customer_asc', field: 'customer', order: 'ASC' },
  { id: 'customer_desc', field: 'customer', order: 'DESC' },
] as const;

export function orderFilter(filter: Record<string, unknown> | undefined): OrderFilter {
  const out: OrderFilter = {};
  for (const key of ORDER_FILTERS) {
    const value = filter?.[key];
    if (value !== undefined && value !== null && String(value).trim() !== '') out[key] = String(value).trim();
  }
  return out;
}

function sortQuery(sort: GetListParams['sort'] | undefined) {
  const field = (sort && SORT_BY_SOURCE[sort.field]) ?? ORDER_DEFAULT_SORT.field;
  const order = (sort && SORT_BY_SOURCE[sort.field] ? sort.order : ORDER_DEFAULT_SORT.order) === 'ASC' ? 'asc' : 'desc';
  return { sort: field, order };
}

export function orderListQuery({ pagination, sort, filter }: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) {
  return { page: pagination?.page ?? 1, limit: pagination?.perPage ?? 20, ...sortQuery(sort), ...orderFilter(filter) };
}

/** EXPORT-ORDER params: the chosen orders, else the list's current filters. */
export function orderExportParams(filter: Record<string, unknown> | undefined, ids: string[] = []) {
  return ids.length ? { ids } : orderFilter(filter);
}
