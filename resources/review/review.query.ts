/** The review list's query (SPEC §7 GET …/review): paging, sort, type, status, rating, search. No React here. */
import type { GetListParams } from 'ra-core';

export const REVIEW_SORT_FIELDS = ['created_at', 'rating'] as const;
export const REVIEW_DEFAULT_SORT = { field: 'created_at', order: 'DESC' } as const;

export function reviewListQuery({ pagination, sort, filter }: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) {
  const known = sort && (REVIEW_SORT_FIELDS as readonly string[]).includes(sort.field);
  const query: Record<string, string | number> = {
    page: pagination?.page ?? 1,
    limit: Math.min(pagination?.perPage ?? 25, 500),
    sort: known ? sort.field : 'created_at',
    order: known && sort.order === 'ASC' ? 'asc' : 'desc',
    type: filter?.type === 'question' ? 'question' : 'review',
  };
  for (const key of ['status', 'rating', 'product_id'] as const) if (filter?.[key]) query[key] = String(filter[key]);
  const q = typeof filter?.q === 'string' ? filter.q.trim() : '';
  if (q) query.q = q;
  return query;
}
