/**
 * Database tables. Portable between SQLite and PostgreSQL: ids are text, times are ISO
 * strings, flags are integers 0/1, free-form settings are JSON text.
 */
import type { Generated } from 'kysely';

export interface UserTable {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string;
  avatar: string | null;
  active: number;
  /** Tokens issued before this time are refused (set when the password changes). */
  tokens_valid_after: string | null;
  created_at: string;
  updated_at: string;
}

export interface RevokedTokenTable {
  jti: string;
  expires_at: string;
}

export interface LoginFailureTable {
  id: string;
  key: string;
  at: string;
}

/** Issue 15: one fixed-window counter per key (gateway/lib/counters.ts). */
export interface RateCounterTable {
  key: string;
  count: number;
  /** Epoch milliseconds the window ends at. */
  reset_at: number | string;
}

export interface ShopTable {
  id: string;
  owner_id: string;
  handle: string;
  name: string;
  email: string;
  phone: string | null;
  legal_name_of_business: string | null;
  address: string | null;
  apartment: string | null;
  city: string | null;
  province: string | null;
  country_code: string | null;
  zip_code: string | null;
  timezone: string;
  currency: string;
  language: string;
  prefix: string | null;
  suffix: string | null;
  published: number;
  deleted: number;
  delete_at: string | null;
  expired_at: string;
  public_domain: string | null;
  /** Storefront settings of SPEC §3 that have no column of their own (JSON object). */
  settings: string;
  first_sale_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Mail the product would send; read by the merchant instead of going out from a demo. */
export interface OutboxTable {
  id: string;
  user_id: string | null;
  shop_id: string | null;
  to_email: string;
  kind: string;
  subject: string;
  body: string;
  created_at: string;
  /** The order a mail is about (order mails, recovery mails); null otherwise. */
  order_id: Generated<string | null>;
  /** 'outbox' (kept, not sent) or 'smtp' (sent; the copy is kept). */
  transport: Generated<string>;
}

export interface KeyValueTable {
  key: string;
  value: string;
}

/** The durable job queue (SPEC §7 /redis-publish channels) when no REDIS_URL is set. */
export interface JobTable {
  id: string;
  channel: string;
  shop_id: string;
  user_id: string;
  params: string;
  status: string;
  progress: number;
  result: string | null;
  error: string | null;
  attempts: number;
  run_at: string;
  locked_until: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** Files jobs produce (feeds, exports), kept until replaced. */
export interface JobFileTable {
  job_id: string;
  shop_id: string;
  name: string;
  content_type: string;
  content: string;
  created_at: string;
}

/** A product (SPEC §3); options, variants, custom options and media are JSON text. */
export interface ProductTable {
  id: string;
  shop_id: string;
  title: string;
  /** slugify(title), unique per shop. */
  handle: string;
  description: string | null;
  seo_description: string | null;
  price: number;
  compare_at_price: number | null;
  cost_per_item: number | null;
  sku: string | null;
  barcode: string | null;
  quantity: number;
  track_quantity: number;
  continue_selling: number;
  status: string;
  vendor: string | null;
  media: string;
  options: string;
  variants: string;
  custom_options: string;
  /** Title without accents, lower case: A-Z sorting that is the same on both databases. */
  sort_title: string;
  /** Title, SKU, vendor and tags without accents, lower case: what `q` searches. */
  search: string;
  created_at: string;
  updated_at: string;
}

export interface ProductTagTable {
  shop_id: string;
  product_id: string;
  tag: string;
  /** Lower-case tag: one tag whatever its case. */
  tag_key: string;
}

export interface ProductCollectionTable {
  shop_id: string;
  product_id: string;
  collection_id: string;
}

/** Product media, one row per image, kept in step with products.media (the shop image list). */
export interface ProductMediaTable {
  shop_id: string;
  product_id: string;
  position: number;
  url: string;
  alt: string | null;
  created_at: string;
}

export interface CollectionTable {
  id: string;
  shop_id: string;
  title: string;
  handle: string;
  description: string | null;
  parent: string | null;
  image: string | null;
  sort_title: string;
  /** Optimistic concurrency: bumped by every update (gateway/lib/versioned.ts). */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** Search blacklist keywords of a shop (JSON array). */
export interface BlacklistTable {
  shop_id: string;
  keywords: string;
  updated_at: string;
}

/** The shop's current product feed: the job that wrote it and where to download it. */
export interface FeedTable {
  shop_id: string;
  job_id: string;
  url: string;
  items: number;
  generated_at: string;
}

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
  created_at: string;
  updated_at: string;
}

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
  /** Name, number, customer name and e-mail without accents, lower case: what `q` searches. */
  search: string;
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

export interface FulfillmentTable {
  id: string;
  shop_id: string;
  order_id: string;
  /** 1, 2, ... within the order: the '.1' of '#1001.1'. */
  seq: number;
  /** JSON array of { item_id, quantity }. */
  items: string;
  tracking_number: string | null;
  tracking_company: string | null;
  tracking_url: string | null;
  notify: number;
  created_at: string;
  updated_at: string;
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

export interface Database {
  jobs: JobTable;
  job_files: JobFileTable;
  users: UserTable;
  revoked_tokens: RevokedTokenTable;
  login_failures: LoginFailureTable;
  rate_counters: RateCounterTable;
  shops: ShopTable;
  outbox: OutboxTable;
  key_values: KeyValueTable;
  products: ProductTable;
  product_tags: ProductTagTable;
  product_collections: ProductCollectionTable;
  product_media: ProductMediaTable;
  collections: CollectionTable;
  blacklists: BlacklistTable;
  feeds: FeedTable;
  customers: CustomerTable;
  orders: OrderTable;
  order_counters: OrderCounterTable;
  order_tags: OrderTagTable;
  fulfillments: FulfillmentTable;
  order_events: OrderEventTable;
}
