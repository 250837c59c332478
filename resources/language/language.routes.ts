/** Language settings (ours: SPEC §1 names the screen, §7 no call). Schemas: language.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { languageSchemas } from './language.contract';

export const languageRoutes = defineRoutes<typeof languageSchemas>()('language', {
  get: { method: 'GET', path: '/language/api/{shop}' },
  update: { method: 'PUT', path: '/language/api/{shop}' },
});
