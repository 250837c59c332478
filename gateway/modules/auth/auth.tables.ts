/**
 * The auth module's table (issue 29): single-use tokens mailed to an account, a password
 * reset or an e-mail confirmation. Only the SHA-256 of a token is kept; a token is used
 * once, expires, and a new mail of the same purpose replaces the older tokens.
 */
import type { MigrationDb } from '../../db/migrationDb';

export interface AccountTokenTable {
  id: string;
  user_id: string;
  /** reset | verify */
  purpose: string;
  token_hash: string;
  /** The address the mail went to (a confirmation confirms that address only). */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/**
 * A user's authenticator secret (issue 29), AES-256-GCM sealed (gateway/lib/sealing.ts).
 * enabled_at null: made by setup, waiting for its first code. last_step: the time step of
 * the last code accepted, so a code signs in once.
 */
export interface TwoFactorTable {
  user_id: string;
  secret_sealed: string;
  enabled_at: string | null;
  last_step: number | null;
  created_at: string;
}

/** A recovery code, only its SHA-256 kept; used_at set the one time it is used. */
export interface RecoveryCodeTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: string | null;
}

/** A sign-in whose password was right, waiting for its code: the challenge token's SHA-256, five minutes, once. */
export interface TwoFactorChallengeTable {
  id: string;
  user_id: string;
  token_hash: string;
  /** The address signed in with: the code step's lock-out and rate limits count on it. */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

declare module '../../db/schema' {
  interface Database {
    account_tokens: AccountTokenTable;
    two_factor: TwoFactorTable;
    two_factor_recovery_codes: RecoveryCodeTable;
    two_factor_challenges: TwoFactorChallengeTable;
  }
}

export const authMigrations = {
  '20261201_auth_account_tokens': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('account_tokens')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('purpose', 'varchar(10)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('email', 'varchar(320)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(30)')
        .execute();
      await db.schema.createIndex('account_tokens_user').on('account_tokens').columns(['user_id', 'purpose']).execute();
    },
  },
  '20261210_auth_two_factor': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('two_factor')
        .addColumn('user_id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('secret_sealed', 'varchar(200)', (c) => c.notNull())
        .addColumn('enabled_at', 'varchar(30)')
        .addColumn('last_step', 'integer')
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('two_factor_recovery_codes')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(30)')
        .execute();
      await db.schema
        .createIndex('two_factor_recovery_codes_user')
        .on('two_factor_recovery_codes')
        .columns(['user_id', 'code_hash'])
        .execute();
      await db.schema
        .createTable('two_factor_challenges')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('user_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('email', 'varchar(320)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
        .addColumn('used_at', 'varchar(30)')
        .execute();
    },
  },
};
