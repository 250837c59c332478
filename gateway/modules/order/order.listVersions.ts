/**
 * The version of each shop's order list (issue 30 item 4): a counter that every write of the
 * shop's orders or order tags moves, kept by database triggers like the status counters
 * (order.counts.ts), so no write path can forget it. The remembered page boundaries of the list
 * (gateway/lib/pageAnchors.ts) are only used at the version they were taken at.
 */
import { runForDialect } from '../../db/dialect';
import type { MigrationDb } from '../../db/migrationDb';
import type { Db } from '../../db';

export interface OrderListVersionTable {
  shop_id: string;
  /** bigint: a string from PostgreSQL. */
  version: number | string;
}

declare module '../../db/schema' {
  interface Database {
    order_list_versions: OrderListVersionTable;
  }
}

const BUMP = (shop: string) =>
  `INSERT INTO order_list_versions (shop_id, version) VALUES (${shop}, 1)
   ON CONFLICT (shop_id) DO UPDATE SET version = order_list_versions.version + 1`;

const SQLITE_TRIGGERS = ['orders', 'order_tags'].flatMap((table) => [
  `CREATE TRIGGER ${table}_list_version_insert AFTER INSERT ON ${table} BEGIN ${BUMP('NEW.shop_id')}; END`,
  `CREATE TRIGGER ${table}_list_version_delete AFTER DELETE ON ${table} BEGIN ${BUMP('OLD.shop_id')}; END`,
  `CREATE TRIGGER ${table}_list_version_update AFTER UPDATE ON ${table} BEGIN
     ${BUMP('OLD.shop_id')};
     ${BUMP('NEW.shop_id')};
   END`,
]);

const POSTGRES_TRIGGERS = [
  `CREATE FUNCTION order_list_version() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP IN ('UPDATE', 'DELETE') THEN ${BUMP('OLD.shop_id')}; END IF;
     IF TG_OP IN ('UPDATE', 'INSERT') THEN ${BUMP('NEW.shop_id')}; END IF;
     RETURN NULL;
   END $$`,
  ...['orders', 'order_tags'].map(
    (table) => `CREATE TRIGGER ${table}_list_version AFTER INSERT OR DELETE OR UPDATE ON ${table}
     FOR EACH ROW EXECUTE FUNCTION order_list_version()`,
  ),
];

export const orderListVersionMigrations = {
  '20270101_order_list_versions': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('order_list_versions')
        .addColumn('shop_id', 'text', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await runForDialect(db, { sqlite: SQLITE_TRIGGERS, postgres: POSTGRES_TRIGGERS });
    },
  },
};

/** The shop's order list version ('0' before its first write). */
export async function orderListVersion(db: Db, shopId: string): Promise<string> {
  const row = await db
    .selectFrom('order_list_versions')
    .select('version')
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return String(row?.version ?? 0);
}
