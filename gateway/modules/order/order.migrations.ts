/**
 * The order module's migrations. 0005_orders_customers moved here from gateway/db/migrations.ts
 * with its name and SQL unchanged (databases that ran it key it by name): it is kept whole, so
 * it also creates the customer and fulfillment modules' tables (their types are in those
 * modules' *.tables.ts) and adds order_id and transport to the platform's outbox.
 */
import type { Migration } from 'kysely';
import { addShopTrigramIndex, addTextIndex, addTrigramIndex } from '../../db/trigramIndex';
import type { MigrationDb } from '../../db/migrationDb';

export const orderMigrations: Record<string, Migration> = {
  '0005_orders_customers': {
    // Customers, orders (abandoned checkouts are orders with abandoned = 1), per-shop order
    // counters (numbers from an atomic increment, so concurrent creates never share one),
    // order tags as rows, fulfillments, the order timeline; outbox mails name their order.
    async up(db: MigrationDb) {
      await db.schema
        .createTable('customers')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(320)', (c) => c.notNull())
        .addColumn('email_key', 'varchar(320)', (c) => c.notNull())
        .addColumn('phone', 'varchar(40)')
        .addColumn('company', 'varchar(200)')
        .addColumn('address', 'text')
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('note', 'text')
        .addColumn('accepts_marketing', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total_orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('total_spent', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('sort_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('search', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('customers_shop_email')
        .on('customers')
        .columns(['shop_id', 'email_key'])
        .unique()
        .execute();
      for (const column of ['created_at', 'sort_name', 'total_orders', 'total_spent']) {
        await db.schema
          .createIndex(`customers_shop_${column}`)
          .on('customers')
          .columns(['shop_id', column, 'id'])
          .execute();
      }
      await db.schema
        .createTable('orders')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('number', 'integer')
        .addColumn('prefix', 'varchar(20)')
        .addColumn('suffix', 'varchar(20)')
        .addColumn('customer_id', 'varchar(32)')
        .addColumn('customer_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'varchar(320)')
        .addColumn('items', 'text', (c) => c.notNull())
        .addColumn('item_count', 'integer', (c) => c.notNull())
        .addColumn('subtotal', 'double precision', (c) => c.notNull())
        .addColumn('discount', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('shipping', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'double precision', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('payment_status', 'varchar(20)', (c) => c.notNull())
        .addColumn('payment_method', 'varchar(20)', (c) => c.notNull())
        .addColumn('fulfillment_status', 'varchar(20)', (c) => c.notNull().defaultTo('unfulfilled'))
        .addColumn('note', 'text')
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('shipping_address', 'text')
        .addColumn('billing_address', 'text')
        .addColumn('referring_site', 'varchar(500)')
        .addColumn('abandoned', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('refund_reason', 'varchar(600)')
        .addColumn('paid_at', 'varchar(30)')
        .addColumn('search', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      // Several NULL numbers (abandoned checkouts) are allowed by both databases.
      await db.schema.createIndex('orders_shop_number').on('orders').columns(['shop_id', 'number']).unique().execute();
      await db.schema
        .createIndex('orders_shop_created')
        .on('orders')
        .columns(['shop_id', 'abandoned', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('orders_shop_status')
        .on('orders')
        .columns(['shop_id', 'abandoned', 'status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('orders_shop_payment')
        .on('orders')
        .columns(['shop_id', 'abandoned', 'payment_status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('orders_shop_total')
        .on('orders')
        .columns(['shop_id', 'abandoned', 'total', 'id'])
        .execute();
      await db.schema
        .createIndex('orders_shop_customer_name')
        .on('orders')
        .columns(['shop_id', 'abandoned', 'customer_name', 'id'])
        .execute();
      await db.schema.createIndex('orders_customer').on('orders').columns(['customer_id', 'created_at']).execute();
      await db.schema
        .createTable('order_counters')
        .addColumn('shop_id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('last_number', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('order_tags')
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('order_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('tag', 'varchar(50)', (c) => c.notNull())
        .addColumn('tag_key', 'varchar(50)', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_tags_pk', ['order_id', 'tag_key'])
        .execute();
      await db.schema
        .createIndex('order_tags_shop_key')
        .on('order_tags')
        .columns(['shop_id', 'tag_key', 'order_id'])
        .execute();
      await db.schema
        .createTable('fulfillments')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('order_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('items', 'text', (c) => c.notNull())
        .addColumn('tracking_number', 'varchar(100)')
        .addColumn('tracking_company', 'varchar(100)')
        .addColumn('tracking_url', 'varchar(2048)')
        .addColumn('notify', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('fulfillments_order').on('fulfillments').columns(['order_id', 'seq']).execute();
      await db.schema
        .createTable('order_events')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('order_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('type', 'varchar(40)', (c) => c.notNull())
        .addColumn('message', 'varchar(200)', (c) => c.notNull())
        .addColumn('args', 'text', (c) => c.notNull())
        .addColumn('at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'at']).execute();
      await db.schema.alterTable('outbox').addColumn('order_id', 'varchar(32)').execute();
      await db.schema
        .alterTable('outbox')
        .addColumn('transport', 'varchar(10)', (c) => c.notNull().defaultTo('outbox'))
        .execute();
      await db.schema.createIndex('outbox_shop_created').on('outbox').columns(['shop_id', 'created_at']).execute();
    },
  },
  // Optimistic concurrency: every update bumps it; a write at an older version is 409.
  '20261123_order_version': {
    async up(db: MigrationDb) {
      await db.schema
        .alterTable('orders')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  },
  // Issue 12/13: an order made from a priced checkout keeps its surcharges, tax, tip and gift card.
  '20261123_order_priced_amounts': {
    async up(db: MigrationDb) {
      for (const column of ['surcharge', 'tax', 'tip', 'gift_card']) {
        await db.schema
          .alterTable('orders')
          .addColumn(column, 'double precision', (c) => c.notNull().defaultTo(0))
          .execute();
      }
    },
  },
  // Issue 30: `q` reads a trigram index on PostgreSQL (gateway/db/trigramIndex.ts).
  '20261230_order_search_trgm': {
    async up(db: MigrationDb) {
      await addTrigramIndex(db, 'orders');
      await addTrigramIndex(db, 'draft_orders');
    },
  }, // Issue 30 item 4: the list by number pages over its index alone, like the other sorts (the
  // unique (shop_id, number) index has no `abandoned`, so skipping rows read every one).
  '20261231_order_number_pages': {
    async up(db: MigrationDb) {
      await db.schema
        .createIndex('orders_shop_abandoned_number')
        .on('orders')
        .columns(['shop_id', 'abandoned', 'number', 'id'])
        .execute();
    },
  }, // Issue 30 item 3: `q` reads an FTS5 trigram index on SQLite (gateway/db/trigramIndex.ts).
  '20261231_order_search_fts': {
    async up(db: MigrationDb) {
      await addTextIndex(db, 'orders');
    },
  }, // Issue 30: a trigram index scoped by shop too (gateway/db/trigramIndex.ts).
  '20270101_order_search_trgm_shop': {
    async up(db: MigrationDb) {
      await addShopTrigramIndex(db, 'orders');
    },
  }, // Issue 30 item 4: a status or payment tab pages over its index alone too: the indexes end with
  // the id (the list's tie-break and the deferred join's key), so skipped rows are never read.
  '20261231_order_status_pages': {
    async up(db: MigrationDb) {
      for (const column of ['status', 'payment_status'] as const) {
        const name = column === 'status' ? 'orders_shop_status' : 'orders_shop_payment';
        await db.schema
          .createIndex(`${name}_id`)
          .on('orders')
          .columns(['shop_id', 'abandoned', column, 'created_at', 'id'])
          .execute();
        await db.schema.dropIndex(name).execute();
      }
    },
  },
};
