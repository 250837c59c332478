/** The order module's tables (SPEC §3 Order), added to the database type by augmentation. */
import type { Generated } from 'kysely';

/** An order or an abandoned checkout (abandoned = 1, number null until completed). */
export interface OrderTable {
  id: string;
  shop_id: string;
  number: number | null;
  prefix: string | null;
  suffix: string | null;
  customer_id: string | null;
  customer_name: string;
  email: string | null;
  /** JSON array of lines (id, product_id, variant_id, title, variant_title, sku, image, price, quantity). */
  items: string;
  item_count: number;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  currency: string;
  status: string;
  payment_status: string;
  payment_method: string;
  fulfillment_status: string;
  note: string | null;
  /** JSON array of strings (order_tags holds them as rows for filters). */
  tags: string;
  shipping_address: string | null;
  billing_address: string | null;
  referring_site: string | null;
  abandoned: number;
  refund_reason: string | null;
  paid_at: string | null;
  /** 1 while the order's lines hold stock (0007): set when placed, cleared by a restock. */
  stock_held: number;
  /** Name, number, customer name and e-mail without accents, lower case: what `q` searches. */
  search: string;
  /** Optimistic concurrency (20261123_order_version): bumped by every update; absent on rows built for insert (default 0). */
  version?: number;
  /** The checkout's priced amounts beyond subtotal, discount and shipping (20261123_order_priced_amounts); absent = 0. */
  surcharge?: number;
  tax?: number;
  tip?: number;
  /** What a gift card paid (positive). */
  gift_card?: number;
  created_at: string;
  updated_at: string;
}

/** The last order number a shop gave; numbers are taken by an atomic increment. */
export interface OrderCounterTable {
  shop_id: string;
  last_number: number;
}

export interface OrderTagTable {
  shop_id: string;
  order_id: string;
  tag: string;
  tag_key: string;
}

/** The timeline of an order. */
export interface OrderEventTable {
  id: string;
  shop_id: string;
  order_id: string;
  type: string;
  message: string;
  /** JSON object. */
  args: string;
  at: string;
}

declare module '../../db/schema' {
  interface Database {
    orders: OrderTable;
    order_counters: OrderCounterTable;
    order_tags: OrderTagTable;
    order_events: OrderEventTable;
  }
  /** What 0005_orders_customers (kept whole in order.migrations.ts) added to the platform's outbox. */
  interface OutboxTable {
    /** The order a mail is about (order mails, recovery mails); null otherwise. */
    order_id: Generated<string | null>;
    /** 'outbox' (kept, not sent) or 'smtp' (sent; the copy is kept). */
    transport: Generated<string>;
  }
}
