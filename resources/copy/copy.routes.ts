/** Copy to other shops and update copies (issue 26 item 3; ours, not SPEC §7). Schemas: copy.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { copySchemas } from './copy.contract';

export const copyRoutes = defineRoutes<typeof copySchemas>()('copy', {
  preview: { method: 'POST', path: '/copy/api/{shop}/preview', idempotent: false },
  start: { method: 'POST', path: '/copy/api/{shop}' },
  updatePreview: { method: 'POST', path: '/copy/api/{shop}/updates/preview', idempotent: false },
  updateStart: { method: 'POST', path: '/copy/api/{shop}/updates' },
  last: { method: 'GET', path: '/copy/api/{shop}/last' },
  undo: { method: 'POST', path: '/copy/api/{shop}/{copy_id}/undo', bodyKind: 'none' },
});
