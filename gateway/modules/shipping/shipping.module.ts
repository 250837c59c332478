/**
 * SPEC §7 Shipping: zones are declared (resources/shipping/shipping.resource.ts: their CRUD,
 * table and rows come from it); here are the table's own migration, the checkout quote for a
 * country and the surcharges' checkout (both priced by the engine), and the demo zones.
 */
import type { FastifyInstance } from 'fastify';
import { shippingCheckoutContract } from '../../../resources/shipping/shipping.contract';
import { shipping } from '../../../resources/shipping/shipping.resource';
import type { MigrationDb } from '../../db/migrationDb';
import { priceShopCheckout, toCheckoutAnswer } from '../../lib/checkout';
import { declaredModule } from '../../lib/declared';
import type { ModuleDeps } from '../../lib/module';
import { ownedShop, serve } from '../../lib/serve';
import { seedShipping } from './shipping.seed';
import { serveSubfeeCheckout } from './subfee.checkout';

function serveShippingCheckout(app: FastifyInstance, deps: ModuleDeps) {
  serve(app, deps, shippingCheckoutContract.checkout, async ({ params, body, shopId, user }) => {
    const shop = await ownedShop(deps.db, user.id, shopId);
    const priced = await priceShopCheckout(deps.db, shop, body, { shipping: true, country: params.country_code });
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

/** The zones' table as it was made before zones were declared (the declared fields are its columns). */
const migrations = {
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
};

export const shippingModule = declaredModule(shipping, {
  migrations,
  seed: seedShipping,
  routes: (app, deps) => {
    serveShippingCheckout(app, deps);
    serveSubfeeCheckout(app, deps);
  },
});
