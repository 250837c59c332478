/**
 * SPEC §7 Pages: list with params, one, create, update and delete with a body, tags.
 * Handles are unique in the shop (SPEC §5 slug of the title, then -2, -3...). The content
 * is stored as given and sanitised wherever the admin shows it.
 */
import type { FastifyInstance } from 'fastify';
import type { MigrationDb } from '../../db/migrationDb';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { pageContract as pageRoutes } from '../../../resources/page/page.contract';
import type { Page, PageBody } from '../../../resources/page/page.schema';
import { slugify } from '../../../core/slug';
import { notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { serve } from '../../lib/serve';
import { updateVersioned } from '../../lib/versioned';
import { containsKey, handleLike, isUniqueViolation, nextHandle, takenHandles, textKey } from '../../lib/text';
import { seedPages } from './page.seed';
import type { PageTable } from './page.tables';
import './page.tables';

type Input = Partial<z.output<typeof PageBody>>;

const toPage = (row: Selectable<PageTable>): Page => {
  const { sort_title: _s, tags, status, ...rest } = row;
  return {
    ...rest,
    _id: row.id,
    status: status === 'inactive' ? 'inactive' : 'active',
    tags: JSON.parse(tags || '[]') as string[],
  };
};

function columns(input: Input): Partial<Selectable<PageTable>> {
  const out: Partial<Selectable<PageTable>> = {};
  if (input.title !== undefined)
    Object.assign(out, { title: input.title, sort_title: textKey(input.title).slice(0, 100) });
  for (const key of ['description', 'image', 'status', 'seo_title', 'seo_description'] as const) {
    if (input[key] !== undefined) Object.assign(out, { [key]: input[key] ?? null });
  }
  if (input.tags !== undefined) out.tags = JSON.stringify([...new Set(input.tags)]);
  return out;
}

function pageRoutesOf(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  const read = async (shopId: string, id: string) => {
    const row = await db
      .selectFrom('pages')
      .selectAll()
      .where('id', '=', id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return toPage(row);
  };
  /** A handle free in the shop: the wanted one (or the title's slug), then -2, -3... */
  const freeHandle = async (shopId: string, wanted: string, exceptId?: string) => {
    const taken = await takenHandles(
      (base) => {
        let q = db
          .selectFrom('pages')
          .select('handle')
          .where('shop_id', '=', shopId)
          .where((eb) => eb.or([eb('handle', '=', base), handleLike(base)]));
        if (exceptId) q = q.where('id', '!=', exceptId);
        return q.execute();
      },
      [wanted],
      'page',
    );
    return nextHandle(wanted, taken, 'page');
  };
  /** Retries a write that lost a race for a handle. */
  const withHandle = async (write: () => Promise<void>) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  };

  serve(app, deps, pageRoutes.list, async ({ query, shopId }) => {
    let q = db.selectFrom('pages').where('shop_id', '=', shopId);
    if (query.q?.trim()) q = q.where(containsKey('sort_title', query.q));
    if (query.status) q = q.where('status', '=', query.status);
    if (query.tag) q = q.where('tags', 'like', `%${JSON.stringify(query.tag)}%`);
    const { total } = await q.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    const sort = query.sort === 'title' ? 'sort_title' : query.sort;
    const rows = await q
      .selectAll()
      .orderBy(sort, query.order)
      .orderBy('id', query.order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    return { data: { pages: rows.map(toPage), total: Number(total), page: query.page, limit: query.limit } };
  });

  serve(app, deps, pageRoutes.tags, async ({ shopId }) => {
    const rows = await db.selectFrom('pages').select('tags').where('shop_id', '=', shopId).execute();
    const tags = new Set(rows.flatMap((r) => JSON.parse(r.tags || '[]') as string[]));
    return { data: { tags: [...tags].sort((a, b) => a.localeCompare(b)) } };
  });

  serve(app, deps, pageRoutes.get, async ({ params, shopId }) => ({ data: await read(shopId, params.page_id) }));

  serve(app, deps, pageRoutes.create, async ({ body, shopId }) => {
    const id = newId();
    await withHandle(async () => {
      const at = nowIso();
      await db
        .insertInto('pages')
        .values({
          id,
          shop_id: shopId,
          title: body.title,
          sort_title: '',
          handle: await freeHandle(shopId, slugify(body.handle ?? '') || body.title),
          description: null,
          image: null,
          status: 'active',
          tags: '[]',
          seo_title: null,
          seo_description: null,
          created_at: at,
          updated_at: at,
          ...columns(body),
        })
        .execute();
    });
    return { data: await read(shopId, id) };
  });

  serve(app, deps, pageRoutes.update, async ({ body, shopId }) => {
    const current = await read(shopId, body._id);
    const set: Record<string, unknown> = { ...columns(body), updated_at: nowIso() };
    await withHandle(async () => {
      const wanted = body.handle !== undefined ? slugify(body.handle ?? '') || body.title || current.title : undefined;
      if (wanted !== undefined && wanted !== current.handle) set.handle = await freeHandle(shopId, wanted, current.id);
      await updateVersioned(db, 'pages', shopId, current.id, body.version, set, () => read(shopId, current.id));
    });
    return { data: await read(shopId, current.id) };
  });

  serve(app, deps, pageRoutes.deleteMany, async ({ body, shopId }) => {
    const rows = await db
      .selectFrom('pages')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('id', 'in', body.ids)
      .execute();
    const ids = rows.map((r) => r.id);
    if (ids.length) await db.deleteFrom('pages').where('shop_id', '=', shopId).where('id', 'in', ids).execute();
    return { data: { ids } };
  });
}

export const pageModule = defineModule({
  name: 'page',
  shopTables: ['pages'],
  migrations: {
    '20261123_page_pages': {
      async up(db: MigrationDb) {
        await db.schema
          .createTable('pages')
          .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
          .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
          .addColumn('title', 'varchar(100)', (c) => c.notNull())
          .addColumn('handle', 'varchar(120)', (c) => c.notNull())
          .addColumn('sort_title', 'varchar(100)', (c) => c.notNull())
          .addColumn('description', 'text')
          .addColumn('image', 'varchar(2048)')
          .addColumn('status', 'varchar(16)', (c) => c.notNull())
          .addColumn('tags', 'text', (c) => c.notNull())
          .addColumn('seo_title', 'varchar(100)')
          .addColumn('seo_description', 'varchar(300)')
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('pages_shop_handle').on('pages').columns(['shop_id', 'handle']).unique().execute();
      },
    },
  },
  seed: seedPages,
  routes: pageRoutesOf,
});
