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

declare module '../../db/schema' {
  interface Database {
    account_tokens: AccountTokenTable;
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
};
