/** The top bar's search across the merchant's shops (issue 26 item 2, ours: not SPEC §7). Schemas: search.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { searchSchemas } from './search.contract';

/** The kinds of record the search finds, in the order the dialog shows them. */
export const SEARCH_KINDS = ['products', 'orders', 'customers'] as const;

export const searchRoutes = defineRoutes<typeof searchSchemas>()('search', {
  shops: { method: 'GET', path: '/shop/api/search' },
});
