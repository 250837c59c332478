/** The trash module's table (issue 27 item 3): one row per deleted record, restorable for TRASH_DAYS. */
import type { MigrationDb } from '../../db/migrationDb';

export interface TrashItemTable {
  id: string;
  shop_id: string;
  /** The record's table: `products`, `collections`, `pages`… */
  resource: string;
  /** The Trash screen's tab: products, collections, customers, online_store, settings. */
  area: string;
  record_id: string;
  title: string;
  /** Who deleted it: the user's id, `app:<id>`, null for the platform. */
  author_id: string | null;
  author_name: string;
  deleted_at: string;
  /** JSON: its row and its children's rows, as the resource's hook kept them. */
  snapshot: string;
}

declare module '../../db/schema' {
  interface Database {
    trash_items: TrashItemTable;
  }
}

export async function createTrashTable(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('trash_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('shop_id', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author_id', 'text')
    .addColumn('author_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .execute();
  // The screen: a shop's trash, newest first (by area).
  await db.schema
    .createIndex('trash_items_shop_area')
    .on('trash_items')
    .columns(['shop_id', 'area', 'deleted_at'])
    .execute();
  // The purge: everything older than TRASH_DAYS, whatever the shop.
  await db.schema.createIndex('trash_items_deleted_at').on('trash_items').column('deleted_at').execute();
}
