/**
 * Issue 27: a record's history (its versions, newest first) and the restore of one version.
 * Generic: `{resource}` is the record's table (a declared resource's `storage.table`, or
 * `products`). Schemas: history.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { historySchemas } from './history.contract';

export const historyRoutes = defineRoutes<typeof historySchemas>()('history', {
  list: { method: 'GET', path: '/record/api/{shop}/{resource}/{record_id}/history' },
  restore: { method: 'POST', path: '/record/api/{shop}/{resource}/{record_id}/history/{version}/restore' },
});
