/** Draft orders (issue 9): their own table, so they never count as orders, sales or analytics. */
import type { Generated, Migration } from 'kysely';
import type { MigrationDb } from '../../db/migrationDb';

export interface DraftOrderTable {
  id: string;
  shop_id: string;
  /** 1, 2, ... per shop (draft_counters); the name is '#D' + number. */
  number: number;
  customer_id: string | null;
  customer_name: string;
  email: string | null;
  /** JSON: the priced lines (product_id, variant_id, title, variant_title, price, quantity, total, discount). */
  items: string;
  item_count: number;
  code: string | null;
  /** The gift card code the merchant entered (issue 13; 20261123_order_drafts_gift_card); null: none. */
  gift_card_code: string | null;
  /** JSON: the engine's applied discount, unknown code and rejections at the last save. */
  pricing: string;
  discount_id: string | null;
  subtotal: number;
  discount: number;
  /** What shipping cost at the last save (the typed price, else the cheapest of the shop's rates). */
  shipping: number;
  /** The shipping price the merchant typed (issue 31; 20261205_order_drafts_shipping_price); null: the shop's rates. */
  shipping_price: number | null;
  total: number;
  currency: string;
  shipping_address: string | null;
  billing_address: string | null;
  billing_same: number;
  /** The shipping country the engine priced with (the seam for shipping, surcharges and tax). */
  country_code: string | null;
  payment_method: string;
  note: string | null;
  tags: string;
  /** Lower-case name, customer and e-mail: what `q` searches. */
  search: string;
  /** Set when completed: the order it became. */
  order_id: string | null;
  invoice_sent_at: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface DraftCounterTable {
  shop_id: string;
  last_number: number;
}

declare module '../../db/schema' {
  interface Database {
    draft_orders: DraftOrderTable;
    draft_counters: DraftCounterTable;
  }
}

export const DRAFT_TABLES = ['draft_orders', 'draft_counters'];

export const draftMigrations: Record<string, Migration> = {
  '20261123_order_drafts': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('draft_orders')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('customer_id', 'varchar(32)')
        .addColumn('customer_name', 'varchar(120)', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'varchar(254)')
        .addColumn('items', 'text', (c) => c.notNull())
        .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('code', 'varchar(64)')
        .addColumn('pricing', 'text', (c) => c.notNull())
        .addColumn('discount_id', 'varchar(32)')
        .addColumn('subtotal', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('discount', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('shipping', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('currency', 'varchar(8)', (c) => c.notNull())
        .addColumn('shipping_address', 'text')
        .addColumn('billing_address', 'text')
        .addColumn('billing_same', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('country_code', 'varchar(2)')
        .addColumn('payment_method', 'varchar(20)', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('tags', 'text', (c) => c.notNull())
        .addColumn('search', 'text', (c) => c.notNull())
        .addColumn('order_id', 'varchar(32)')
        .addColumn('invoice_sent_at', 'varchar(40)')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .addUniqueConstraint('draft_orders_shop_number', ['shop_id', 'number'])
        .execute();
      await db.schema
        .createIndex('draft_orders_shop_open')
        .on('draft_orders')
        .columns(['shop_id', 'order_id', 'updated_at'])
        .execute();
      await db.schema
        .createTable('draft_counters')
        .addColumn('shop_id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('last_number', 'integer', (c) => c.notNull())
        .execute();
    },
  },
  // Issue 13: a draft may name a gift card; completing the draft redeems it.
  '20261123_order_drafts_gift_card': {
    async up(db: MigrationDb) {
      await db.schema.alterTable('draft_orders').addColumn('gift_card_code', 'varchar(64)').execute();
    },
  },
  // Issue 31: the price typed is kept apart from the priced shipping, and wins over the shop's rates.
  '20261205_order_drafts_shipping_price': {
    async up(db: MigrationDb) {
      await db.schema.alterTable('draft_orders').addColumn('shipping_price', 'double precision').execute();
      // Drafts saved before: the price typed is the shipping they were charged when it was the manual one.
      await db
        .updateTable('draft_orders')
        .set((eb) => ({ shipping_price: eb.ref('shipping') }))
        .where('pricing', 'like', '%"id":"manual"%')
        .execute();
    },
  },
};
