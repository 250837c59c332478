/**
 * `npx tsx tests/perf/analysis.bench.ts`: POST /order/api/{shop}/analysis on a shop with
 * 100,000 orders over a year (SQLite in a temp dir, or PostgreSQL when DATABASE_URL names
 * an empty database). For each SPEC §9 range and granularity it prints the answer's total
 * orders and the time of one analysis (median of 5, direct call, and through HTTP).
 * Asserts nothing.
 */
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import type { OrderTable } from '../../gateway/modules/order/order.tables';
import { newId } from '../../gateway/lib/ids';
import { orderAnalysis } from '../../gateway/modules/order/order.analysis';
import { benchGateway } from './benchSeed';
import { ANALYSIS_FIGURES } from '../../resources/order/order.analysis.schema';

const ORDERS = Number(process.env.ORDERS ?? 100_000);
const DAY_MS = 86_400_000;
const { dir, db, kind, app, base, post, token, shop } = await benchGateway('analysis-bench-', {
  address: '1 Main St',
  city: 'Hanoi',
  country_code: 'VN',
  zip_code: '100000',
  timezone: 'UTC+07:00',
});

const started = Date.now();
const now = Date.now();
const statuses = ['processing', 'fulfillment', 'fulfillment', 'fulfillment', 'cancel', 'refund'];
const sites = [
  null,
  'https://www.google.com/',
  'https://l.facebook.com/',
  'https://www.pinterest.com/pin/1',
  't.co/x',
  'https://blog.example.org/post',
];
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < ORDERS; i += 500) {
    const rows: OrderTable[] = [];
    for (let j = i; j < Math.min(ORDERS, i + 500); j++) {
      const at = new Date(now - (ORDERS - j) * ((365 * DAY_MS) / ORDERS)).toISOString();
      rows.push({
        id: `${newId().slice(0, 16)}${String(j).padStart(8, '0')}`,
        shop_id: shop.id,
        number: 1001 + j,
        prefix: null,
        suffix: null,
        customer_id: null,
        customer_name: 'Ada',
        email: null,
        items: '[]',
        item_count: 1 + (j % 3),
        subtotal: 50,
        discount: 0,
        shipping: 5,
        total: 55 + (j % 50),
        currency: 'USD',
        status: statuses[j % statuses.length],
        payment_status: 'paid',
        payment_method: 'card',
        fulfillment_status: 'unfulfilled',
        note: null,
        tags: '[]',
        shipping_address: null,
        billing_address: null,
        referring_site: sites[j % sites.length],
        abandoned: 0,
        refund_reason: null,
        paid_at: null,
        search: '',
        stock_held: 0,
        created_at: at,
        updated_at: at,
      });
    }
    await trx.insertInto('orders').values(rows).execute();
  }
});
if (kind === 'postgres') await sql`VACUUM ANALYZE`.execute(db);
console.log(
  `${kind}: ${ORDERS.toLocaleString('en-US')} orders inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const shopRow = await db.selectFrom('shops').selectAll().where('id', '=', shop.id).executeTakeFirstOrThrow();
const day = (ago: number) => new Date(now + 7 * 3_600_000 - ago * DAY_MS).toISOString().slice(0, 10);
const scenarios: [string, { from: string; to: string; interval: 'hour' | 'day' | 'week' | 'month' }][] = [
  ['Today by hour', { from: day(0), to: day(0), interval: 'hour' }],
  ['Last 7 days by day', { from: day(6), to: day(0), interval: 'day' }],
  ['Last 30 days by day', { from: day(29), to: day(0), interval: 'day' }],
  ['Last 30 days by hour', { from: day(29), to: day(0), interval: 'hour' }],
  ['Last 365 days by week', { from: day(364), to: day(0), interval: 'week' }],
  ['All time by month', { from: '2021-10-10', to: day(0), interval: 'month' }],
];
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function time(run: () => Promise<unknown>) {
  await run();
  const out: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await run();
    out.push(performance.now() - t);
  }
  return median(out);
}
const table = [['range', 'orders (range + previous)', 'direct ms', 'HTTP ms']];
for (const [name, query] of scenarios) {
  const answer = await orderAnalysis(db, shopRow, query, [...ANALYSIS_FIGURES]);
  const direct = await time(() => orderAnalysis(db, shopRow, query, [...ANALYSIS_FIGURES]));
  const url = `${base}/order/api/${shop.id}/analysis?${new URLSearchParams(query)}`;
  const http = await time(() => post(url.slice(base.length), {}, token));
  table.push([name, `${answer.totals.orders} + ${answer.previous.totals.orders}`, direct.toFixed(1), http.toFixed(1)]);
}
const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
for (const row of table) console.log(row.map((c, i) => c.padEnd(widths[i])).join('  '));
await app.close();
await db.destroy();
rmSync(dir, { recursive: true, force: true });
