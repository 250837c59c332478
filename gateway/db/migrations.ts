/**
 * The platform's migrations (the tables of schema.ts), run at start with every module's, in name
 * order; the same on SQLite and PostgreSQL. Append, never edit: databases key them by name.
 */
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
  // Private-app tokens (issue 9) authenticate on every module's routes (gateway/lib/privateAppAuth.ts): a
  // platform table, though the private-app module, which manages the apps, declared it first.
  '20261123_private_app_tables': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('private_apps')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('shop_id', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('scopes', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('token_hint', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('private_apps_shop').on('private_apps').columns(['shop_id', 'created_at']).execute();
    },
  },
  // Issue 29: signed-in sessions as rows (listed and ended on /account/security) and the
  // confirmed e-mail address. Platform tables: the token check (gateway/lib/serve.ts) reads them.
  '20261201_sessions': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('last_used_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('user_agent', 'varchar(512)')
        .addColumn('ip', 'varchar(64)')
        .addColumn('ended_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id', 'created_at']).execute();
      await db.schema.alterTable('users').addColumn('email_verified_at', 'varchar(30)').execute();
    },
  },
  // Issue 28: Idempotency-Key answers (gateway/lib/idempotency.ts), shared by every instance. One key
  // per user and shop (the unique index is what lets only one of two simultaneous requests do the
  // work); the answer is kept 24 hours.
  '20261215_idempotency_keys': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
        // '' for a call that names no shop (the first shop, a job naming its shop in the body).
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('key', 'varchar(255)', (c) => c.notNull())
        .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
        .addColumn('route', 'varchar(100)', (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('headers', 'text')
        .addColumn('body', 'text')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('locked_until', 'varchar(30)')
        .execute();
      await db.schema
        .createIndex('idempotency_keys_scope')
        .on('idempotency_keys')
        .columns(['user_id', 'shop_id', 'key'])
        .unique()
        .execute();
      await db.schema.createIndex('idempotency_keys_expires').on('idempotency_keys').column('expires_at').execute();
    },
  },
  // Issue 28 item 6: a job's file may be too large for a text column (the shop's whole data as a
  // ZIP): it then lives in the object store (object_key) or, without one, as base64 (encoding).
  '20261220_job_file_objects': {
    async up(db: MigrationDb) {
      await db.schema.alterTable('job_files').addColumn('object_key', 'varchar(300)').execute();
      await db.schema.alterTable('job_files').addColumn('encoding', 'varchar(10)').execute();
    },
  },
};
