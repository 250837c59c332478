/**
 * The platform's tables: accounts, shops, sessions and sign-in counters, the job queue and
 * its files, the outbox, private-app tokens and settings every module reads. Portable
 * between SQLite and PostgreSQL: ids are text, times are ISO strings, flags are integers 0/1,
 * free-form settings are JSON text.
 *
 * A module's tables are declared in its own folder (`gateway/modules/<name>/<name>.tables.ts`)
 * and added to `Database` by augmentation, so this file names no feature:
 *
 *   declare module '../../db/schema' { interface Database { discounts: DiscountTable } }
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
  /** When the current e-mail address was confirmed from a mailed link (issue 29); null: not yet. */
  email_verified_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/**
 * A signed-in session (issue 29): one sign-in's bearer token, known by the SHA-256 of its
 * jti (never the token itself). Ended sessions stay until their token expires, so their
 * token answers 401 (gateway/lib/sessions.ts).
 */
export interface SessionTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  /** Updated by the token check at most once a minute. */
  last_used_at: string;
  expires_at: string;
  user_agent: string | null;
  ip: string | null;
  ended_at: string | null;
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
  /** Where a large file lives in the object store (the shop's data ZIP); content is then empty. */
  object_key?: string | null;
  /** 'base64' when content holds binary bytes (a ZIP kept without an object store). */
  encoding?: string | null;
}

/**
 * A private app (issue 9): its `shpat_…` token acts as the shop's owner on that shop's routes.
 * Platform, not the private-app module's: serve() checks these tokens on every module's routes
 * (gateway/lib/privateAppAuth.ts). The token is kept only as its SHA-256 hash.
 */
export interface PrivateAppTable {
  id: string;
  shop_id: string;
  owner_id: string;
  name: string;
  /** JSON array of scopes (read_products, write_orders, ...). */
  scopes: string;
  token_hash: string;
  token_hint: string;
  revoked_at: string | null;
  created_at: string;
}

/**
 * A request made with an Idempotency-Key (issue 28, gateway/lib/idempotency.ts): running while
 * status_code is null (claimed until locked_until), then its answer, replayed for 24 hours.
 */
export interface IdempotencyKeyTable {
  id: string;
  user_id: string;
  shop_id: string;
  key: string;
  /** SHA-256 of the route, path, query and body: another request with the key is refused. */
  fingerprint: string;
  route: string;
  status_code: number | null;
  /** JSON object of the answer's headers that are replayed (content type, location...). */
  headers: string | null;
  body: string | null;
  created_at: string;
  expires_at: string;
  locked_until: string | null;
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
  private_apps: PrivateAppTable;
  sessions: SessionTable;
  idempotency_keys: IdempotencyKeyTable;
}
