/**
 * Temporary, until resources/subfee/ is converted (it is being rewritten on another branch):
 * its route table still holds its schemas (the old form of core/route.ts), and the browser
 * imports it with the shell, which would bring zod and the schemas into the first load. The
 * browser build takes this paths-only twin instead (vite.config.ts, resolve.alias);
 * tests/build/routeTables.test.ts checks it says what the table says, and fails once the
 * table is converted, so that this file and its alias go. Types come from the real table.
 */
import { defineRoutes } from '../../../core/route';

const base = '/order/api/{shop}/subfee';

export const subfeeRoutes = defineRoutes()('subfee', {
  list: { method: 'GET', path: `${base}/` },
  get: { method: 'GET', path: `${base}/{subfee_id}` },
  create: { method: 'POST', path: base, addShopId: true },
  update: { method: 'PUT', path: `${base}/{subfee_id}`, versioned: true },
  deleteMany: { method: 'DELETE', path: base },
  checkout: { method: 'POST', path: `${base}/checkout` },
});
