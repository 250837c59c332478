/**
 * Issue 27 item 3: the shop's Trash (deleted records, restorable for 30 days) and the restore
 * of one. Schemas: trash.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { trashSchemas } from './trash.contract';

export const trashRoutes = defineRoutes<typeof trashSchemas>()('trash', {
  list: { method: 'GET', path: '/record/api/{shop}/trash' },
  restore: { method: 'POST', path: '/record/api/{shop}/trash/{trash_id}/restore' },
});
