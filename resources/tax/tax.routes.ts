/**
 * Taxes. SPEC §7 lists no tax call (only the /setting/taxes screen, SPEC §2), so these two
 * are ours, named after the screen: GET and PUT /tax/api/{shop}. Schemas: tax.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { taxSchemas } from './tax.contract';

const base = '/tax/api/{shop}';

export const taxRoutes = defineRoutes<typeof taxSchemas>()('tax', {
  get: { method: 'GET', path: base },
  update: { method: 'PUT', path: base, versioned: true },
});
