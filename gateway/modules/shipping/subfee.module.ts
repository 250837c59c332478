/** SPEC §7 Surcharge (subfee): list with params, one, create, replace, delete with a body, and the checkout call. */
import type { FastifyInstance } from 'fastify';
import type { MigrationDb } from '../../db/migrationDb';
import { subfeeRoutes } from '../../../resources/subfee/subfee.routes';
import { MAX_SUBFEES_PER_SHOP } from '../../../resources/shipping/shipping.limits';
import { GatewayError, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { ownedShop, serve } from '../../lib/serve';
import { containsKey } from '../../lib/text';
import { updateVersioned } from '../../lib/versioned';
import { priceShopCheckout, toCheckoutAnswer } from './shipping.checkout';
import { subfeeColumns, toSubfee } from './shipping.rows';
import './shipping.tables';

function subfeeRoutesOf(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  const one = async (shopId: string, id: string) => {
    const row = await db
      .selectFrom('subfees')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return toSubfee(row);
  };

  serve(app, deps, subfeeRoutes.list, async ({ query, shopId }) => {
    let q = db.selectFrom('subfees').where('shop_id', '=', shopId);
    if (query.q?.trim()) q = q.where(containsKey('search', query.q));
    if (query.applies_to) q = q.where('applies_to', '=', query.applies_to);
    const { total } = await q.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    const rows = await q
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    return { data: { subfees: rows.map(toSubfee), total: Number(total), page: query.page, limit: query.limit } };
  });

  serve(app, deps, subfeeRoutes.get, async ({ params, shopId }) => ({ data: await one(shopId, params.subfee_id) }));

  serve(app, deps, subfeeRoutes.create, async ({ body, shopId }) => {
    const { n } = await db
      .selectFrom('subfees')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_SUBFEES_PER_SHOP) {
      throw new GatewayError(400, `A shop has at most ${MAX_SUBFEES_PER_SHOP} surcharges.`, {
        code: 'subfee.too_many',
      });
    }
    const id = newId();
    const at = nowIso();
    await db
      .insertInto('subfees')
      .values({ id, shop_id: shopId, ...subfeeColumns(body), created_at: at, updated_at: at })
      .execute();
    return { data: await one(shopId, id) };
  });

  serve(app, deps, subfeeRoutes.update, async ({ params, body, shopId }) => {
    const current = await one(shopId, params.subfee_id);
    await updateVersioned(
      db,
      'subfees',
      shopId,
      current.id,
      body.version,
      { ...subfeeColumns(body), updated_at: nowIso() },
      () => one(shopId, current.id),
    );
    return { data: await one(shopId, current.id) };
  });

  serve(app, deps, subfeeRoutes.deleteMany, async ({ body, shopId }) => {
    const ids = await db.transaction().execute(async (trx) => {
      const found = (
        await trx.selectFrom('subfees').select('id').where('shop_id', '=', shopId).where('id', 'in', body.ids).execute()
      ).map((r) => r.id);
      if (found.length)
        await trx.deleteFrom('subfees').where('shop_id', '=', shopId).where('id', 'in', found).execute();
      return found;
    });
    return { data: { ids } };
  });

  serve(app, deps, subfeeRoutes.checkout, async ({ query, body, shopId, user }) => {
    const shop = await ownedShop(db, user.id, shopId);
    const priced = await priceShopCheckout(db, shop, body, { shipping: false, country: query.country_code ?? null });
    const subfees = priced.adjustments
      .filter((a) => a.kind === 'surcharge')
      .map((a) => ({ id: a.id, name: a.title, amount_minor: a.amount }));
    return {
      data: { subfees, total_minor: subfees.reduce((n, s) => n + s.amount_minor, 0), priced: toCheckoutAnswer(priced) },
    };
  });
}

export const subfeeModule = defineModule({
  name: 'subfee',
  shopTables: ['subfees'],
  migrations: {
    '20261123_subfee_table': {
      async up(db: MigrationDb) {
        await db.schema
          .createTable('subfees')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('shop_id', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('search', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('applies_to', 'text', (c) => c.notNull())
          .addColumn('country_codes', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('product_ids', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('collection_ids', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('first_item', 'double precision', (c) => c.notNull().defaultTo(0))
          .addColumn('next_item', 'double precision', (c) => c.notNull().defaultTo(0))
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('subfees_shop').on('subfees').columns(['shop_id', 'created_at']).execute();
      },
    },
  },
  routes: subfeeRoutesOf,
});
