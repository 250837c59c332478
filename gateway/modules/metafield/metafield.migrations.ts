/** The metafield tables' migration (by name: databases have run it); the definitions' columns are the declared fields'. */
import type { GatewayModule } from '../../lib/module';
import type { MigrationDb } from '../../db/migrationDb';

export const metafieldMigrations: GatewayModule['migrations'] = {
  '20261123_metafield_tables': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('metafield_definitions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('shop_id', 'text', (c) => c.notNull())
        .addColumn('owner_type', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('validation', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('metafield_definitions_key')
        .on('metafield_definitions')
        .columns(['shop_id', 'owner_type', 'key'])
        .unique()
        .execute();
      await db.schema
        .createTable('metafield_values')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('shop_id', 'text', (c) => c.notNull())
        .addColumn('owner_type', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'text', (c) => c.notNull())
        .addColumn('definition_id', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('metafield_values_owner')
        .on('metafield_values')
        .columns(['shop_id', 'owner_type', 'owner_id', 'definition_id'])
        .unique()
        .execute();
    },
  },
};
