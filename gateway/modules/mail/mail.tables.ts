/** The mail module's tables: edited email templates, and what templates added to the outbox. */
import type { Generated } from 'kysely';
import type { MigrationDb } from '../../db/migrationDb';

/** One shop's edited template of a slug in one language (absent: the default). */
export interface EmailTemplateTable {
  id: string;
  shop_id: string;
  slug: string;
  language: string;
  subject: string;
  html: string;
  text: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    email_templates: EmailTemplateTable;
  }
  interface OutboxTable {
    /** The HTML part (templated mails). */
    html: Generated<string | null>;
    /** kept | queued | sent | failed */
    status: Generated<string>;
    /** Why it failed (app.mail.<code>); never the server's words. */
    error_code: Generated<string | null>;
  }
}

export const mailMigrations = {
  '20261123_mail_templates': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('email_templates')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('shop_id', 'varchar(32)', (c) => c.notNull())
        .addColumn('slug', 'varchar(60)', (c) => c.notNull())
        .addColumn('language', 'varchar(8)', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('html', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .addUniqueConstraint('email_templates_shop_slug_language', ['shop_id', 'slug', 'language'])
        .execute();
      await db.schema.alterTable('outbox').addColumn('html', 'text').execute();
      await db.schema
        .alterTable('outbox')
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('kept'))
        .execute();
      await db.schema.alterTable('outbox').addColumn('error_code', 'varchar(60)').execute();
    },
  },
};
