/**
 * SPEC §7 Menu, served from its declaration (resources/menu/menu.resource.ts): list, one,
 * create, update and delete with a body are the generic CRUD; the hooks add what is the menu's
 * own: the links of its items (menu.links.ts), a handle made from the title, unique in the shop,
 * a new menu placed last, the list by location then position, and PUT …/menu/position.
 */
import type { FastifyInstance } from 'fastify';
import { menuPositionContract } from '../../../resources/menu/menu.contract';
import { menu } from '../../../resources/menu/menu.resource';
import type { Db } from '../../db';
import type { MigrationDb } from '../../db/migrationDb';
import { declaredModule } from '../../lib/declared';
import { badRequest } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import type { ModuleDeps } from '../../lib/module';
import { englishMessages, serve } from '../../lib/serve';
import { handleLike, nextHandle, takenHandles } from '../../lib/text';
import { resolveLinks, type LinkItem } from './menu.links';
import { seedMenus } from './menu.seed';
import './menu.tables';

/** The handle from the title (`main-menu`, then `main-menu-2`), and the last place. */
async function handleAndPosition(db: Db, shopId: string, title: string) {
  const taken = await takenHandles(
    (base) =>
      db
        .selectFrom('menus')
        .select('handle')
        .where('shop_id', '=', shopId)
        .where((eb) => eb.or([eb('handle', '=', base), handleLike(base)]))
        .execute(),
    [title],
    'menu',
  );
  const last = await db
    .selectFrom('menus')
    .select((eb) => eb.fn.max('position').as('p'))
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return { handle: nextHandle(title, taken, 'menu'), position: last?.p == null ? 0 : Number(last.p) + 1 };
}

/** PUT …/menu/position: this shop's menus among the ids take positions 0, 1, 2… in that order. */
function positionRoute(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  serve(app, deps, menuPositionContract.position, async ({ body, shopId }) => {
    const rows = await db
      .selectFrom('menus')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('id', 'in', body.ids)
      .execute();
    const mine = new Set(rows.map((r) => r.id));
    const ids = body.ids.filter((id) => mine.has(id));
    await db.transaction().execute(async (trx) => {
      for (const [position, id] of ids.entries()) {
        await trx
          .updateTable('menus')
          .set({ position, updated_at: nowIso() })
          .where('id', '=', id)
          .where('shop_id', '=', shopId)
          .execute();
      }
    });
    return { data: { ids } };
  });
}

export const menuModule = declaredModule(menu, {
  migrations: {
    '20261123_menu_menus': {
      async up(db: MigrationDb) {
        await db.schema
          .createTable('menus')
          .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
          .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
          .addColumn('title', 'varchar(100)', (c) => c.notNull())
          .addColumn('handle', 'varchar(120)', (c) => c.notNull())
          .addColumn('location', 'varchar(20)', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('items', 'text', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('menus_shop_handle').on('menus').columns(['shop_id', 'handle']).unique().execute();
      },
    },
  },
  // The items' links resolve in place (a page's URL from its handle) before they are stored.
  check: async ({ items }, { db, shopId }) => {
    if (!items) return;
    const errors = await resolveLinks(db, shopId, items as LinkItem[]);
    if (Object.keys(errors).length) throw badRequest(errors, englishMessages(errors));
  },
  beforeInsert: (values, { db, shopId }) => handleAndPosition(db, shopId, values.title),
  // As SPEC §7 lists them: by location, then the merchant's order, then the oldest first.
  sortColumns: { position: ['location', 'position', 'created_at'] },
  seed: seedMenus,
  routes: positionRoute,
});
