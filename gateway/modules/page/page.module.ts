/**
 * SPEC §7 Pages: the declaration's CRUD (resources/page/page.resource.ts) on the `pages` table
 * its first migration made (kept by name), with the handle rule: a page's handle is the one
 * sent, else the title's (SPEC §5 slug), unique in the shop (then -2, -3…); and the shop's
 * tags. The content is stored as given and sanitised wherever the admin shows it.
 */
import { slugify } from '../../../core/slug';
import { pageTagsContract } from '../../../resources/page/page.contract';
import { page } from '../../../resources/page/page.resource';
import type { Db } from '../../db';
import type { MigrationDb } from '../../db/migrationDb';
import { declaredModule } from '../../lib/declared';
import { json } from '../../lib/json';
import { serve } from '../../lib/serve';
import { handleLike, nextHandle, takenHandles } from '../../lib/text';
import { seedPages } from './page.seed';
import './page.tables';

/** A handle free in the shop: the wanted one (or the title's slug), then -2, -3... */
async function freeHandle(db: Db, shopId: string, wanted: string, exceptId?: string) {
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
}

export const pageModule = declaredModule(page, {
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
  beforeInsert: async (values, { db, shopId }) => ({
    handle: await freeHandle(db, shopId, slugify(values.handle ?? '') || values.title),
  }),
  // A handle sent is made free in the shop (a blank one from the title); one left out stays.
  beforeUpdate: async (values, { db, shopId, current }) => {
    if (values.handle === undefined) return {};
    const wanted = slugify(values.handle ?? '') || values.title || current.title;
    return { handle: wanted === current.handle ? current.handle : await freeHandle(db, shopId, wanted, current.id) };
  },
  sortColumns: { title: 'sort_title' },
  seed: seedPages,
  routes: (app, deps) => {
    serve(app, deps, pageTagsContract.tags, async ({ shopId }) => {
      const rows = await deps.db.selectFrom('pages').select('tags').where('shop_id', '=', shopId).execute();
      const tags = new Set(rows.flatMap((r) => json<string[]>(r.tags, [])));
      return { data: { tags: [...tags].sort((a, b) => a.localeCompare(b)) } };
    });
  },
});
