/**
 * The domains table: a shop's custom domains (SPEC §3 Domain). A name belongs to one shop.
 * Its columns are the declared fields' (resources/domain/domain.resource.ts) but for
 * is_public and records, which are answered, not kept.
 */
import type { MigrationDb } from '../../db/migrationDb';

export interface DomainTable {
  id: string;
  shop_id: string;
  name: string;
  status: string;
  provider: string | null;
  auto_renew: number;
  connected: number;
  verified_at: string | null;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    domains: DomainTable;
  }
}

/** The table's migration as databases have run it (by name): it predates the declaration. */
export const domainMigrations = {
  '20261123_domain_domains': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('domains')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('name', 'varchar(253)', (c) => c.notNull().unique())
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('provider', 'varchar(100)')
        .addColumn('auto_renew', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('connected', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('verified_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('domains_shop').on('domains').column('shop_id').execute();
    },
  },
};
