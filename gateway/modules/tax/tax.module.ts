/** Tax settings of /setting/taxes (our GET and PUT /tax/api/{shop}: SPEC §7 has no tax call). One row per shop, id = shop id. */
import type { FastifyInstance } from 'fastify';
import { taxContract as taxRoutes } from '../../../resources/tax/tax.contract';
import { nowIso } from '../../lib/ids';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { serve } from '../../lib/serve';
import { isUniqueViolation } from '../../lib/text';
import { updateVersioned } from '../../lib/versioned';
import { toTax } from '../../lib/checkoutRules';
import { taxColumns } from './tax.rows';
import { seedTax } from './tax.seed';
import { taxMigrations } from './tax.tables';

function taxRoutesOf(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  const read = async (shopId: string) =>
    toTax(shopId, await db.selectFrom('tax_settings').selectAll().where('shop_id', '=', shopId).executeTakeFirst());

  serve(app, deps, taxRoutes.get, async ({ shopId }) => ({ data: await read(shopId) }));

  serve(app, deps, taxRoutes.update, async ({ body, shopId }) => {
    const exists = await db.selectFrom('tax_settings').select('id').where('shop_id', '=', shopId).executeTakeFirst();
    if (!exists) {
      try {
        await db
          .insertInto('tax_settings')
          .values({
            id: shopId,
            shop_id: shopId,
            prices_include_tax: 0,
            tax_shipping: 0,
            rates: '[]',
            updated_at: nowIso(),
          })
          .execute();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error; // another tab created it first: the version check decides
      }
    }
    await updateVersioned(
      db,
      'tax_settings',
      shopId,
      shopId,
      body.version,
      { ...taxColumns(body), updated_at: nowIso() },
      () => read(shopId),
    );
    return { data: await read(shopId) };
  });
}

export const taxModule = defineModule({
  name: 'tax',
  shopTables: ['tax_settings'],
  migrations: taxMigrations,
  routes: taxRoutesOf,
  seed: seedTax,
});
