/** The menu calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
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
import { menuRoutes } from './menu.routes';

const MenuId = z.object({ menu_id: z.string().min(1).max(64) });

export const menuSchemas = {
  list: {
    query: MenuListQuery,
    response: MenuListAnswer,
    summary: 'Menus with query params (page, limit, location, q), by location then position.',
  },
  get: {
    params: MenuId,
    response: MenuAnswer,
    summary: 'One menu.',
  },
  create: {
    body: MenuBody,
    response: MenuAnswer,
    status: 201,
    summary: "Create a menu; a missing title is 'Tiêu đề là bắt buộc!'.",
    quirk: 'SPEC §7: the body is the data plus shop_id.',
  },
  position: {
    body: MenuPositionBody,
    response: MenuIdsAnswer,
    summary: 'Order menus: the ids in their new order.',
  },
  update: {
    params: MenuId,
    body: MenuUpdateBody,
    response: MenuAnswer,
    errors: [409],
    summary: 'Update a menu (title, location, items).',
  },
  deleteMany: {
    body: MenuIdsBody,
    response: MenuIdsAnswer,
    summary: 'Delete menus.',
    quirk: 'SPEC §7: DELETE with a body.',
  },
} satisfies SchemaTable;

export const menuContract = contract(menuRoutes, menuSchemas);
