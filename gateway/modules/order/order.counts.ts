/**
 * Order list status counts from maintained counters, not COUNT(*) over the shop's orders:
 * one row per shop and status of its completed (non-abandoned) orders, kept by database
 * triggers on the orders table, so every write (API, seed, import, bulk status, delete,
 * shop clean-up) moves the counters in its own transaction and none can forget to.
 */
import { runForDialect } from '../../db/dialect';
import type { MigrationDb } from '../../db/migrationDb';
import type { Db } from '../../db';

export interface OrderStatusCountTable {
  shop_id: string;
  status: string;
  n: number;
}

declare module '../../db/schema' {
  interface Database {
    order_status_counts: OrderStatusCountTable;
  }
}

const SQLITE_TRIGGERS = [
  `CREATE TRIGGER orders_status_count_insert AFTER INSERT ON orders WHEN NEW.abandoned = 0 BEGIN
     INSERT INTO order_status_counts (shop_id, status, n) VALUES (NEW.shop_id, NEW.status, 1)
     ON CONFLICT (shop_id, status) DO UPDATE SET n = n + 1;
   END`,
  `CREATE TRIGGER orders_status_count_delete AFTER DELETE ON orders WHEN OLD.abandoned = 0 BEGIN
     UPDATE order_status_counts SET n = n - 1 WHERE shop_id = OLD.shop_id AND status = OLD.status;
   END`,
  `CREATE TRIGGER orders_status_count_update AFTER UPDATE OF status, abandoned ON orders
   WHEN OLD.status IS NOT NEW.status OR OLD.abandoned IS NOT NEW.abandoned BEGIN
     UPDATE order_status_counts SET n = n - 1 WHERE OLD.abandoned = 0 AND shop_id = OLD.shop_id AND status = OLD.status;
     INSERT INTO order_status_counts (shop_id, status, n) SELECT NEW.shop_id, NEW.status, 1 WHERE NEW.abandoned = 0
     ON CONFLICT (shop_id, status) DO UPDATE SET n = n + 1;
   END`,
];

const POSTGRES_TRIGGERS = [
  `CREATE FUNCTION orders_status_count() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.abandoned = NEW.abandoned THEN RETURN NULL; END IF;
     IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.abandoned = 0 THEN
       UPDATE order_status_counts SET n = n - 1 WHERE shop_id = OLD.shop_id AND status = OLD.status;
     END IF;
     IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.abandoned = 0 THEN
       INSERT INTO order_status_counts (shop_id, status, n) VALUES (NEW.shop_id, NEW.status, 1)
       ON CONFLICT (shop_id, status) DO UPDATE SET n = order_status_counts.n + 1;
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER orders_status_count AFTER INSERT OR DELETE OR UPDATE OF status, abandoned ON orders
   FOR EACH ROW EXECUTE FUNCTION orders_status_count()`,
];

/** Every shop's status counters counted from its orders (the table empty before): the backfill and rebuildOrderTotals. */
export async function countStatuses(db: MigrationDb): Promise<void> {
  await db
    .insertInto('order_status_counts')
    .columns(['shop_id', 'status', 'n'])
    .expression((eb) =>
      eb
        .selectFrom('orders')
        .select(['shop_id', 'status', eb.fn.countAll().as('n')])
        .where('abandoned', '=', 0)
        .groupBy(['shop_id', 'status']),
    )
    .execute();
}

export const orderCountMigrations = {
  '20261123_order_status_counts': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('order_status_counts')
        .addColumn('shop_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('order_status_counts_pk', ['shop_id', 'status'])
        .execute();
      await countStatuses(db);
      await runForDialect(db, { sqlite: SQLITE_TRIGGERS, postgres: POSTGRES_TRIGGERS });
    },
  },
};

/** `{ all, processing, fulfillment, cancel, refund }` of the shop's completed orders, from the counters. */
export async function statusCounts(db: Db, shopId: string): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('order_status_counts')
    .select(['status', 'n'])
    .where('shop_id', '=', shopId)
    .execute();
  const counts: Record<string, number> = { all: 0 };
  for (const { status, n } of rows) {
    counts[status] = Number(n);
    counts.all += Number(n);
  }
  return counts;
}
