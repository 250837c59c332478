/** Plan invoices, and the plan a shop last bought. */
import type { MigrationDb } from '../../db/migrationDb';

export interface PlanInvoiceTable {
  id: string;
  shop_id: string;
  number: string;
  plan: string;
  amount: number;
  currency: string;
  period_start: string;
  period_end: string;
  status: string;
  provider: string;
  reference: string;
  shop_name: string;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    plan_invoices: PlanInvoiceTable;
  }
  interface ShopTable {
    /** The plan last bought; null during the trial. */
    plan?: string | null;
  }
}

export const billingMigrations = {
  '20261123_billing_invoices': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('plan_invoices')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('number', 'varchar(40)', (c) => c.notNull())
        .addColumn('plan', 'varchar(40)', (c) => c.notNull())
        .addColumn('amount', 'double precision', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('period_start', 'varchar(40)', (c) => c.notNull())
        .addColumn('period_end', 'varchar(40)', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('provider', 'varchar(40)', (c) => c.notNull())
        .addColumn('reference', 'varchar(100)', (c) => c.notNull())
        .addColumn('shop_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('plan_invoices_shop_created')
        .on('plan_invoices')
        .columns(['shop_id', 'created_at'])
        .execute();
      await db.schema.alterTable('shops').addColumn('plan', 'varchar(40)').execute();
    },
  },
};
