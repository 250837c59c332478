/**
 * SPEC §7 Layout and themes (catalogue, a shop's layouts, its header), the template files
 * on the private domain (template.routes.ts) and the storefront there (storefront.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { MigrationDb } from '../../db/migrationDb';
import type { Db } from '../../db';
import { sql } from 'kysely';
import { themeContract as themeRoutes } from '../../../resources/theme/theme.contract';
import { DEFAULT_THEME, THEME_NAMES } from '../../../resources/theme/theme.schema';
import { servePreviews } from './theme.preview';
import { GatewayError } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { ownedShop, serve } from '../../lib/serve';
import { updateVersioned } from '../../lib/versioned';
import { themeFiles, themeInfo } from './theme.catalogue';
import { headerRoutes } from './theme.header';
import { createKeptLayout, filesOf, keepLayout, layoutOf, mainLayout, toLayout, type LayoutRow } from './theme.layouts';
import { themeSeed } from './theme.seed';
import { previewUrl, storeOrigin } from './privateHost';
import { storefront } from './storefront';
import { templateFileRoutes } from './template.api';
import { keyShop, templateStoreFor, type TemplateStore } from './templateStore';
import './theme.tables';

/** Ours: how many layouts one shop keeps. */
export const LAYOUTS_MAX = 20;

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db, config, jwtSecret } = deps;
  const store: TemplateStore = templateStoreFor(app, db, config);

  const detail = async (row: LayoutRow) => {
    const shop = await db.selectFrom('shops').select('handle').where('id', '=', row.shop_id).executeTakeFirstOrThrow();
    const preview = previewUrl(config, shop.handle, jwtSecret, row.shop_id, row.id);
    return {
      ...toLayout(row),
      store_url: `${storeOrigin(config, shop.handle)}/`,
      preview_url: preview.url,
      preview_expires_at: preview.expiresAt,
    };
  };

  servePreviews(app);
  serve(app, deps, themeRoutes.getAll, async () => ({ data: { themes: THEME_NAMES.map(themeInfo) } }));
  serve(app, deps, themeRoutes.detail, async ({ query }) => ({
    data: { ...themeInfo(query.name), files: [...themeFiles(query.name).keys()] },
  }));
  serve(app, deps, themeRoutes.layoutsDefault, async () => ({ data: themeInfo(DEFAULT_THEME) }));

  serve(app, deps, themeRoutes.active, async ({ query, user }) => {
    const shop = await ownedShop(db, user.id, query.shop_id);
    return { data: await detail(await mainLayout(db, store, shop.id)) };
  });

  serve(app, deps, themeRoutes.layouts, async ({ query, user }) => {
    const shop = await ownedShop(db, user.id, query.shop_id);
    await mainLayout(db, store, shop.id);
    const rows = await db
      .selectFrom('theme_layouts')
      .selectAll()
      .where('shop_id', '=', shop.id)
      .orderBy(sql`case when role = 'main' then 0 else 1 end`)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return { data: { layouts: rows.map(toLayout), total: rows.length } };
  });

  serve(app, deps, themeRoutes.layoutsDetail, async ({ query, user }) => {
    const shop = await ownedShop(db, user.id, query.shop_id);
    return { data: await detail(await layoutOf(db, shop.id, query.id)) };
  });

  serve(app, deps, themeRoutes.layoutDetail, async ({ params, shopId }) => ({
    data: toLayout(await layoutOf(db, shopId, params.id)),
  }));

  const roomFor = async (shopId: string) => {
    const { n } = await db
      .selectFrom('theme_layouts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= LAYOUTS_MAX) {
      throw new GatewayError(400, `A shop keeps at most ${LAYOUTS_MAX} themes: delete one first.`, {
        code: 'theme.too_many',
      });
    }
  };

  serve(app, deps, themeRoutes.layoutCreate, async ({ body, user }) => {
    const shop = await ownedShop(db, user.id, body.shop_id);
    await mainLayout(db, store, shop.id);
    await roomFor(shop.id);
    const row = await createKeptLayout(db, store, shop.id, {
      theme: body.theme,
      name: body.name ?? themeInfo(body.theme).title,
      role: 'unpublished',
    });
    return { data: toLayout(row) };
  });

  serve(app, deps, themeRoutes.layoutUpdate, async ({ params, body, user }) => {
    const shop = await ownedShop(db, user.id, body.shop_id);
    const current = async (from: Db = db) => toLayout(await layoutOf(from, shop.id, params.id));
    // In a transaction: the version kept goes with the change (issue 27).
    await db
      .transaction()
      .execute((trx) =>
        updateVersioned(
          trx,
          'theme_layouts',
          shop.id,
          params.id,
          body.version,
          { name: body.name, updated_at: nowIso() },
          () => current(trx),
        ),
      );
    return { data: await current() };
  });

  serve(app, deps, themeRoutes.act, async ({ body, user }) => {
    const shop = await ownedShop(db, user.id, body.shop_id);
    await mainLayout(db, store, shop.id);
    const row = await layoutOf(db, shop.id, body.id);
    const at = nowIso();
    if (body.action === 'publish') {
      await db.transaction().execute(async (trx) => {
        const was = await trx
          .selectFrom('theme_layouts')
          .select('id')
          .where('shop_id', '=', shop.id)
          .where('role', '=', 'main')
          .where('id', '!=', row.id)
          .execute();
        await trx
          .updateTable('theme_layouts')
          .set({ role: 'unpublished', updated_at: at })
          .where('shop_id', '=', shop.id)
          .where('role', '=', 'main')
          .where('id', '!=', row.id)
          .execute();
        await trx
          .updateTable('theme_layouts')
          .set({ role: 'main', updated_at: at, version: sql`version + 1` })
          .where('id', '=', row.id)
          .execute();
        // Issue 27: the published layout's version (and the one it replaced, now unpublished).
        for (const other of await trx
          .selectFrom('theme_layouts')
          .selectAll()
          .where('shop_id', '=', shop.id)
          .where('id', 'in', [row.id, ...was.map((w) => w.id)])
          .execute())
          await keepLayout(trx, other, 'update');
      });
      return { data: toLayout(await layoutOf(db, shop.id, row.id)) };
    }
    if (body.action === 'delete') {
      if (row.role === 'main') {
        throw new GatewayError(400, 'The published theme cannot be deleted: publish another one first.', {
          code: 'theme.main_layout',
        });
      }
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('theme_layouts').where('id', '=', row.id).where('shop_id', '=', shop.id).execute();
        await keepLayout(trx, row, 'delete');
      });
      await filesOf(store, row).removeEverything();
      return { data: toLayout(row) };
    }
    await roomFor(shop.id);
    const source = filesOf(store, row);
    const read = async (version: 'saved' | 'original') => {
      const paths = [...(await source.list(version)).keys()];
      const texts = await Promise.all(paths.map((p) => source.read(version, p)));
      return new Map(paths.map((p, i) => [p, texts[i] ?? '']));
    };
    const copy = await createKeptLayout(db, store, shop.id, {
      theme: row.theme,
      name: body.name ?? `Copy of ${row.name}`.slice(0, 50),
      role: 'unpublished',
      files: await read('saved'),
      original: await read('original'),
    });
    return { data: toLayout(copy) };
  });

  headerRoutes(app, deps);
  templateFileRoutes(app, deps, store);
  storefront(app, deps, store);
}

export const themeModule = defineModule({
  name: 'theme',
  migrations: {
    '20261123_theme_layouts': {
      async up(db: MigrationDb) {
        await db.schema
          .createTable('theme_layouts')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('shop_id', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('theme', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('theme_layouts_shop').on('theme_layouts').columns(['shop_id', 'role']).execute();
        await db.schema
          .createTable('shop_headers')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('shop_id', 'text', (c) => c.notNull().unique())
          .addColumn('logo', 'text')
          .addColumn('logo_width', 'integer')
          .addColumn('announcement', 'text')
          .addColumn('announcement_link', 'text')
          .addColumn('menu_handle', 'text', (c) => c.notNull())
          .addColumn('sticky', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('template_objects')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
      },
    },
    // The table stand-in for the object store belongs to shops too: CLEAN-SHOP clears a shop's rows.
    '20261123_theme_template_objects_shop': {
      async up(db: MigrationDb) {
        await db.schema.alterTable('template_objects').addColumn('shop_id', 'varchar(64)').execute();
        const keys = await db.selectFrom('template_objects').select('key').where('key', 'like', 'themes/%').execute();
        const shops = [...new Set(keys.map((r: { key: string }) => keyShop(r.key)).filter(Boolean))] as string[];
        for (const shop of shops) {
          await db
            .updateTable('template_objects')
            .set({ shop_id: shop })
            .where('key', 'like', `themes/${shop}/%`)
            .execute();
        }
        await db.schema.createIndex('template_objects_shop').on('template_objects').column('shop_id').execute();
      },
    },
  },
  shopTables: ['theme_layouts', 'shop_headers', 'template_objects'],
  seed: themeSeed,
  routes,
});
