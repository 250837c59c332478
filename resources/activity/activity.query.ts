/** The activity list's query (GET …/activity): paging and the filters, empty ones left out. No React here. */
import type { GetListParams } from 'ra-core';

export const ACTIVITY_FILTERS = ['author', 'resource', 'record_id', 'from', 'to'] as const;

export function activityListQuery({ pagination, filter }: Partial<Pick<GetListParams, 'pagination' | 'filter'>>) {
  const query: Record<string, string | number> = pagination
    ? { page: pagination.page, limit: Math.min(pagination.perPage, 100) }
    : {};
  for (const key of ACTIVITY_FILTERS) {
    const value = typeof filter?.[key] === 'string' ? (filter[key] as string).trim() : '';
    if (value) query[key] = value;
  }
  return query;
}
