/**
 * SPEC §7 Review: list, one, create (data plus shop_id), update (versioned), bulk status
 * (PUT review/approve?status= with a list body), delete with a body, CSV import with a dry
 * run, and the EXPORT-REVIEW job. Questions are reviews of type 'question'.
 */
import type { FastifyInstance } from 'fastify';
import { addTrigramIndex } from '../../db/trigramIndex';
import type { MigrationDb } from '../../db/migrationDb';
import { reviewContract as reviewRoutes } from '../../../resources/review/review.contract';
import { REVIEW_EXPORT_CHANNEL } from '../../../resources/review/review.schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { englishMessages, serve } from '../../lib/serve';
import { updateVersioned } from '../../lib/versioned';
import { keptWrite, recordVersion } from '../../lib/history';
import type { Db } from '../../db';
import { exportReviewsJob, importReviews, reviewSheet } from './review.io';
import { customerIdOf, filteredReviews, newReviewRow, reviewColumns, withProducts } from './review.rows';
import { seedReviews } from './review.seed';
import { deleteInShop } from '../../lib/shopRows';

const productError = () => {
  const errors = { product_id: { message: 'app.validation.invalid' } };
  return badRequest(errors, englishMessages(errors));
};

/** A product named in a body must be this shop's. */
async function checkProduct(db: Db, shopId: string, productId: string | null | undefined) {
  if (!productId) return;
  const found = await db
    .selectFrom('products')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!found) throw productError();
}

function reviewRoutesOf(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;

  const answer = async (shopId: string, id: string, from: Db = db) => {
    const row = await from
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return (await withProducts(from, shopId, [row]))[0];
  };

  serve(app, deps, reviewRoutes.list, async ({ query, shopId }) => {
    const base = filteredReviews(db, shopId, query);
    const { total } = await base
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .selectAll('reviews')
      .orderBy(`reviews.${query.sort}`, query.order)
      .orderBy('reviews.id', query.order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    return {
      data: {
        reviews: await withProducts(db, shopId, rows),
        total: Number(total),
        page: query.page,
        limit: query.limit,
      },
    };
  });

  serve(app, deps, reviewRoutes.get, async ({ params, shopId }) => ({ data: await answer(shopId, params.review_id) }));

  serve(app, deps, reviewRoutes.create, async ({ body, shopId }) => {
    await checkProduct(db, shopId, body.product_id);
    const id = newId();
    const at = nowIso();
    const customerId = await customerIdOf(db, shopId, body.customer_email);
    // Issue 27: its first version, with it.
    const target = { shopId, resource: 'reviews', recordId: id, action: 'create' } as const;
    const insert = (trx: Db) =>
      trx
        .insertInto('reviews')
        .values(
          newReviewRow(
            { id, shop_id: shopId, type: body.type, product_id: body.product_id ?? null, customer_id: customerId },
            at,
            reviewColumns(body, undefined, at),
          ),
        )
        .execute();
    await keptWrite(db, target, insert, (trx) => answer(shopId, id, trx));
    return { data: await answer(shopId, id) };
  });

  serve(app, deps, reviewRoutes.update, async ({ params, body, shopId }) => {
    const current = await db
      .selectFrom('reviews')
      .selectAll()
      .where('id', '=', params.review_id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (!current) throw notFound();
    await checkProduct(db, shopId, body.product_id);
    const at = nowIso();
    const set: Record<string, unknown> = { ...reviewColumns(body, current, at), updated_at: at };
    if (body.product_id !== undefined) set.product_id = body.product_id ?? null;
    if (body.customer_email !== undefined) set.customer_id = await customerIdOf(db, shopId, body.customer_email);
    // In a transaction: the version kept goes with the change (issue 27).
    await db
      .transaction()
      .execute((trx) =>
        updateVersioned(trx, 'reviews', shopId, current.id, body.version, set, () => answer(shopId, current.id, trx)),
      );
    return { data: await answer(shopId, current.id) };
  });

  serve(app, deps, reviewRoutes.approve, async ({ query, body, shopId }) => {
    const ids = await db.transaction().execute(async (trx) => {
      const found = (
        await trx.selectFrom('reviews').select('id').where('shop_id', '=', shopId).where('id', 'in', body).execute()
      ).map((r) => r.id);
      if (found.length) {
        await trx
          .updateTable('reviews')
          .set((eb) => ({ status: query.status, updated_at: nowIso(), version: eb('version', '+', 1) }))
          .where('shop_id', '=', shopId)
          .where('id', 'in', found)
          .execute();
        // Issue 27: one version per review whose status the call set.
        for (const id of found) {
          const state = await answer(shopId, id, trx);
          await recordVersion(trx, { shopId, resource: 'reviews', recordId: id, action: 'update', state });
        }
      }
      return found;
    });
    return { data: { ids, status: query.status } };
  });

  serve(app, deps, reviewRoutes.deleteMany, async ({ body, shopId }) => {
    return { data: { ids: await deleteInShop(db, 'reviews', shopId, body.ids) } };
  });

  serve(app, deps, reviewRoutes.import, async ({ body, shopId }) => ({
    data: await importReviews(db, shopId, body.type, body.csv, body.dry_run),
  }));
}

export const reviewModule = defineModule({
  name: 'review',
  shopTables: ['reviews'],
  sheets: [reviewSheet],
  migrations: {
    // Issue 30: `q` reads a trigram index on PostgreSQL (gateway/db/trigramIndex.ts).
    '20261230_review_search_trgm': { up: (db: MigrationDb) => addTrigramIndex(db, 'reviews') },
    '20261123_review_reviews': {
      async up(db: MigrationDb) {
        await db.schema
          .createTable('reviews')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('shop_id', 'text', (c) => c.notNull())
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('product_id', 'text')
          .addColumn('customer_id', 'text')
          .addColumn('subject', 'text')
          .addColumn('content', 'text', (c) => c.notNull())
          .addColumn('rating', 'integer')
          .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('full_name', 'text', (c) => c.notNull())
          .addColumn('customer_email', 'text')
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('replies', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('reviews_shop_type_created')
          .on('reviews')
          .columns(['shop_id', 'type', 'created_at'])
          .execute();
        await db.schema.createIndex('reviews_shop_product').on('reviews').columns(['shop_id', 'product_id']).execute();
      },
    },
  },
  jobs: (deps) => ({ [REVIEW_EXPORT_CHANNEL]: exportReviewsJob(deps.readDb) }),
  seed: seedReviews,
  routes: reviewRoutesOf,
});
