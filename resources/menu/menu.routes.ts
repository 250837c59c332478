/** SPEC §7 Menu, paths exactly as written there. Schemas: menu.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { menuSchemas } from './menu.contract';

export const menuRoutes = defineRoutes<typeof menuSchemas>()('menu', {
  list: { method: 'GET', path: '/shop/api/{shop}/menu' },
  get: { method: 'GET', path: '/shop/api/{shop}/menu/{menu_id}' },
  create: { method: 'POST', path: '/shop/api/{shop}/menu', addShopId: true },
  position: { method: 'PUT', path: '/shop/api/{shop}/menu/position' },
  update: {
    // SPEC §7 names the parameter {id} here and {menu_id} on GET: one name for one path.
    method: 'PUT',
    path: '/shop/api/{shop}/menu/{menu_id}',
    versioned: true,
  },
  deleteMany: { method: 'DELETE', path: '/shop/api/{shop}/menu' },
});
