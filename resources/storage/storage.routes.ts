/**
 * Ours, not SPEC §7: where the browser uploads images to (SPEC §7 Image upload names a
 * cloud object store; this tells the SPA which one) and, since issue 15, the one way to
 * write there: a presigned PUT for one key the gateway hands the signed-in owner.
 * Schemas: storage.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { storageSchemas } from './storage.contract';

export const storageRoutes = defineRoutes<typeof storageSchemas>()('storage', {
  config: { method: 'GET', path: '/app/config', origin: 'app', auth: false },
  upload: { method: 'POST', path: '/storage/api/upload', idempotent: false },
});
