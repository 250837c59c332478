/**
 * `npx tsx tests/perf/ordersList.bench.ts`: the order list on a shop with 100,000 orders.
 *
 * A fresh database (SQLite in a temp dir, or PostgreSQL when DATABASE_URL names an empty
 * database), one shop, 1,000 customers and 100,000 orders over a year bulk-inserted. For
 * page 1, limit 20, without and with filters (status, payment status, date range, search,
 * all together), it measures requests per second:
 *   - through the gateway: real HTTP on a local port, bearer token, 8 concurrent clients;
 *   - direct SQL: the same two queries (count + page) the gateway runs, with no HTTP.
 * Prints a table and the ratio. Asserts nothing.
 */
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { listOrderRows } from '../../gateway/modules/order/order.query';
import { benchGateway, benchOrders, PORTLAND } from './benchSeed';
import { OrderListQuery } from '../../resources/order/order.schema';

const ORDERS = Number(process.env.ORDERS ?? 100_000);
const CUSTOMERS = 1000;
const SECONDS = Number(process.env.SECONDS ?? 3);
const CONCURRENCY = 8;
const DAY_MS = 86_400_000;

const { dir, db, kind, app, base, token, shop } = await benchGateway('orders-bench-', PORTLAND);

const started = Date.now();
const now = Date.now();
await benchOrders(db, shop.id, { orders: ORDERS, customers: CUSTOMERS, now });
// PostgreSQL's autovacuum would have vacuumed and analysed a table this size (visibility map for index-only counts); do it now.
if (kind === 'postgres') await sql`VACUUM ANALYZE`.execute(db);
console.log(
  `${kind}: ${ORDERS.toLocaleString('en-US')} orders and ${CUSTOMERS} customers inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const day = (ago: number) => new Date(now - ago * DAY_MS).toISOString().slice(0, 10);
const scenarios: [string, Record<string, string>][] = [
  ['no filter', {}],
  ['status=fulfillment', { status: 'fulfillment' }],
  ['payment_status=unpaid', { payment_status: 'unpaid' }],
  ['last 30 days', { from: day(30), to: day(0) }],
  ['search "nguyen"', { q: 'nguyen' }],
  ['search "#99999"', { q: '#99999' }],
  ['status+payment+30 days', { status: 'fulfillment', payment_status: 'paid', from: day(30), to: day(0) }],
  ['sort total asc, page 50', { sort: 'total', order: 'asc', page: '50' }],
];

async function rate(run: () => Promise<unknown>): Promise<number> {
  await run();
  let count = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        await run();
        count++;
      }
    }),
  );
  return count / SECONDS;
}

const table: string[][] = [['scenario', 'total', 'gateway req/s', 'direct SQL q/s', 'ratio']];
for (const [name, query] of scenarios) {
  const url = `${base}/order/api/${shop.id}?${new URLSearchParams({ limit: '20', ...query })}`;
  const check = (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { total: number; orders: unknown[] };
  };
  const gateway = await rate(async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
  });
  const parsed = OrderListQuery.parse({ limit: 20, ...query });
  const direct = await rate(() => listOrderRows(db, shop.id, parsed, 'UTC-08:00'));
  table.push([name, String(check.data.total), gateway.toFixed(0), direct.toFixed(0), (gateway / direct).toFixed(2)]);
}

const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
for (const row of table)
  console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
console.log(
  `(page 1 unless said, limit 20; ${CONCURRENCY} concurrent clients, ${SECONDS} s each; ratio = gateway / direct)`,
);

await app.close();
await db.destroy();
rmSync(dir, { recursive: true, force: true });
