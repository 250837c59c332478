/**
 * SPEC §7 Cross-sale: list with query params, get, create (body plus shop_id), update (body
 * with id and shop_id), delete at `…/cross-sale/` with a body of ids. Targets and
 * recommendations must be the shop's own products or collections.
 */
import type { FastifyInstance } from 'fastify';
import type { MigrationDb } from '../../db/migrationDb';
import type { FieldErrors } from '../../../core/validation';
import { offerContract as offerRoutes } from '../../../resources/offer/offer.contract';
import type { OfferInput } from '../../../resources/offer/offer.schema';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { englishMessages, serve } from '../../lib/serve';
import { updateVersioned } from '../../lib/versioned';
import { bodyOfState, keptWrite, restorable } from '../../lib/history';
import { containsKey } from '../../lib/text';
import { offerColumns, toOffer } from './offer.rows';
import { seedOffers } from './offer.seed';
import './offer.tables';
import { deleteInShop, listPage, pageOf } from '../../lib/shopRows';

/** Every named product or collection must be this shop's (400 on the field otherwise). */
async function checkReferences(db: Db, shopId: string, input: OfferInput) {
  const missing = async (table: 'products' | 'collections', wanted: string[]) => {
    const found = await db
      .selectFrom(table)
      .select('id')
      .where('shop_id', '=', shopId)
      .where('id', 'in', wanted)
      .execute();
    return found.length < new Set(wanted).size;
  };
  const errors: FieldErrors = {};
  if (await missing(input.target_type, input.target_ids)) errors.target_ids = { message: 'app.validation.invalid' };
  if (await missing('products', input.recommended_ids)) errors.recommended_ids = { message: 'app.validation.invalid' };
  if (Object.keys(errors).length) throw badRequest(errors, englishMessages(errors));
}

function offerRoutesOf(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  const one = async (shopId: string, id: string, from: Db = db) => {
    const row = await from
      .selectFrom('cross_sales')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return toOffer(row);
  };

  // Issue 27: a version is restored through the update call (which names the offer in its body too).
  restorable('cross_sales', {
    route: offerRoutes.update,
    params: (state) => ({ discount_id: String(state.id) }),
    body: (state) => ({ ...bodyOfState(state), id: state.id }),
  });

  serve(app, deps, offerRoutes.list, async ({ query, shopId }) => {
    let q = db.selectFrom('cross_sales').where('shop_id', '=', shopId);
    if (query.status) q = q.where('status', '=', query.status);
    if (query.type) q = q.where('type', '=', query.type);
    if (query.kind) q = q.where('kind', '=', query.kind);
    if (query.q?.trim()) q = q.where(containsKey('search', query.q));
    const by = query.sort === 'name' ? 'search' : 'created_at';
    const { rows, total } = await listPage(q, query, { by, dir: query.order });
    return { data: { cross_sales: rows.map(toOffer), ...pageOf(total, query) } };
  });

  serve(app, deps, offerRoutes.get, async ({ params, shopId }) => ({ data: await one(shopId, params.discount_id) }));

  serve(app, deps, offerRoutes.create, async ({ body, shopId }) => {
    await checkReferences(db, shopId, body);
    const id = newId();
    const at = nowIso();
    // Its first version goes with it (issue 27).
    await keptWrite(
      db,
      { shopId, resource: 'cross_sales', recordId: id, action: 'create' },
      (trx) =>
        trx
          .insertInto('cross_sales')
          .values({ id, shop_id: shopId, ...offerColumns(body), created_at: at, updated_at: at })
          .execute(),
      (trx) => one(shopId, id, trx),
    );
    return { data: await one(shopId, id) };
  });

  serve(app, deps, offerRoutes.update, async ({ params, body, shopId }) => {
    const current = await one(shopId, params.discount_id);
    if (body.id !== current.id) {
      const errors = { id: { message: 'app.validation.invalid' } };
      throw badRequest(errors, englishMessages(errors));
    }
    await checkReferences(db, shopId, body);
    // In a transaction: the version kept goes with the change (issue 27).
    await db
      .transaction()
      .execute((trx) =>
        updateVersioned(
          trx,
          'cross_sales',
          shopId,
          current.id,
          body.version,
          { ...offerColumns(body), updated_at: nowIso() },
          () => one(shopId, current.id, trx),
        ),
      );
    return { data: await one(shopId, current.id) };
  });

  serve(app, deps, offerRoutes.deleteMany, async ({ body, shopId }) => {
    return { data: { ids: await deleteInShop(db, 'cross_sales', shopId, body.ids) } };
  });
}

export const offerModule = defineModule({
  name: 'offer',
  shopTables: ['cross_sales'],
  migrations: {
    '20261123_offer_cross_sales': {
      async up(db: MigrationDb) {
        await db.schema
          .createTable('cross_sales')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('shop_id', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('title', 'text')
          .addColumn('message', 'text')
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('target_type', 'text', (c) => c.notNull())
          .addColumn('target_ids', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('recommended_ids', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('displayed_quantity', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('minimum_quantity', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('discount_type', 'text', (c) => c.notNull())
          .addColumn('discount_value', 'double precision', (c) => c.notNull().defaultTo(0))
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('cross_sales_shop_created')
          .on('cross_sales')
          .columns(['shop_id', 'created_at'])
          .execute();
      },
    },
  },
  seed: seedOffers,
  routes: offerRoutesOf,
});
