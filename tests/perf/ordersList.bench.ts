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
import type { OrderTable } from '../../gateway/modules/order/order.tables';
import { newId } from '../../gateway/lib/ids';
import { newCustomerRow } from '../../gateway/lib/customers';
import { listOrderRows } from '../../gateway/modules/order/order.query';
import { orderSearch } from '../../gateway/lib/orderName';
import { benchGateway } from './benchSeed';
import { OrderListQuery } from '../../resources/order/order.schema';

const ORDERS = Number(process.env.ORDERS ?? 100_000);
const CUSTOMERS = 1000;
const SECONDS = Number(process.env.SECONDS ?? 3);
const CONCURRENCY = 8;
const DAY_MS = 86_400_000;

const { dir, db, kind, app, base, token, shop } = await benchGateway('orders-bench-', {
  address: '1 Main St',
  city: 'Portland',
  country_code: 'US',
  zip_code: '97201',
  timezone: 'UTC-08:00',
});

// Bulk data: one transaction, 500 rows a statement.
const started = Date.now();
const first = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Mai', 'Bảo', 'Linh', 'James', 'Sofia'];
const last = ['Smith', 'Nguyễn', 'Garcia', 'Trần', 'Brown', 'Lê', 'Miller', 'Phạm', 'Davis', 'Wilson'];
const now = Date.now();
const customers = Array.from({ length: CUSTOMERS }, (_, i) =>
  newCustomerRow(
    newId(),
    shop.id,
    {
      first_name: first[i % 10],
      last_name: `${last[Math.floor(i / 10) % 10]}${i}`,
      email: `c${i}@example.com`,
      phone: null,
      company: null,
      address: null,
      tags: [],
      note: null,
      accepts_marketing: false,
    },
    new Date(now - 400 * DAY_MS).toISOString(),
  ),
);
const statuses = ['processing', 'fulfillment', 'fulfillment', 'fulfillment', 'cancel', 'refund'];
const items = JSON.stringify([
  {
    id: 'l1',
    product_id: 'p1',
    variant_id: null,
    title: 'Mug',
    variant_title: null,
    sku: null,
    image: null,
    price: 25,
    quantity: 2,
  },
]);
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < customers.length; i += 500)
    await trx
      .insertInto('customers')
      .values(customers.slice(i, i + 500))
      .execute();
  for (let i = 0; i < ORDERS; i += 500) {
    const rows: OrderTable[] = [];
    for (let j = i; j < Math.min(ORDERS, i + 500); j++) {
      const c = customers[(j * 7919) % CUSTOMERS];
      const at = new Date(now - (ORDERS - j) * ((365 * DAY_MS) / ORDERS)).toISOString();
      const row: OrderTable = {
        id: `${newId().slice(0, 16)}${String(j).padStart(8, '0')}`,
        shop_id: shop.id,
        number: 1001 + j,
        prefix: null,
        suffix: null,
        customer_id: c.id,
        customer_name: `${c.first_name} ${c.last_name}`,
        email: c.email,
        items,
        item_count: 2,
        subtotal: 50,
        discount: 0,
        shipping: 5,
        total: 55 + (j % 50),
        currency: 'USD',
        status: statuses[j % statuses.length],
        payment_status: j % 3 ? 'paid' : 'unpaid',
        payment_method: 'card',
        fulfillment_status: 'unfulfilled',
        note: null,
        tags: '[]',
        shipping_address: null,
        billing_address: null,
        referring_site: null,
        abandoned: 0,
        refund_reason: null,
        paid_at: null,
        stock_held: 0,
        search: '',
        created_at: at,
        updated_at: at,
      };
      row.search = orderSearch(row);
      rows.push(row);
    }
    await trx.insertInto('orders').values(rows).execute();
  }
});
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
