/** The copy module's tables, the same on SQLite and PostgreSQL. Append, never edit. */
import type { Migration } from 'kysely';
import type { MigrationDb } from '../../db/migrationDb';

export const copyMigrations: Record<string, Migration> = {
  '20261229_copy_links': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('copy_links')
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('record_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('source_shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('source_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addPrimaryKeyConstraint('copy_links_pk', ['shop_id', 'kind', 'record_id'])
        .execute();
      // One copy of a source record per target shop: two runs at once cannot both create one.
      await db.schema
        .createIndex('copy_links_source')
        .on('copy_links')
        .columns(['source_shop_id', 'source_id', 'shop_id', 'kind'])
        .unique()
        .execute();
      await db.schema
        .createTable('copy_runs')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('mode', 'varchar(10)', (c) => c.notNull())
        .addColumn('report', 'text', (c) => c.notNull())
        .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('undone_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('copy_runs_shop').on('copy_runs').columns(['shop_id', 'created_at']).execute();
      await db.schema
        .createTable('copy_run_rows')
        .addColumn('run_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull())
        .addColumn('record_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('applied_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('copy_run_rows_run').on('copy_run_rows').columns(['run_id']).execute();
    },
  },
};
