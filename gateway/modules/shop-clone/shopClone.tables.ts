/** A shop started from another (issue 26 item 4): one row per new shop, with what each part added. */
import type { MigrationDb } from '../../db/migrationDb';

export interface ShopCloneTable {
  id: string;
  /** The new shop: one clone at most (a retried start answers the same one). */
  shop_id: string;
  source_id: string;
  user_id: string;
  /** JSON: the parts asked for, in the order they run. */
  parts: string;
  job_id: string;
  /** JSON: Record<part, PartResult> (shopClone.copy.ts), written with the part's rows in one transaction. */
  done: string;
  created_at: string;
  expires_at: string;
  undone_at: string | null;
}

declare module '../../db/schema' {
  interface Database {
    shop_clones: ShopCloneTable;
  }
}

export const shopCloneMigrations = {
  '20261229_shop_clone_clones': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('shop_clones')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('shop_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('source_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
        .addColumn('parts', 'text', (c) => c.notNull())
        .addColumn('job_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('done', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('undone_at', 'varchar(30)')
        .execute();
    },
  },
};
