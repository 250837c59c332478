/** The private app area's calls (the product's own; SPEC §7 has none for it). Schemas: privateApp.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { privateAppSchemas } from './privateApp.contract';

const base = '/app/api/{shop}/private-apps';

export const privateAppRoutes = defineRoutes<typeof privateAppSchemas>()('privateApp', {
  list: { method: 'GET', path: base },
  // No Idempotency-Key (issue 28): its answer holds the only plain copy of the app's token, which
  // a kept answer would store for 24 hours; a second app made by a retry can be revoked.
  create: { method: 'POST', path: base, idempotent: false },
  revoke: { method: 'DELETE', path: `${base}/{id}`, bodyKind: 'none' },
});
