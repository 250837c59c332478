/** Tax settings of /setting/taxes: the tax module's table, added to the database type by augmentation. */
import type { Generated, Migration } from 'kysely';
import type { MigrationDb } from '../../db/migrationDb';

/** One row per shop (id = shop_id, so versioned updates address it like any record). */
export interface TaxSettingsTable {
  id: string;
  shop_id: string;
  prices_include_tax: number;
  tax_shipping: number;
  rates: string;
  version: Generated<number>;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    tax_settings: TaxSettingsTable;
  }
}

export const taxMigrations: Record<string, Migration> = {
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
