/**
 * SPEC §7 Shipping: zones (list, create, one, replace, delete) and the checkout quote for a
 * country. Bounds SPEC leaves out are named in resources/shipping/shipping.limits.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { MigrationDb } from '../../db/migrationDb';
import { shippingContract as shippingRoutes } from '../../../resources/shipping/shipping.contract';
import { MAX_ZONES_PER_SHOP } from '../../../resources/shipping/shipping.limits';
import { GatewayError, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { ownedShop, serve } from '../../lib/serve';
import { updateVersioned } from '../../lib/versioned';
import { priceShopCheckout, toCheckoutAnswer } from '../../lib/checkout';
import { toShipping } from '../../lib/checkoutRules';
import { zoneColumns } from './shipping.rows';
import { seedShipping } from './shipping.seed';
import { serveSubfeeCheckout } from './subfee.checkout';
import './shipping.tables';

function shippingRoutesOf(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  const one = async (shopId: string, id: string) => {
    const row = await db
      .selectFrom('shipping_zones')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return toShipping(row);
  };

  serve(app, deps, shippingRoutes.list, async ({ query, shopId }) => {
    const q = db.selectFrom('shipping_zones').where('shop_id', '=', shopId);
    const { total } = await q.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    const rows = await q
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    return { data: { zones: rows.map(toShipping), total: Number(total), page: query.page, limit: query.limit } };
  });

  serve(app, deps, shippingRoutes.get, async ({ params, shopId }) => ({ data: await one(shopId, params.shipping_id) }));

  serve(app, deps, shippingRoutes.create, async ({ body, shopId }) => {
    const { n } = await db
      .selectFrom('shipping_zones')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_ZONES_PER_SHOP) {
      throw new GatewayError(400, `A shop has at most ${MAX_ZONES_PER_SHOP} shipping zones.`, {
        code: 'shipping.too_many_zones',
      });
    }
    const id = newId();
    const at = nowIso();
    await db
      .insertInto('shipping_zones')
      .values({ id, shop_id: shopId, ...zoneColumns(body), created_at: at, updated_at: at })
      .execute();
    return { data: await one(shopId, id) };
  });

  serve(app, deps, shippingRoutes.update, async ({ params, body, shopId }) => {
    const current = await one(shopId, params.shipping_id);
    await updateVersioned(
      db,
      'shipping_zones',
      shopId,
      current.id,
      body.version,
      { ...zoneColumns(body), updated_at: nowIso() },
      () => one(shopId, current.id),
    );
    return { data: await one(shopId, current.id) };
  });

  serve(app, deps, shippingRoutes.delete, async ({ params, shopId }) => {
    const current = await one(shopId, params.shipping_id);
    await db.deleteFrom('shipping_zones').where('shop_id', '=', shopId).where('id', '=', current.id).execute();
    return { data: current };
  });

  serve(app, deps, shippingRoutes.checkout, async ({ params, body, shopId, user }) => {
    const shop = await ownedShop(db, user.id, shopId);
    const priced = await priceShopCheckout(db, shop, body, { shipping: true, country: params.country_code });
    const chosen = priced.adjustments.find((a) => a.kind === 'shipping')?.id ?? null;
    return {
      data: {
        country_code: params.country_code,
        chosen,
        priced: toCheckoutAnswer(priced),
        options: priced.shipping_options.map(({ amount, ...o }) => ({ ...o, amount_minor: amount })),
      },
    };
  });
}

export const shippingModule = defineModule({
  name: 'shipping',
  shopTables: ['shipping_zones'],
  migrations: {
    '20261123_shipping_zones': {
      async up(db: MigrationDb) {
        await db.schema
          .createTable('shipping_zones')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('shop_id', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('country_mode', 'text', (c) => c.notNull().defaultTo('include'))
          .addColumn('country_codes', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('price_rates', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('product_rates', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('methods', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('shipping_zones_shop')
          .on('shipping_zones')
          .columns(['shop_id', 'created_at'])
          .execute();
      },
    },
  },
  seed: seedShipping,
  routes: (app, deps) => {
    shippingRoutesOf(app, deps);
    serveSubfeeCheckout(app, deps);
  },
});
