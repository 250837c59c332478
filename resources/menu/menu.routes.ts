/** SPEC §7 Menu, paths exactly as written there. */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
import {
  MenuAnswer,
  MenuBody,
  MenuIdsAnswer,
  MenuIdsBody,
  MenuListAnswer,
  MenuListQuery,
  MenuPositionBody,
  MenuUpdateBody,
} from './menu.schema';

const MenuId = z.object({ menu_id: z.string().min(1).max(64) });

export const menuRoutes = defineRoutes('menu', {
  list: {
    method: 'GET',
    path: '/shop/api/{shop}/menu',
    query: MenuListQuery,
    response: MenuListAnswer,
    summary: 'Menus with query params (page, limit, location, q), by location then position.',
  },
  get: {
    method: 'GET',
    path: '/shop/api/{shop}/menu/{menu_id}',
    params: MenuId,
    response: MenuAnswer,
    summary: 'One menu.',
  },
  create: {
    method: 'POST',
    path: '/shop/api/{shop}/menu',
    body: MenuBody,
    response: MenuAnswer,
    status: 201,
    addShopId: true,
    summary: "Create a menu; a missing title is 'Tiêu đề là bắt buộc!'.",
    quirk: 'SPEC §7: the body is the data plus shop_id.',
  },
  position: {
    method: 'PUT',
    path: '/shop/api/{shop}/menu/position',
    body: MenuPositionBody,
    response: MenuIdsAnswer,
    summary: 'Order menus: the ids in their new order.',
  },
  update: {
    // SPEC §7 names the parameter {id} here and {menu_id} on GET: one name for one path.
    method: 'PUT',
    path: '/shop/api/{shop}/menu/{menu_id}',
    params: MenuId,
    body: MenuUpdateBody,
    response: MenuAnswer,
    versioned: true,
    errors: [409],
    summary: 'Update a menu (title, location, items).',
  },
  deleteMany: {
    method: 'DELETE',
    path: '/shop/api/{shop}/menu',
    body: MenuIdsBody,
    response: MenuIdsAnswer,
    summary: 'Delete menus.',
    quirk: 'SPEC §7: DELETE with a body.',
  },
});
