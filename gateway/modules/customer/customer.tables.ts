/**
 * The customer module's table (SPEC §3 Customer), added to the database type by augmentation.
 * 0005_orders_customers (order.migrations.ts, kept whole) creates it; this module alters it.
 */
import type { Migration } from 'kysely';
import { addShopTrigramIndex, addTextIndex, addTrigramIndex } from '../../db/trigramIndex';
import type { MigrationDb } from '../../db/migrationDb';

/** A shop customer (SPEC §3). total_orders and total_spent are kept by the order writes, in their transaction. */
export interface CustomerTable {
  id: string;
  shop_id: string;
  first_name: string;
  last_name: string;
  email: string;
  /** Lower-case e-mail: one customer per address and shop. */
  email_key: string;
  phone: string | null;
  company: string | null;
  /** JSON object or null. */
  address: string | null;
  /** JSON array of strings. */
  tags: string;
  note: string | null;
  accepts_marketing: number;
  total_orders: number;
  total_spent: number;
  /** Name without accents, lower case: A-Z sorting that is the same on both databases. */
  sort_name: string;
  /** Name, e-mail, phone and company without accents, lower case: what `q` searches. */
  search: string;
  /** Optimistic concurrency (20261123_customer_version): bumped by every update; absent on rows built for insert (default 0). */
  version?: number;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    customers: CustomerTable;
  }
}

export const customerMigrations: Record<string, Migration> = {
  // Optimistic concurrency: every update bumps it; a write at an older version is 409.
  '20261123_customer_version': {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('customers')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  // Issue 30: `q` reads a trigram index on PostgreSQL (gateway/db/trigramIndex.ts).
  '20261230_customer_search_trgm': {
    async up(db: MigrationDb) {
      await addTrigramIndex(db, 'customers');
    },
  }, // Issue 30 item 3: `q` reads an FTS5 trigram index on SQLite (gateway/db/trigramIndex.ts).
  '20261231_customer_search_fts': {
    async up(db: MigrationDb) {
      await addTextIndex(db, 'customers');
    },
  },
  // Issue 30: a trigram index scoped by shop too (gateway/db/trigramIndex.ts).
  '20270101_customer_search_trgm_shop': {
    async up(db: MigrationDb) {
      await addShopTrigramIndex(db, 'customers');
    },
  },
};
