/**
 * SPEC §7 Menu: list with params, one, create, update, delete with a body, and
 * PUT .../menu/position for ordering. Items nest up to three levels (the schema) and link
 * this shop's products, collections or pages, or a free URL (menu.links.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { MigrationDb } from '../../db/migrationDb';
import type { Selectable } from 'kysely';
import { menuContract as menuRoutes } from '../../../resources/menu/menu.contract';
import type { Menu, MenuItem } from '../../../resources/menu/menu.schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { englishMessages, serve } from '../../lib/serve';
import { updateVersioned } from '../../lib/versioned';
import { containsKey, handleLike, isUniqueViolation, nextHandle, takenHandles } from '../../lib/text';
import { normaliseItems, resolveLinks } from './menu.links';
import { seedMenus } from './menu.seed';
import type { MenuTable } from './menu.tables';
import './menu.tables';

const toMenu = (row: Selectable<MenuTable>): Menu => ({
  ...row,
  _id: row.id,
  location: row.location as Menu['location'],
  position: Number(row.position),
  items: JSON.parse(row.items || '[]') as Menu['items'],
});

function menuRoutesOf(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  const read = async (shopId: string, id: string) => {
    const row = await db
      .selectFrom('menus')
      .selectAll()
      .where('id', '=', id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return toMenu(row);
  };
  const checkedItems = async (shopId: string, items: MenuItem[]) => {
    const clean = normaliseItems(items);
    const errors = await resolveLinks(db, shopId, clean);
    if (Object.keys(errors).length) throw badRequest(errors, englishMessages(errors));
    return JSON.stringify(clean);
  };

  serve(app, deps, menuRoutes.list, async ({ query, shopId }) => {
    let q = db.selectFrom('menus').where('shop_id', '=', shopId);
    if (query.location) q = q.where('location', '=', query.location);
    if (query.q?.trim()) q = q.where(containsKey('title', query.q));
    const { total } = await q.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    const rows = await q
      .selectAll()
      .orderBy('location')
      .orderBy('position')
      .orderBy('created_at')
      .orderBy('id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    return { data: { menus: rows.map(toMenu), total: Number(total), page: query.page, limit: query.limit } };
  });

  serve(app, deps, menuRoutes.get, async ({ params, shopId }) => ({ data: await read(shopId, params.menu_id) }));

  serve(app, deps, menuRoutes.create, async ({ body, shopId }) => {
    const items = await checkedItems(shopId, body.items);
    const id = newId();
    const last = await db
      .selectFrom('menus')
      .select((eb) => eb.fn.max('position').as('p'))
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    for (let attempt = 0; ; attempt++) {
      try {
        const taken = await takenHandles(
          (base) =>
            db
              .selectFrom('menus')
              .select('handle')
              .where('shop_id', '=', shopId)
              .where((eb) => eb.or([eb('handle', '=', base), handleLike(base)]))
              .execute(),
          [body.title],
          'menu',
        );
        const at = nowIso();
        await db
          .insertInto('menus')
          .values({
            id,
            shop_id: shopId,
            title: body.title,
            handle: nextHandle(body.title, taken, 'menu'),
            location: body.location,
            position: last?.p == null ? 0 : Number(last.p) + 1,
            items,
            created_at: at,
            updated_at: at,
          })
          .execute();
        break;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
    return { data: await read(shopId, id) };
  });

  serve(app, deps, menuRoutes.position, async ({ body, shopId }) => {
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

  serve(app, deps, menuRoutes.update, async ({ params, body, shopId }) => {
    const current = await read(shopId, params.menu_id);
    const set: Record<string, unknown> = { updated_at: nowIso() };
    if (body.title !== undefined) set.title = body.title;
    if (body.location !== undefined) set.location = body.location;
    if (body.items !== undefined) set.items = await checkedItems(shopId, body.items);
    await updateVersioned(db, 'menus', shopId, current.id, body.version, set, () => read(shopId, current.id));
    return { data: await read(shopId, current.id) };
  });

  serve(app, deps, menuRoutes.deleteMany, async ({ body, shopId }) => {
    const rows = await db
      .selectFrom('menus')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('id', 'in', body.ids)
      .execute();
    const ids = rows.map((r) => r.id);
    if (ids.length) await db.deleteFrom('menus').where('shop_id', '=', shopId).where('id', 'in', ids).execute();
    return { data: { ids } };
  });
}

export const menuModule = defineModule({
  name: 'menu',
  shopTables: ['menus'],
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
  seed: seedMenus,
  routes: menuRoutesOf,
});
