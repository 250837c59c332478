/** SPEC §7 Layout and themes: the shop's storefront header (detail, create, update). */
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { themeContract as themeRoutes } from '../../../resources/theme/theme.contract';
import type { Header, HeaderFields } from '../../../resources/theme/theme.schema';
import type { Db } from '../../db';
import { GatewayError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import type { ModuleDeps } from '../../lib/module';
import { ownedShop, serve } from '../../lib/serve';
import { updateVersioned } from '../../lib/versioned';
import type { FastifyInstance } from 'fastify';
import type { ShopHeaderTable } from './theme.tables';

export const DEFAULT_MENU = 'main-menu';

export const toHeader = (row: Selectable<ShopHeaderTable>): z.input<typeof Header> => ({
  _id: row.id,
  id: row.id,
  shop_id: row.shop_id,
  logo: row.logo,
  logo_width: row.logo_width,
  announcement: row.announcement,
  announcement_link: row.announcement_link,
  menu_handle: row.menu_handle,
  sticky: Boolean(row.sticky),
  version: Number(row.version),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

type Fields = { [K in keyof typeof HeaderFields]?: z.output<(typeof HeaderFields)[K]> };

/** The columns a body sets (absent fields are left alone). */
function columns(body: Fields) {
  const out: Partial<Selectable<ShopHeaderTable>> = {};
  if (body.logo !== undefined) out.logo = body.logo;
  if (body.logo_width !== undefined) out.logo_width = body.logo_width ?? null;
  if (body.announcement !== undefined) out.announcement = body.announcement;
  if (body.announcement_link !== undefined) out.announcement_link = body.announcement_link;
  if (body.menu_handle !== undefined) out.menu_handle = body.menu_handle ?? DEFAULT_MENU;
  if (body.sticky !== undefined) out.sticky = body.sticky ? 1 : 0;
  return out;
}

export function headerRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  const read = (shopId: string, id?: string, from: Db = db) => {
    let q = from.selectFrom('shop_headers').selectAll().where('shop_id', '=', shopId);
    if (id) q = q.where('id', '=', id);
    return q.executeTakeFirst();
  };

  serve(app, deps, themeRoutes.headerDetail, async ({ shopId }) => {
    const row = await read(shopId);
    return { data: row ? toHeader(row) : null };
  });

  serve(app, deps, themeRoutes.headerCreate, async ({ body, user }) => {
    const shop = await ownedShop(db, user.id, body.shop_id);
    if (await read(shop.id)) {
      throw new GatewayError(400, 'This shop already has a header: update it.', { code: 'theme.header_exists' });
    }
    const at = nowIso();
    const row = {
      id: newId(),
      shop_id: shop.id,
      logo: null,
      logo_width: null,
      announcement: null,
      announcement_link: null,
      menu_handle: DEFAULT_MENU,
      sticky: 0,
      ...columns(body),
      created_at: at,
      updated_at: at,
    };
    await db.insertInto('shop_headers').values(row).execute();
    return { data: toHeader({ ...row, version: 0 }) };
  });

  serve(app, deps, themeRoutes.headerUpdate, async ({ params, body, user }) => {
    const shop = await ownedShop(db, user.id, body.shop_id);
    const current = async (from: Db = db) => {
      const row = await read(shop.id, params.id, from);
      return row ? toHeader(row) : null;
    };
    // In a transaction: the version kept goes with the change (issue 27).
    await db
      .transaction()
      .execute((trx) =>
        updateVersioned(
          trx,
          'shop_headers',
          shop.id,
          params.id,
          body.version,
          { ...columns(body), updated_at: nowIso() },
          () => current(trx),
        ),
      );
    return { data: (await current())! };
  });
}
