/**
 * SPEC §7 Public domain (PUT and DELETE with params) and our own domain calls: SPEC §7
 * names no call for the domain list, adding, verifying or removing, so these are ours.
 * Schemas: domain.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { domainSchemas } from './domain.contract';

export const domainRoutes = defineRoutes<typeof domainSchemas>()('domain', {
  setPublic: { method: 'PUT', path: '/shop/api/{shop}/public-domain', bodyKind: 'none' },
  clearPublic: { method: 'DELETE', path: '/shop/api/{shop}/public-domain', bodyKind: 'none' },
  list: { method: 'GET', path: '/shop/api/{shop}/domains' },
  add: { method: 'POST', path: '/shop/api/{shop}/domains' },
  verify: { method: 'POST', path: '/shop/api/{shop}/domains/{domain_id}/verify', bodyKind: 'none' },
  remove: { method: 'DELETE', path: '/shop/api/{shop}/domains/{domain_id}', bodyKind: 'none' },
});
