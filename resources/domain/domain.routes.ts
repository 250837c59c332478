/**
 * SPEC §7 Public domain (PUT and DELETE with params, no body): not under the domains' path,
 * so not among the declaration's calls (domain.resource.ts). Schemas: domain.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { publicDomainSchemas } from './domain.contract';

export const publicDomainRoutes = defineRoutes<typeof publicDomainSchemas>()('domain', {
  setPublic: { method: 'PUT', path: '/shop/api/{shop}/public-domain', bodyKind: 'none' },
  clearPublic: { method: 'DELETE', path: '/shop/api/{shop}/public-domain', bodyKind: 'none' },
});
