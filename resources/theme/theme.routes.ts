/**
 * SPEC §7 Layout and themes, paths exactly as SPEC writes them (mixed case included).
 * Words (theme, layout, header): theme.schema.ts. Calls without `{shop}` in the path name
 * the shop with `shop_id` (query for GETs, body for writes, added by the http layer).
 * Schemas: theme.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { themeSchemas } from './theme.contract';

export const themeRoutes = defineRoutes<typeof themeSchemas>()('theme', {
  getAll: { method: 'GET', path: '/themes/getall' },
  detail: { method: 'GET', path: '/themes/detail' },
  active: { method: 'GET', path: '/shop/active_theme' },
  layouts: { method: 'GET', path: '/Layouts/get' },
  layoutsDetail: { method: 'GET', path: '/Layouts/Detail' },
  layoutsDefault: { method: 'GET', path: '/layouts/Get_Default' },
  act: { method: 'POST', path: '/Layouts/act', addShopId: true },
  layoutDetail: { method: 'GET', path: '/layout/Detail/{shop}/{id}' },
  layoutCreate: { method: 'POST', path: '/layout/Create/', addShopId: true },
  layoutUpdate: { method: 'PUT', path: '/layout/update/{id}', addShopId: true, versioned: true },
  headerDetail: { method: 'GET', path: '/shop/header/detail/{shop}' },
  headerCreate: { method: 'POST', path: '/shop/header/create', addShopId: true },
  headerUpdate: { method: 'PUT', path: '/shop/header/Update/{id}', addShopId: true, versioned: true },
});
