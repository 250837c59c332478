/** The private app area's calls (the product's own; SPEC §7 has none for it). Schemas: privateApp.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { privateAppSchemas } from './privateApp.contract';

const base = '/app/api/{shop}/private-apps';

export const privateAppRoutes = defineRoutes<typeof privateAppSchemas>()('privateApp', {
  list: { method: 'GET', path: base },
  create: { method: 'POST', path: base },
  revoke: { method: 'DELETE', path: `${base}/{id}`, bodyKind: 'none' },
});
