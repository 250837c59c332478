/**
 * Daily sales rollups (issue 30 item 2): per shop, shop-local day and referring site, the
 * orders, sales and items that analytics counts (completed orders neither cancelled nor
 * refunded), so a report reads one row per day instead of every order. Kept by database
 * triggers like the status counters (order.counts.ts): every write of an order (API, seed,
 * import, bulk status, delete, shop clean-up) moves them in its own transaction. The day is
 * the order's date at the shop's UTC offset (SPEC §3 zones are fixed offsets); a change of
 * the shop's time zone rebuilds the shop's rows in the same transaction.
 */
import { sql } from 'kysely';
import { isPostgres, runForDialect } from '../../db/dialect';
import type { MigrationDb } from '../../db/migrationDb';
import type { Db } from '../../db';

export interface OrderDailyTotalsTable {
  shop_id: string;
  /** YYYY-MM-DD at the shop's offset. */
  day: string;
  /** The orders' referring_site as stored ('' for none): the traffic source is named from it when read. */
  source: string;
  orders: number;
  sales: number;
  items: number;
}

declare module '../../db/schema' {
  interface Database {
    order_daily_totals: OrderDailyTotalsTable;
  }
}

const COUNTED = (row: 'NEW' | 'OLD') => `${row}.abandoned = 0 AND ${row}.status NOT IN ('cancel', 'refund')`;

/** SQLite: the '+330 minutes' modifier of a 'UTC+05:30' zone (timezoneOffsetMinutes: anything else is 0). */
const SQLITE_SHIFT = (tz: string) =>
  `(CASE WHEN ${tz} GLOB 'UTC[+-][0-9][0-9]:[0-9][0-9]' THEN substr(${tz}, 4, 1) || ` +
  `(CAST(substr(${tz}, 5, 2) AS INTEGER) * 60 + CAST(substr(${tz}, 8, 2) AS INTEGER)) ELSE '+0' END) || ' minutes'`;
const SQLITE_DAY = (row: 'NEW' | 'OLD') =>
  `strftime('%Y-%m-%d', ${row}.created_at, (SELECT ${SQLITE_SHIFT('timezone')} FROM shops WHERE id = ${row}.shop_id))`;
const SOURCE = (row: string) => `substr(coalesce(${row}.referring_site, ''), 1, 255)`;

const sqliteAdd = (row: 'NEW' | 'OLD') =>
  `INSERT INTO order_daily_totals (shop_id, day, source, orders, sales, items)
     SELECT ${row}.shop_id, ${SQLITE_DAY(row)}, ${SOURCE(row)}, 1, coalesce(${row}.total, 0), coalesce(${row}.item_count, 0)
     WHERE ${COUNTED(row)}
   ON CONFLICT (shop_id, day, source) DO UPDATE SET
     orders = orders + 1, sales = sales + excluded.sales, items = items + excluded.items;`;
const sqliteRemove = (row: 'NEW' | 'OLD') =>
  `UPDATE order_daily_totals SET orders = orders - 1, sales = sales - coalesce(${row}.total, 0),
     items = items - coalesce(${row}.item_count, 0)
   WHERE ${COUNTED(row)} AND shop_id = ${row}.shop_id AND day = ${SQLITE_DAY(row)} AND source = ${SOURCE(row)};
   DELETE FROM order_daily_totals WHERE shop_id = ${row}.shop_id AND orders <= 0;`;

/** The rollup rows counted from the orders: a SELECT's head (before an extra filter) and tail. */
function countedRows(postgres: boolean) {
  const day = postgres
    ? 'order_local_day(o.created_at, s.timezone)'
    : `strftime('%Y-%m-%d', o.created_at, ${SQLITE_SHIFT('s.timezone')})`;
  return {
    head: `SELECT o.shop_id, ${day} AS day, ${SOURCE('o')} AS source, count(*) AS orders,
       sum(coalesce(o.total, 0)) AS sales, sum(coalesce(o.item_count, 0)) AS items
     FROM orders o JOIN shops s ON s.id = o.shop_id
     WHERE o.abandoned = 0 AND o.status NOT IN ('cancel', 'refund')`,
    tail: postgres ? 'GROUP BY o.shop_id, 2, 3' : 'GROUP BY o.shop_id, day, source',
  };
}

/** The shop's rows again from its orders (migration backfill, time zone change). */
const rebuild = (postgres: boolean, shopFilter: string) => {
  const { head, tail } = countedRows(postgres);
  return `INSERT INTO order_daily_totals (shop_id, day, source, orders, sales, items) ${head} ${shopFilter} ${tail}`;
};
const sqliteRebuild = (shopFilter: string) => `${rebuild(false, shopFilter)};`;
const pgRebuild = (shopFilter: string) => rebuild(true, shopFilter);

const WATCHED = 'status, abandoned, total, item_count, created_at, referring_site';

const SQLITE_TRIGGERS = [
  `CREATE TRIGGER orders_daily_insert AFTER INSERT ON orders WHEN ${COUNTED('NEW')} BEGIN ${sqliteAdd('NEW')} END`,
  `CREATE TRIGGER orders_daily_delete AFTER DELETE ON orders WHEN ${COUNTED('OLD')} BEGIN ${sqliteRemove('OLD')} END`,
  `CREATE TRIGGER orders_daily_update AFTER UPDATE OF ${WATCHED} ON orders BEGIN
     ${sqliteRemove('OLD')}
     ${sqliteAdd('NEW')}
   END`,
  `CREATE TRIGGER shops_daily_timezone AFTER UPDATE OF timezone ON shops WHEN OLD.timezone IS NOT NEW.timezone BEGIN
     DELETE FROM order_daily_totals WHERE shop_id = NEW.id;
     ${sqliteRebuild('AND o.shop_id = NEW.id')}
   END`,
];

/** PostgreSQL: the same with one function for the local day. */
const PG_DAY = `CREATE FUNCTION order_local_day(created_at text, tz text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(created_at::timestamptz AT TIME ZONE 'UTC' + make_interval(mins =>
    CASE WHEN tz ~ '^UTC[+-][0-9]{2}:[0-9]{2}$'
      THEN (CASE substr(tz, 4, 1) WHEN '-' THEN -1 ELSE 1 END) * (substr(tz, 5, 2)::int * 60 + substr(tz, 8, 2)::int)
      ELSE 0 END), 'YYYY-MM-DD')
$$`;

const POSTGRES_TRIGGERS = [
  PG_DAY,
  `CREATE FUNCTION orders_daily() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE tz text;
   BEGIN
     IF TG_OP IN ('UPDATE', 'DELETE') AND ${COUNTED('OLD')} THEN
       SELECT timezone INTO tz FROM shops WHERE id = OLD.shop_id;
       UPDATE order_daily_totals SET orders = orders - 1, sales = sales - coalesce(OLD.total, 0),
         items = items - coalesce(OLD.item_count, 0)
       WHERE shop_id = OLD.shop_id AND day = order_local_day(OLD.created_at, tz) AND source = ${SOURCE('OLD')};
       DELETE FROM order_daily_totals WHERE shop_id = OLD.shop_id AND orders <= 0;
     END IF;
     IF TG_OP IN ('UPDATE', 'INSERT') AND ${COUNTED('NEW')} THEN
       SELECT timezone INTO tz FROM shops WHERE id = NEW.shop_id;
       INSERT INTO order_daily_totals (shop_id, day, source, orders, sales, items)
       VALUES (NEW.shop_id, order_local_day(NEW.created_at, tz), ${SOURCE('NEW')}, 1,
         coalesce(NEW.total, 0), coalesce(NEW.item_count, 0))
       ON CONFLICT (shop_id, day, source) DO UPDATE SET orders = order_daily_totals.orders + 1,
         sales = order_daily_totals.sales + excluded.sales, items = order_daily_totals.items + excluded.items;
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER orders_daily AFTER INSERT OR DELETE OR UPDATE OF ${WATCHED} ON orders
   FOR EACH ROW EXECUTE FUNCTION orders_daily()`,
  `CREATE FUNCTION shops_daily_timezone() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF OLD.timezone IS DISTINCT FROM NEW.timezone THEN
       DELETE FROM order_daily_totals WHERE shop_id = NEW.id;
       ${pgRebuild('AND o.shop_id = NEW.id')};
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE TRIGGER shops_daily_timezone AFTER UPDATE OF timezone ON shops
   FOR EACH ROW EXECUTE FUNCTION shops_daily_timezone()`,
];

export const orderRollupMigrations = {
  '20261227_order_daily_totals': {
    async up(db: MigrationDb) {
      await db.schema
        .createTable('order_daily_totals')
        .addColumn('shop_id', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('orders', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sales', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('items', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('order_daily_totals_pk', ['shop_id', 'day', 'source'])
        .execute();
      await runForDialect(db, { sqlite: SQLITE_TRIGGERS, postgres: POSTGRES_TRIGGERS });
      await sql.raw(isPostgres(db) ? pgRebuild('') : sqliteRebuild('')).execute(db);
    },
  },
  // Issue 30: a shop's rollup rows are written day after day among every other shop's, so two
  // years of them (9,500 rows) lay on 9,000 table pages at 10M orders; the report read each page
  // (33 ms a period). An index holding the figures answers the range from its own pages.
  '20270101_order_daily_totals_cover': {
    async up(db: MigrationDb) {
      await runForDialect(db, {
        sqlite: [
          'CREATE INDEX order_daily_totals_cover ON order_daily_totals (shop_id, day, source, orders, sales, items)',
        ],
        postgres: [
          'CREATE INDEX order_daily_totals_cover ON order_daily_totals (shop_id, day) INCLUDE (source, orders, sales, items)',
        ],
      });
    },
  },
};

/** The rows of a range of local days (YYYY-MM-DD, inclusive), per day and source. */
export function dailyTotals(db: Db, shopId: string, from: string, to: string) {
  return db
    .selectFrom('order_daily_totals')
    .where('shop_id', '=', shopId)
    .where('day', '>=', from)
    .where('day', '<=', to);
}

/** Every shop's rollup rows counted again from the orders, written after the table is emptied (rebuildOrderTotals). */
export async function rebuildDailyTotals(db: Db): Promise<void> {
  await db.deleteFrom('order_daily_totals').execute();
  await sql.raw(isPostgres(db) ? pgRebuild('') : sqliteRebuild('')).execute(db);
}

/** What the rollups would hold, counted again from the orders (tests, the crash drills). */
export async function recountDailyTotals(db: Db, shopId: string): Promise<OrderDailyTotalsTable[]> {
  const { head, tail } = countedRows(isPostgres(db));
  const { rows } =
    await sql<OrderDailyTotalsTable>`${sql.raw(head)} AND o.shop_id = ${shopId} ${sql.raw(tail)}`.execute(db);
  return rows;
}
