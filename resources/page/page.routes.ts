/** SPEC §7 Pages, paths exactly as written there. Schemas: page.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { pageSchemas } from './page.contract';

export const pageRoutes = defineRoutes<typeof pageSchemas>()('page', {
  list: { method: 'GET', path: '/page/api/{shop}' },
  tags: { method: 'GET', path: '/page/api/{shop}/tags' },
  get: { method: 'GET', path: '/page/api/{shop}/{page_id}' },
  create: { method: 'POST', path: '/page/api/{shop}', addShopId: true },
  update: { method: 'PUT', path: '/page/api/{shop}', versioned: true },
  deleteMany: { method: 'DELETE', path: '/page/api/{shop}' },
});
