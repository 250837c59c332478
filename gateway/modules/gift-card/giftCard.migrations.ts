/** The gift card tables' migration, by name (databases have run it): the cards and their history. */
import type { MigrationDb } from '../../db/migrationDb';

export const giftCardMigrations = {
  '20261123_gift_card_tables': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('gift_cards')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('shop_id', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('code_key', 'text', (c) => c.notNull())
        .addColumn('initial_minor', 'bigint', (c) => c.notNull())
        .addColumn('balance_minor', 'bigint', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text')
        .addColumn('customer_id', 'text')
        .addColumn('note', 'text')
        .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('gift_cards_code')
        .on('gift_cards')
        .columns(['shop_id', 'code_key'])
        .unique()
        .execute();
      await db.schema.createIndex('gift_cards_created').on('gift_cards').columns(['shop_id', 'created_at']).execute();
      await db.schema
        .createTable('gift_card_transactions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('shop_id', 'text', (c) => c.notNull())
        .addColumn('gift_card_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('amount_minor', 'bigint', (c) => c.notNull())
        .addColumn('order_id', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('gift_card_transactions_card')
        .on('gift_card_transactions')
        .columns(['shop_id', 'gift_card_id'])
        .execute();
    },
  },
};
