/** Migrations, run at start; the same on SQLite and PostgreSQL. Append, never edit. */
import type { Migration } from 'kysely';
import type { MigrationDb } from './migrationDb';
import { sql } from 'kysely';

const now = sql`CURRENT_TIMESTAMP`;

export const migrations: Record<string, Migration> = {
  '0001_accounts_and_shops': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
        .addColumn('password_hash', 'varchar(300)', (c) => c.notNull())
        .addColumn('avatar', 'text')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createTable('revoked_tokens')
        .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('login_failures')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('key', 'varchar(400)', (c) => c.notNull())
        .addColumn('at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_failures_key_at').on('login_failures').columns(['key', 'at']).execute();
      await db.schema
        .createTable('shops')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('owner_id', 'varchar(32)', (c) => c.notNull().references('users.id'))
        .addColumn('handle', 'varchar(80)', (c) => c.notNull().unique())
        .addColumn('name', 'varchar(100)', (c) => c.notNull())
        .addColumn('email', 'varchar(320)', (c) => c.notNull())
        .addColumn('phone', 'varchar(40)')
        .addColumn('legal_name_of_business', 'varchar(200)')
        .addColumn('address', 'varchar(200)')
        .addColumn('apartment', 'varchar(200)')
        .addColumn('city', 'varchar(100)')
        .addColumn('province', 'varchar(100)')
        .addColumn('country_code', 'varchar(2)')
        .addColumn('zip_code', 'varchar(20)')
        .addColumn('timezone', 'varchar(20)', (c) => c.notNull())
        .addColumn('currency', 'varchar(3)', (c) => c.notNull())
        .addColumn('language', 'varchar(5)', (c) => c.notNull())
        .addColumn('prefix', 'varchar(20)')
        .addColumn('suffix', 'varchar(20)')
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('delete_at', 'varchar(30)')
        .addColumn('expired_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('public_domain', 'varchar(255)')
        .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('first_sale_at', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull().defaultTo(now))
        .addColumn('updated_at', 'varchar(30)', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema.createIndex('shops_owner').on('shops').column('owner_id').execute();
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(32)')
        .addColumn('shop_id', 'varchar(32)')
        .addColumn('to_email', 'varchar(320)', (c) => c.notNull())
        .addColumn('kind', 'varchar(60)', (c) => c.notNull())
        .addColumn('subject', 'varchar(300)', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('key_values')
        .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0002_jobs': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('jobs')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('channel', 'varchar(40)', (c) => c.notNull())
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('params', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('result', 'text')
        .addColumn('error', 'text')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('run_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('locked_until', 'varchar(30)')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('started_at', 'varchar(30)')
        .addColumn('finished_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('jobs_status_run_at').on('jobs').columns(['status', 'run_at']).execute();
      await db.schema.createIndex('jobs_shop_created').on('jobs').columns(['shop_id', 'created_at']).execute();
      await db.schema
        .createTable('job_files')
        .addColumn('job_id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
    },
  },
  '0003_token_cutoff': {
    async up(db: MigrationDb) {
      await db.schema.alterTable('users').addColumn('tokens_valid_after', 'varchar(30)').execute();
      await db.schema.createIndex('login_failures_at').on('login_failures').column('at').execute();
    },
  },
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
  '0006_security_counters': {
    // Issue 15: fixed-window counters shared by every instance (sign-in lock-out, rate limits).
    async up(db: MigrationDb) {
      await db.schema
        .createTable('rate_counters')
        .addColumn('key', 'varchar(400)', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('reset_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_counters_reset').on('rate_counters').column('reset_at').execute();
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
};
