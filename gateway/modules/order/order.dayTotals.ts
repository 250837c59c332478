/**
 * Sales per shop and shop-local day, every source together (issue 26 item 6): the overview
 * reads 60 days of 20 shops, which in order_daily_totals are ~11 rows a day (one per
 * referring site), so it scanned 13,000 rows a call; here it is one row a day. Kept by triggers
 * on order_daily_totals itself (each of its row changes moves the day's sums by the
 * difference), so every write that moves the rollups (order writes, deletes, a time zone
 * rebuild, shop clean-up) moves these in the same transaction.
 */
import { sql } from 'kysely';
import { runForDialect } from '../../db/dialect';
import type { MigrationDb } from '../../db/migrationDb';
import type { Db } from '../../db';
import { countStatuses } from './order.counts';
import { rebuildDailyTotals, recountDailyTotals } from './order.rollups';

export interface OrderDayTotalsTable {
  shop_id: string;
  /** YYYY-MM-DD at the shop's offset, as in order_daily_totals. */
  day: string;
  orders: number;
  sales: number;
}

declare module '../../db/schema' {
  interface Database {
    order_day_totals: OrderDayTotalsTable;
  }
}

const sqliteAdd = (row: 'NEW' | 'OLD', sign: '+' | '-') =>
  `INSERT INTO order_day_totals (shop_id, day, orders, sales) VALUES (${row}.shop_id, ${row}.day, ${sign}${row}.orders, ${sign}${row}.sales)
   ON CONFLICT (shop_id, day) DO UPDATE SET orders = orders + excluded.orders, sales = sales + excluded.sales;`;
const DROP_EMPTY = (row: 'NEW' | 'OLD') =>
  `DELETE FROM order_day_totals WHERE shop_id = ${row}.shop_id AND day = ${row}.day AND orders <= 0;`;

const SQLITE_TRIGGERS = [
  `CREATE TRIGGER order_day_totals_insert AFTER INSERT ON order_daily_totals BEGIN ${sqliteAdd('NEW', '+')} END`,
  `CREATE TRIGGER order_day_totals_update AFTER UPDATE ON order_daily_totals BEGIN
     ${sqliteAdd('OLD', '-')} ${sqliteAdd('NEW', '+')} ${DROP_EMPTY('OLD')}
   END`,
  `CREATE TRIGGER order_day_totals_delete AFTER DELETE ON order_daily_totals BEGIN
     ${sqliteAdd('OLD', '-')} ${DROP_EMPTY('OLD')}
   END`,
];

const pgAdd = (row: 'NEW' | 'OLD', sign: '+' | '-') =>
  `INSERT INTO order_day_totals (shop_id, day, orders, sales) VALUES (${row}.shop_id, ${row}.day, ${sign}${row}.orders, ${sign}${row}.sales)
   ON CONFLICT (shop_id, day) DO UPDATE SET orders = order_day_totals.orders + excluded.orders,
     sales = order_day_totals.sales + excluded.sales;`;

const POSTGRES_TRIGGERS = [
  `CREATE FUNCTION order_day_totals() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP IN ('UPDATE', 'DELETE') THEN
       ${pgAdd('OLD', '-')}
     END IF;
     IF TG_OP IN ('UPDATE', 'INSERT') THEN
       ${pgAdd('NEW', '+')}
     END IF;
     IF TG_OP IN ('UPDATE', 'DELETE') THEN
       ${DROP_EMPTY('OLD')}
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER order_day_totals AFTER INSERT OR DELETE OR UPDATE ON order_daily_totals
   FOR EACH ROW EXECUTE FUNCTION order_day_totals()`,
];

/** Every shop's day sums from its rollup rows (the table empty before). */
const SUM_DAYS = `INSERT INTO order_day_totals (shop_id, day, orders, sales)
  SELECT shop_id, day, sum(orders), sum(sales) FROM order_daily_totals GROUP BY shop_id, day
  HAVING sum(orders) > 0`;

export const orderDayTotalMigrations = {
  '20261231_order_day_totals': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('order_day_totals')
        .addColumn('shop_id', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sales', 'double precision', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('order_day_totals_pk', ['shop_id', 'day'])
        .execute();
      await sql.raw(SUM_DAYS).execute(db);
      await runForDialect(db, { sqlite: SQLITE_TRIGGERS, postgres: POSTGRES_TRIGGERS });
    },
  },
};

/** What the day rows would hold, counted again from the orders (tests, the benchmark's check). */
export async function recountDayTotals(db: Db, shopId: string): Promise<OrderDayTotalsTable[]> {
  const days = new Map<string, OrderDayTotalsTable>();
  for (const r of await recountDailyTotals(db, shopId)) {
    const day = days.get(r.day) ?? { shop_id: shopId, day: r.day, orders: 0, sales: 0 };
    day.orders += Number(r.orders);
    day.sales += Number(r.sales);
    days.set(r.day, day);
  }
  return [...days.values()];
}

/**
 * Every maintained total counted again from the orders: status counters, daily rollups and day
 * sums, for every shop. For a bulk load that ran with the triggers off (PostgreSQL's
 * `session_replication_role = replica`: tests/gateway/dataCopy.ts, tests/perf/platform.bench.ts) and for repairs. Correct with the
 * triggers on or off: the day sums are emptied and summed last, after whatever the rollups'
 * triggers did to them. Run it in one transaction to keep readers from seeing a half.
 */
export async function rebuildOrderTotals(db: Db): Promise<void> {
  await db.deleteFrom('order_status_counts').execute();
  await countStatuses(db);
  await rebuildDailyTotals(db);
  await db.deleteFrom('order_day_totals').execute();
  await sql.raw(SUM_DAYS).execute(db);
}
