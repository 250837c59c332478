/**
 * Issue 30 item 3: every hot query on an index. The gateway serves the main resources' reads
 * (lists with their sorts, tabs and search, get by id, tags, counts, the analysis, the
 * several-shops overview) while a plugin records every SELECT it sends; each is then planned
 * again by the database itself:
 *   - PostgreSQL: `EXPLAIN` with sequential scans priced out (`enable_seqscan = off`), so the
 *     planner takes any index that can serve the query; a `Seq Scan` left on a shop table, or an
 *     index walked with no condition, means none can: the query would read every row of every
 *     shop at size.
 *   - SQLite: `EXPLAIN QUERY PLAN`; a `SCAN` of a shop table (its rows or a whole index) is the same;
 *     search by q reads the FTS5 trigram index (`<table>_search_fts`, gateway/db/trigramIndex.ts).
 * A shop table is one with a `shop_id` column. The data set is small (the plans, not the times,
 * are checked); `tests/perf` times the same queries at size.
 */
import {
  CompiledQuery,
  createQueryId,
  PostgresQueryCompiler,
  SqliteQueryCompiler,
  sql,
  type KyselyPlugin,
  type RootOperationNode,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Db } from '../../gateway/db';
import { modules } from '../../gateway/modules';
import { buildApp } from '../../gateway/server';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { reviewContract as reviewRoutes } from '../../resources/review/review.contract';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { customerContract as customerRoutes } from '../../gateway/modules/customer/customer.module';
import { Gateway, openTestDatabase, testConfig, type TestDatabase } from './harness';
import { createCustomer, createOrder, merchant, type Merchant } from './orders.fixtures';

interface Captured {
  label: string;
  query: CompiledQuery;
}

let database: TestDatabase;
let gw: Gateway;
let close: () => Promise<void>;
let label = '';
const captured: Captured[] = [];

/** Records every SELECT sent while a call is labelled (the calls under test), unchanged. */
function recorder(postgres: boolean): KyselyPlugin {
  const compiler = postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler();
  return {
    transformQuery({ node }) {
      if (label) {
        const query = compiler.compileQuery(node as RootOperationNode, createQueryId());
        if (/^\s*(with|select)\b/i.test(query.sql)) captured.push({ label, query });
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db, modules);
  const recorded = database.db.withPlugin(recorder(database.kind === 'postgres')) as Db;
  const config = testConfig({ ...database.target });
  const app = await buildApp({ config, db: recorded });
  await app.ready();
  gw = new Gateway(app, recorded, database.kind, config);
  close = async () => {
    await app.close();
    await database.drop();
  };
});
afterAll(async () => close?.());

/** The tables that hold a shop's rows. */
async function shopTables(db: Db, postgres: boolean): Promise<Set<string>> {
  if (postgres) {
    const { rows } = await sql<{ table_name: string }>`
      SELECT table_name FROM information_schema.columns
      WHERE column_name = 'shop_id' AND table_schema = current_schema()`.execute(db);
    return new Set(rows.map((r) => r.table_name));
  }
  const { rows } = await sql<{ name: string }>`
    SELECT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) c
    WHERE m.type = 'table' AND c.name = 'shop_id'`.execute(db);
  return new Set(rows.map((r) => r.name));
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** Each index's first column: a condition on a later column alone still walks the whole index. */
async function leadingColumns(db: Db): Promise<Map<string, { table: string; column: string }>> {
  const { rows } = await sql<{ index: string; table: string; column: string }>`
    SELECT c.relname AS index, t.relname AS table, a.attname AS column
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]`.execute(db);
  return new Map(rows.map((r) => [r.index, { table: r.table, column: r.column }]));
}

/**
 * The tables a plan reads whole: a sequential scan, or an index walked without a condition on
 * its first column (end to end, or filtered on a later column only).
 */
function wholeReads(node: PlanNode, leading: Map<string, { table: string; column: string }>): string[] {
  const own = (() => {
    const type = node['Node Type'];
    if (type === 'Seq Scan') return node['Relation Name'];
    if (!/^(Bitmap )?Index (Only )?Scan$/.test(type)) return undefined;
    const index = leading.get(node['Index Name'] ?? '');
    if (!index) return node['Relation Name'];
    return new RegExp(`\\b${index.column}\\b`).test(node['Index Cond'] ?? '') ? undefined : index.table;
  })();
  return [...(own ? [own] : []), ...(node.Plans ?? []).flatMap((child) => wholeReads(child, leading))];
}

/** The shop tables a query would read whole. */
async function fullScans(db: Db, postgres: boolean, query: CompiledQuery, tables: Set<string>): Promise<string[]> {
  if (postgres) {
    return db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]),
      );
      const leading = await leadingColumns(trx);
      return wholeReads(rows[0]['QUERY PLAN'][0].Plan, leading).filter((t) => tables.has(t));
    });
  }
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
  );
  return rows.map((r) => /^SCAN (\w+)/.exec(r.detail)?.[1]).filter((t): t is string => !!t && tables.has(t));
}

/** Runs `call` with its queries recorded under `name`. */
async function reading(name: string, call: () => Promise<unknown>) {
  label = name;
  try {
    await call();
  } finally {
    label = '';
  }
}

describe('every hot query on an index', () => {
  it('lists, search, get, tags, counts, analysis and the overview read no shop table whole', async () => {
    const m: Merchant = await merchant(gw);
    const other = await merchant(gw, { name: 'Second shop' });
    const customer = await createCustomer(gw, m, { first_name: 'Mai', last_name: 'Tran' });
    const order = await createOrder(gw, m, { email: customer.email, tags: ['gift'] });
    await createOrder(gw, other);
    const ask = (route: Parameters<Gateway['call']>[0], query?: Record<string, string>, params = {}) =>
      gw.ok(route, { token: m.account.token, params: { shop: m.shopId, ...params }, query });

    const reads: [string, () => Promise<unknown>][] = [
      ['product list', () => ask(productRoutes.list)],
      ...(['title', 'price', 'quantity'] as const).map(
        (sort) =>
          [`product list by ${sort}`, () => ask(productRoutes.list, { sort, order: 'asc' })] as [
            string,
            () => Promise<unknown>,
          ],
      ),
      ['product search', () => ask(productRoutes.list, { q: 'stoneware' })],
      ['product by status', () => ask(productRoutes.list, { status: 'active' })],
      ['product get', () => ask(productRoutes.get, undefined, { product_id: m.mug.id })],
      ['product tags', () => ask(productRoutes.tags)],
      ['order list', () => ask(orderRoutes.list)],
      ['order tab', () => ask(orderRoutes.list, { status: 'processing' })],
      ['order search', () => ask(orderRoutes.list, { q: customer.email.slice(0, 8) })],
      ['order by customer', () => ask(orderRoutes.list, { customer_id: customer.id })],
      ['abandoned checkouts', () => ask(orderRoutes.list, { abandoned: 'true' })],
      ['order get', () => ask(orderRoutes.get, undefined, { order_id: order.id })],
      ['order tags', () => ask(orderRoutes.tags)],
      ['customer list', () => ask(customerRoutes.list)],
      ['customer search', () => ask(customerRoutes.list, { q: 'tran' })],
      ['customer get', () => ask(customerRoutes.get, undefined, { customer_id: customer.id })],
      ['review list', () => ask(reviewRoutes.list)],
      [
        'analysis',
        () =>
          gw.ok(orderRoutes.analysis, {
            token: m.account.token,
            params: { shop: m.shopId },
            query: { from: '2026-01-01', to: '2026-12-31', interval: 'month' },
            body: {},
          }),
      ],
      ['overview', () => gw.ok(shopRoutes.overview, { token: m.account.token })],
    ];
    for (const [name, call] of reads) await reading(name, call);

    const postgres = database.kind === 'postgres';
    const tables = await shopTables(database.db, postgres);
    expect(tables.has('orders') && tables.has('products')).toBe(true);
    const labels = new Set(captured.map((c) => c.label));
    expect(reads.filter(([name]) => !labels.has(name)).map(([name]) => name)).toEqual([]);

    const found: string[] = [];
    for (const { label: name, query } of captured) {
      const scans = await fullScans(database.db, postgres, query, tables);
      if (scans.length) found.push(`${name}: ${scans.join(', ')} <- ${query.sql.slice(0, 300)}`);
    }
    expect(captured.length).toBeGreaterThan(reads.length);
    expect(found).toEqual([]);
  });

  it("the analysis reads a range's rollups from the covering index, not from the table's pages", async () => {
    const queries = captured.filter((c) => c.label === 'analysis' && /order_daily_totals/.test(c.query.sql));
    expect(queries.length).toBeGreaterThan(0);
    const postgres = database.kind === 'postgres';
    // PostgreSQL answers from an index alone where the visibility map says the pages are settled.
    if (postgres) await sql`VACUUM order_daily_totals`.execute(database.db);
    for (const { query } of queries) {
      const plan = postgres
        ? await database.db.transaction().execute(async (trx) => {
            await sql`SET LOCAL enable_seqscan = off`.execute(trx);
            const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
              CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]),
            );
            return rows.map((r) => r['QUERY PLAN']).join('\n');
          })
        : (
            await database.db.executeQuery<{ detail: string }>(
              CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
            )
          ).rows
            .map((r) => r.detail)
            .join('\n');
      expect(plan).toMatch(
        postgres
          ? /Index Only Scan using order_daily_totals_cover/
          : /SEARCH order_daily_totals USING COVERING INDEX order_daily_totals_cover/,
      );
    }
  });

  it('the check can fail: a filter on no indexed column reads the table whole', async () => {
    const postgres = database.kind === 'postgres';
    const tables = await shopTables(database.db, postgres);
    const query = database.db.selectFrom('orders').select('id').where('total', '>', 0).compile();
    expect(await fullScans(database.db, postgres, query, tables)).toEqual(['orders']);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    "SQLite: search by q reads each searched table's FTS5 trigram index, not the shop's rows",
    async () => {
      for (const [name, table] of [
        ['order search', 'orders'],
        ['product search', 'products'],
        ['customer search', 'customers'],
      ]) {
        const plans: string[] = [];
        for (const { query } of captured.filter((c) => c.label === name && /\bmatch\b/i.test(c.query.sql))) {
          const { rows } = await database.db.executeQuery<{ detail: string }>(
            CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
          );
          plans.push(rows.map((r) => r.detail).join(' | '));
        }
        expect(plans.length, name).toBeGreaterThan(0);
        for (const plan of plans) expect(plan, name).toContain(`SCAN ${table}_search_fts VIRTUAL TABLE INDEX`);
      }
    },
  );

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    "PostgreSQL: search by q reads a trigram index on each searched table's key, not the shop's rows",
    async () => {
      const { rows: indexes } = await sql<{ table: string; def: string }>`
        SELECT tablename AS table, indexdef AS def FROM pg_indexes
        WHERE indexdef LIKE '%gin_trgm_ops%' AND schemaname = current_schema()`.execute(database.db);
      // The main lists' searches have one scoped by shop as well (reads only the shop's trigrams).
      const scoped = indexes.filter((r) => /USING gin \(shop_id, search gin_trgm_ops\)/.test(r.def));
      expect(scoped.map((r) => r.table).sort()).toEqual(['customers', 'orders', 'products']);
      expect(
        indexes
          .filter((r) => !scoped.includes(r))
          .map((r) => r.table)
          .sort(),
      ).toEqual(['customers', 'draft_orders', 'orders', 'products', 'reviews']);

      // A shop with thousands of products, so the planner weighs the two indexes on their merits.
      const search = captured.find((c) => c.label === 'product search')!;
      const [shopId] = search.query.parameters.filter((p) => typeof p === 'string' && /^[0-9a-f]{24}$/.test(p));
      const { rows: columns } = await sql<{ name: string }>`
        SELECT column_name AS name FROM information_schema.columns
        WHERE table_name = 'products' AND table_schema = current_schema()`.execute(database.db);
      const filled: Record<string, string> = {
        id: `substr(md5(g::text || p.id), 1, 24)`,
        handle: `p.handle || '-' || g`,
        title: `'Filler ' || g`,
        search: `'filler item ' || g`,
      };
      const list = columns.map((c) => c.name);
      await sql
        .raw(
          `INSERT INTO products (${list.join(', ')})
           SELECT ${list.map((c) => filled[c] ?? `p.${c}`).join(', ')}
           FROM products p, generate_series(1, 30000) g WHERE p.shop_id = '${shopId}' AND p.title = 'Stoneware Mug'`,
        )
        .execute(database.db);
      await sql`ANALYZE products`.execute(database.db);
      const { rows } = await database.db.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`EXPLAIN ${search.query.sql}`, [...search.query.parameters]),
      );
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/products_(shop_)?search_trgm/);
    },
  );

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    "PostgreSQL: one shop's search among many shops reads the shop's trigram entries, not every shop's",
    async () => {
      const search = captured.find((c) => c.label === 'order search')!;
      const [shopId] = search.query.parameters.filter((p) => typeof p === 'string' && /^[0-9a-f]{24}$/.test(p));
      // The shop's 10,000 orders among 400 shops' 100,000, every e-mail at one domain: its trigrams are in every row.
      const { rows: columns } = await sql<{ name: string }>`
        SELECT column_name AS name FROM information_schema.columns
        WHERE table_name = 'orders' AND table_schema = current_schema()`.execute(database.db);
      const filled: Record<string, string> = {
        id: `substr(md5(g::text || o.id), 1, 24)`,
        shop_id: `CASE WHEN g <= 10000 THEN o.shop_id ELSE 'shop' || (g % 400) END`,
        number: `NULL`,
        email: `'customer' || g || '@example.com'`,
        search: `'customer' || g || '@example.com ' || g`,
      };
      const list = columns.map((c) => c.name);
      // Filler rows: the tables' triggers (counters, rollups) are not what this test is about.
      await database.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL session_replication_role = replica`.execute(trx);
        await sql
          .raw(
            `INSERT INTO orders (${list.join(', ')})
             SELECT ${list.map((c) => filled[c] ?? `o.${c}`).join(', ')}
             FROM (SELECT * FROM orders WHERE shop_id = '${shopId}' LIMIT 1) o, generate_series(1, 100000) g`,
          )
          .execute(trx);
      });
      await sql`ANALYZE orders`.execute(database.db);
      const { rows } = await database.db.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(
          `EXPLAIN SELECT count(*) FROM orders WHERE shop_id = $1 AND search LIKE '%customer77@example.com%'`,
          [shopId],
        ),
      );
      expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('orders_shop_search_trgm');
    },
  );
});
