/**
 * Taxes: their declaration (resources/tax/tax.resource.ts) served as declared settings, on the
 * table made before it was declared (its migration kept by name; its id is the shop's), with
 * the demo shops' rates.
 */
import type { Migration } from 'kysely';
import { tax } from '../../../resources/tax/tax.resource';
import type { MigrationDb } from '../../db/migrationDb';
import { declaredSettingsModule } from '../../lib/declaredSettings';

const migrations: Record<string, Migration> = {
  '20261123_tax_settings': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('tax_settings')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('shop_id', 'text', (c) => c.notNull().unique())
        .addColumn('prices_include_tax', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('tax_shipping', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('rates', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
};

/** VAT in the Vietnamese demo shop, US and Canadian sales taxes in the other. */
const demoTaxes = (vnd: boolean) =>
  vnd
    ? {
        prices_include_tax: true,
        tax_shipping: false,
        rates: [{ country_code: 'VN', region: null, name: 'VAT', rate: 8 }],
      }
    : {
        prices_include_tax: false,
        tax_shipping: false,
        rates: [
          { country_code: 'US', region: null, name: 'Sales tax', rate: 6 },
          { country_code: 'US', region: 'NY', name: 'New York sales tax', rate: 8.875 },
          { country_code: 'CA', region: null, name: 'GST', rate: 5 },
        ],
      };

export const taxModule = declaredSettingsModule(tax, {
  migrations,
  stored: (shopId) => ({ id: shopId }),
  seed: (shop) => demoTaxes(shop.currency === 'VND'),
});
