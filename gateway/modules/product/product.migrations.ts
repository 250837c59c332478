/**
 * The product module's migrations. Moved here from gateway/db/migrations.ts with their names
 * and SQL unchanged: databases that ran them key them by name and never run them again.
 *
 * 0004_catalogue is kept whole, as it ran: besides the product tables it also creates the
 * collection, blacklist and feed modules' tables (their types are in those modules'
 * *.tables.ts); 0007_stock_and_bulk_undo also adds orders.stock_held, after 0005 made orders.
 * Splitting either would need new names, which a database that ran them would run again.
 */
import type { Migration } from 'kysely';
import { addShopTrigramIndex, addTextIndex, addTrigramIndex } from '../../db/trigramIndex';
import type { MigrationDb } from '../../db/migrationDb';

export const productMigrations: Record<string, Migration> = {
  '0004_catalogue': {
    // Products, collections, blacklist and feeds (issue 4). Tags, collection links and
    // media are rows of their own so filters, "in use" checks and the image list are SQL.
    // Money is double precision (a JS number on both drivers: pg answers numeric as text).
    async up(db: MigrationDb) {
      await db.schema
        .createTable('products')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('handle', 'varchar(120)', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('seo_description', 'varchar(300)')
        .addColumn('price', 'double precision', (c) => c.notNull())
        .addColumn('compare_at_price', 'double precision')
        .addColumn('cost_per_item', 'double precision')
        .addColumn('sku', 'varchar(100)')
        .addColumn('barcode', 'varchar(100)')
        .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('track_quantity', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('continue_selling', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('vendor', 'varchar(100)')
        .addColumn('media', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('options', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('variants', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('custom_options', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('sort_title', 'varchar(100)', (c) => c.notNull())
        .addColumn('search', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('products_shop_handle')
        .on('products')
        .columns(['shop_id', 'handle'])
        .unique()
        .execute();
      for (const column of ['created_at', 'sort_title', 'price', 'quantity']) {
        await db.schema
          .createIndex(`products_shop_${column}`)
          .on('products')
          .columns(['shop_id', column, 'id'])
          .execute();
      }
      await db.schema
        .createIndex('products_shop_status')
        .on('products')
        .columns(['shop_id', 'status', 'created_at'])
        .execute();
      await db.schema.createIndex('products_shop_vendor').on('products').columns(['shop_id', 'vendor']).execute();
      await db.schema
        .createTable('product_tags')
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('product_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('tag', 'varchar(50)', (c) => c.notNull())
        .addColumn('tag_key', 'varchar(50)', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_tags_pk', ['product_id', 'tag_key'])
        .execute();
      await db.schema.createIndex('product_tags_shop_key').on('product_tags').columns(['shop_id', 'tag_key']).execute();
      await db.schema
        .createTable('product_collections')
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('product_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('collection_id', 'varchar(32)', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_collections_pk', ['product_id', 'collection_id'])
        .execute();
      await db.schema
        .createIndex('product_collections_collection')
        .on('product_collections')
        .columns(['collection_id', 'product_id'])
        .execute();
      await db.schema
        .createTable('product_media')
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('product_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('url', 'varchar(2048)', (c) => c.notNull())
        .addColumn('alt', 'varchar(200)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_media_pk', ['product_id', 'position'])
        .execute();
      await db.schema
        .createIndex('product_media_shop')
        .on('product_media')
        .columns(['shop_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('collections')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('title', 'varchar(100)', (c) => c.notNull())
        .addColumn('handle', 'varchar(120)', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('parent', 'varchar(32)')
        .addColumn('image', 'varchar(2048)')
        .addColumn('sort_title', 'varchar(100)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('collections_shop_handle')
        .on('collections')
        .columns(['shop_id', 'handle'])
        .unique()
        .execute();
      await db.schema.createIndex('collections_shop_parent').on('collections').columns(['shop_id', 'parent']).execute();
      await db.schema
        .createTable('blacklists')
        .addColumn('shop_id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('keywords', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('feeds')
        .addColumn('shop_id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('job_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('url', 'varchar(300)', (c) => c.notNull())
        .addColumn('items', 'integer', (c) => c.notNull())
        .addColumn('generated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
    },
  },
  '0007_stock_and_bulk_undo': {
    // Issue 15: an order's lines hold stock until cancelled or refunded with restock; a
    // bulk update keeps each product's previous values for 24 hours so it can be undone.
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('orders')
        .addColumn('stock_held', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('product_bulk_updates')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('undone_at', 'varchar(30)')
        .execute();
      await db.schema
        .createIndex('product_bulk_updates_shop')
        .on('product_bulk_updates')
        .columns(['shop_id', 'created_at'])
        .execute();
      await db.schema
        .createTable('product_bulk_update_rows')
        .addColumn('bulk_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('product_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('before', 'text', (c) => c.notNull())
        .addColumn('applied_at', 'varchar(30)', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_bulk_update_rows_pk', ['bulk_id', 'product_id'])
        .execute();
      await db.schema
        .createIndex('product_bulk_update_rows_shop')
        .on('product_bulk_update_rows')
        .columns(['shop_id'])
        .execute();
    },
  },
  // Optimistic concurrency: every update bumps it; a write at an older version is 409.
  '20261123_product_version': {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('products')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  // Issue 30: `q` reads a trigram index on PostgreSQL (gateway/db/trigramIndex.ts).
  '20261230_product_search_trgm': {
    async up(db: MigrationDb) {
      await addTrigramIndex(db, 'products');
    },
  }, // Issue 30 item 3: `q` reads an FTS5 trigram index on SQLite (gateway/db/trigramIndex.ts).
  '20261231_product_search_fts': {
    async up(db: MigrationDb) {
      await addTextIndex(db, 'products');
    },
  },
  // Issue 30: a trigram index scoped by shop too (gateway/db/trigramIndex.ts).
  '20270101_product_search_trgm_shop': {
    async up(db: MigrationDb) {
      await addShopTrigramIndex(db, 'products');
    },
  },
};
