/**
 * The platform at real size (issue 30 item 6), from one run:
 * `bash scripts/with-postgres.sh npx tsx tests/perf/platform.bench.ts` (PostgreSQL: 10k, 1M and
 * 10M orders) or `npx tsx tests/perf/platform.bench.ts` (SQLite: 10k and 1M). SIZES=… picks
 * others (comma-separated order counts).
 *
 * Each size is a fresh database of SHOPS shops (default 10,000) with products, variants,
 * customers and orders over two years from the generator (tests/gateway/dataGen.ts, SEED): the
 * largest shop holds a tenth of the orders (1M of 10M), four more a fortieth each, and the rest
 * are spread over the others. The benchmark's merchant owns the largest shop and the four. On
 * PostgreSQL the rows are COPYed with the triggers off and the secondary indexes dropped, then the
 * indexes are built, the maintained totals counted once (rebuildOrderTotals) and the tables
 * analysed; on SQLite they are inserted as any write is, the triggers on. Either way the largest
 * shop's counters and rollups are checked against a recount from its orders.
 *
 * Then, over real HTTP on the merchant's token, CLIENTS concurrent clients (default 10) for
 * SECONDS (default 5) after a warm-up, from a child process (rawFlood): the largest shop's order
 * list (page 1 and page 2,000), product list, searches, get-by-id, dashboard, analytics (30 days
 * by day, two years by month) and the several-shops overview. Then an import of IMPORT_PRODUCTS
 * products (default 100,000) into one of the merchant's shops, through the import call and its
 * job; and the export of the largest shop's orders in a process of its own with a 128 MB heap
 * (orderExport.bench.ts, SHOP_ID): time and peak RSS. Last, the table of every size and each
 * figure's ratio of the largest size to the smallest. Prints figures; asserts nothing.
 * KEEP=1 keeps each size's PostgreSQL database; REUSE=1 measures a kept one again without seeding.
 * Smoke run: `SIZES=2000,20000 SHOPS=40 SECONDS=1 IMPORT_PRODUCTS=2000 npx tsx tests/perf/platform.bench.ts`.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { fillPath } from '../../core/route';
import { rebuildOrderTotals } from '../../gateway/modules/order/order.dayTotals';
import { englishOrders } from '../../gateway/seed/orders.data';
import { orderRoutes } from '../../resources/order/order.routes';
import { productRoutes } from '../../resources/product/product.routes';
import { shopRoutes } from '../../resources/shop/shop.routes';
import { copyWriter } from '../gateway/dataCopy';
import { generateShop, random, verifyShop } from '../gateway/dataGen';
import { benchGateway, benchOwner, benchShop, PORTLAND } from './benchSeed';
import { rawFlood } from './rawFlood';

const ADMIN_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const SIZES = (process.env.SIZES ?? (ADMIN_URL ? '10000,1000000,10000000' : '10000,1000000')).split(',').map(Number);
const SHOPS = Number(process.env.SHOPS ?? 10_000);
const CLIENTS = Number(process.env.CLIENTS ?? 10);
const SECONDS = Number(process.env.SECONDS ?? 5);
const SEED = Number(process.env.SEED ?? 20261128);
const IMPORT_PRODUCTS = Number(process.env.IMPORT_PRODUCTS ?? 100_000);
/** The merchant's shops: the largest and the four next. */
const OWN_SHOPS = 5;
const DAY_MS = 86_400_000;
/** Portland (UTC-08:00), the largest shop's zone: its calendar day. */
const portlandDay = (at: number) => new Date(at - 8 * 3_600_000).toISOString().slice(0, 10);

/** Orders per shop: the largest a tenth, four more a fortieth each, the rest spread ±50% (pairwise, the sum kept). */
export function shopSizes(total: number, shops: number, seed: number): number[] {
  const largest = Math.round(total / 10);
  const next = Math.round(total / 40);
  const rest = total - largest - 4 * next;
  const others = shops - OWN_SHOPS;
  const base = Math.floor(rest / others);
  const sizes = [largest, next, next, next, next, ...Array.from({ length: others }, () => base)];
  for (let i = 0; i < rest - base * others; i++) sizes[OWN_SHOPS + i] += 1;
  const rand = random(seed);
  for (let i = OWN_SHOPS; i + 1 < shops; i += 2) {
    const d = Math.floor(rand() * (base / 2));
    sizes[i] += d;
    sizes[i + 1] -= d;
  }
  return sizes;
}

/**
 * A new empty PostgreSQL database for a size (dropped first if a run of before left it); undefined
 * on SQLite. With REUSE=1 a database of that size a run of before kept (KEEP=1) is measured again
 * as it is: `reused` is true then.
 */
async function sizeDatabase(size: number): Promise<{ url?: string; reused: boolean }> {
  if (!ADMIN_URL) return { reused: false };
  const name = `platform_${size}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const kept = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  const reused = process.env.REUSE === '1' && kept.rowCount === 1;
  if (!reused) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  }
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), reused };
}

async function dropDatabase(size: number) {
  if (!ADMIN_URL || process.env.KEEP === '1') return;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS platform_${size} WITH (FORCE)`);
  await admin.end();
}

type Gateway = Awaited<ReturnType<typeof benchGateway>>;
const BULK_TABLES = ['orders', 'order_tags', 'customers', 'products'];

/** Seeds one size; answers the shops (the largest first) and what the load took. */
async function load(g: Gateway, size: number, databaseUrl: string | undefined, now: number) {
  const { db, kind } = g;
  const started = Date.now();
  const { id: ownerId } = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'bench@example.com')
    .executeTakeFirstOrThrow();
  const sizes = shopSizes(size, SHOPS, SEED);
  const shopIds = [g.shop.id];
  await db.transaction().execute(async (trx) => {
    while (shopIds.length < OWN_SHOPS) shopIds.push(await benchShop(trx, ownerId, `Bench ${shopIds.length + 1}`));
    let owner = '';
    while (shopIds.length < SHOPS) {
      if ((shopIds.length - OWN_SHOPS) % 5 === 0) {
        const other = await benchOwner(trx);
        owner = other.userId;
        shopIds.push(other.shopId);
      } else shopIds.push(await benchShop(trx, owner, `Shop ${shopIds.length + 1}`));
    }
  });
  // PostgreSQL: the secondary indexes are built once after the rows are in, not kept up row by row.
  const indexes =
    kind === 'postgres'
      ? (
          await sql<{ indexname: string; indexdef: string }>`SELECT indexname, indexdef FROM pg_indexes
            WHERE schemaname = current_schema() AND tablename IN (${sql.join(BULK_TABLES)})
            AND indexname NOT IN (SELECT conname FROM pg_constraint)`.execute(db)
        ).rows
      : [];
  for (const index of indexes) await sql.raw(`DROP INDEX ${index.indexname}`).execute(db);
  const writer = databaseUrl ? await copyWriter(databaseUrl) : undefined;
  let rows = 0;
  for (const [index, shopId] of shopIds.entries()) {
    const orders = sizes[index];
    const made = await generateShop(db, {
      index,
      shopId,
      orders,
      products: Math.min(2000, Math.max(5, Math.round(orders / 200))),
      customers: Math.max(5, Math.round(orders / 8)),
      until: now,
      seed: SEED,
      write: writer?.write,
    });
    rows += made.orders + made.products + made.customers + made.tags;
  }
  await writer?.end();
  const loaded = (Date.now() - started) / 1000;
  let indexed = 0;
  if (kind === 'postgres') {
    const t = Date.now();
    await db.connection().execute(async (conn) => {
      await sql`SET maintenance_work_mem = '1GB'`.execute(conn);
      for (const index of indexes) await sql.raw(index.indexdef).execute(conn);
    });
    indexed = (Date.now() - t) / 1000;
    await db.transaction().execute((trx) => rebuildOrderTotals(trx));
    await sql`VACUUM ANALYZE`.execute(db);
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `${kind}, ${size.toLocaleString('en-US')} orders over ${SHOPS.toLocaleString('en-US')} shops (largest ${sizes[0].toLocaleString('en-US')}): ` +
      `${rows.toLocaleString('en-US')} rows in ${loaded.toFixed(0)} s (${Math.round(rows / loaded).toLocaleString('en-US')} rows/s)` +
      (kind === 'postgres'
        ? `, indexes built in ${indexed.toFixed(0)} s, totals counted and analysed: ${seconds.toFixed(0)} s in all`
        : ''),
  );
  const problems = await verifyShop(db, shopIds[0]);
  console.log(
    `largest shop's status counters, daily rollups and day sums ${problems.length ? `DIFFER: ${problems.join('; ')}` : 'equal a recount from its orders'}`,
  );
  return { shopIds, seconds };
}

/** The shops of a kept database (REUSE=1): the merchant's, the largest first. */
async function kept(g: Gateway) {
  const shops = await g.db
    .selectFrom('shops')
    .innerJoin('users', 'users.id', 'shops.owner_id')
    .select('shops.id')
    .where('users.email', '=', 'bench@example.com')
    .orderBy('shops.created_at')
    .execute();
  console.log(`reusing the kept database: the merchant's ${shops.length} shops`);
  return { shopIds: shops.map((s) => s.id), seconds: 0 };
}

interface Call {
  name: string;
  url: string;
  body?: object;
  /** The issue's p95 target at 10M orders on PostgreSQL, ms. */
  target: number;
}

/** The calls timed on the largest shop. */
async function calls(g: Gateway, shopId: string, now: number): Promise<Call[]> {
  const middle = await g.db
    .selectFrom('orders')
    .select(['id', 'email'])
    .where('shop_id', '=', shopId)
    .orderBy('created_at')
    .offset(Math.floor(((await orderCount(g, shopId)) - 1) / 2))
    .limit(1)
    .executeTakeFirstOrThrow();
  const product = await g.db
    .selectFrom('products')
    .select('id')
    .where('shop_id', '=', shopId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const orders = fillPath(orderRoutes.list.path, { shop: shopId });
  const products = fillPath(productRoutes.list.path, { shop: shopId });
  const analysis = (from: number, interval: string) =>
    `${fillPath(orderRoutes.analysis.path, { shop: shopId })}?from=${portlandDay(from)}&to=${portlandDay(now)}&interval=${interval}`;
  return [
    { name: 'order list, page 1', url: `${orders}?page=1&limit=20`, target: 50 },
    { name: 'order list, page 2,000', url: `${orders}?page=2000&limit=20`, target: 50 },
    { name: 'product list, page 1', url: `${products}?page=1&limit=20`, target: 50 },
    {
      name: `order search "${englishOrders.lastNames[0]}"`,
      url: `${orders}?q=${englishOrders.lastNames[0]}`,
      target: 50,
    },
    // What a merchant looks up most: one customer's orders by e-mail (a term common to thousands is the row above).
    { name: 'order search, one e-mail', url: `${orders}?q=${encodeURIComponent(middle.email ?? '')}`, target: 50 },
    { name: 'product search "celadon"', url: `${products}?q=celadon`, target: 50 },
    { name: 'order by id', url: fillPath(orderRoutes.get.path, { shop: shopId, order_id: middle.id }), target: 50 },
    {
      name: 'product by id',
      url: fillPath(productRoutes.get.path, { shop: shopId, product_id: product.id }),
      target: 50,
    },
    { name: 'dashboard (today by hour)', url: analysis(now, 'hour'), body: {}, target: 150 },
    { name: 'analytics, 30 days by day', url: analysis(now - 29 * DAY_MS, 'day'), body: {}, target: 150 },
    { name: 'analytics, 2 years by month', url: analysis(now - 729 * DAY_MS, 'month'), body: {}, target: 150 },
    { name: 'several-shops overview', url: shopRoutes.overview.path, target: 150 },
  ];
}

async function orderCount(g: Gateway, shopId: string) {
  const { n } = await g.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** One call alone before any other of its kind (a deep page's first walk, before its boundary is remembered), ms. */
async function firstCall(g: Gateway, call: Call): Promise<number> {
  const ask = () =>
    fetch(g.base + call.url, {
      method: call.body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${g.token}`, 'content-type': 'application/json' },
      ...(call.body ? { body: JSON.stringify(call.body) } : {}),
    });
  let started = performance.now();
  // fetch may reuse a connection of before the load, which the server has closed since: once more then.
  const res = await ask().catch(() => ((started = performance.now()), ask()));
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${call.url} answered ${res.status}`);
  return performance.now() - started;
}

/** Latencies (ms) of one call: CLIENTS connections back to back for SECONDS after a warm-up. */
async function timed(g: Gateway, call: Call): Promise<number[]> {
  const options = {
    url: g.base + call.url,
    authorization: `Bearer ${g.token}`,
    connections: CLIENTS,
    rate: 0,
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
  };
  await rawFlood({ ...options, ms: 500 }).done;
  const { statuses, times = [] } = await rawFlood({ ...options, ms: SECONDS * 1000, timings: true }).done;
  const failed = Object.keys(statuses).filter((status) => status !== '200');
  if (failed.length) throw new Error(`${call.url} answered ${JSON.stringify(statuses)}`);
  return times;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** IMPORT_PRODUCTS products into a shop through the import call (a job, as a merchant's big file is). */
async function importProducts(g: Gateway, shopId: string): Promise<{ seconds: number; created: number }> {
  const lines = ['Title,Price,SKU,Inventory Qty'];
  for (let i = 0; i < IMPORT_PRODUCTS; i++) lines.push(`Imported bowl ${i},${(i % 90) + 9}.5,IMP-${i},${i % 40}`);
  const started = Date.now();
  const res = await fetch(g.base + fillPath(productRoutes.import.path, { shop: shopId }), {
    method: 'POST',
    headers: { authorization: `Bearer ${g.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ csv: lines.join('\n'), dry_run: false }),
  });
  if (res.status >= 300) throw new Error(`import answered ${res.status}: ${await res.text()}`);
  await g.app.queue.drain();
  const job = await g.db
    .selectFrom('jobs')
    .select(['status', 'result', 'error'])
    .where('shop_id', '=', shopId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const result = job?.result ? JSON.parse(job.result) : await res.json().then((b) => b.data ?? {});
  if (job && job.status !== 'done') throw new Error(`import job ${job.status}: ${job.error}`);
  return { seconds: (Date.now() - started) / 1000, created: Number(result.created ?? 0) };
}

/** The largest shop's export in a process of its own (128 MB heap): its printed line. */
function exportOrders(g: Gateway, shopId: string, databaseUrl: string | undefined): Promise<string> {
  const env = {
    ...process.env,
    SHOP_ID: shopId,
    DATABASE_URL: databaseUrl ?? '',
    TEST_DATABASE_URL: '',
    SQLITE_FILE: path.join(g.dir, 'bench.sqlite'),
  };
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--max-old-space-size=128', '--import', 'tsx', 'tests/perf/orderExport.bench.ts'],
    { env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`export exited ${code}: ${out}`)))),
  );
}

interface SizeResult {
  size: number;
  kind: string;
  figures: Map<string, { p50: number; p95: number; target: number }>;
  load: number;
  importLine: string;
  exportLine: string;
}

const results: SizeResult[] = [];
for (const size of SIZES) {
  const { url: databaseUrl, reused } = await sizeDatabase(size);
  const g = await benchGateway(`platform-${size}-`, PORTLAND, { databaseUrl, reuse: reused });
  try {
    const now = Date.now();
    const { shopIds, seconds } = reused ? await kept(g) : await load(g, size, databaseUrl, now);
    // The load blocked the event loop for minutes: fetch's connections of before are closed by now.
    g.app.server.closeAllConnections();
    const figures: SizeResult['figures'] = new Map();
    console.log(`\n${CLIENTS} concurrent clients over HTTP, ${SECONDS} s a call`);
    console.log('call | first call alone | calls/s | p50 | p95 | max');
    for (const call of await calls(g, shopIds[0], now)) {
      const first = await firstCall(g, call);
      const times = await timed(g, call);
      const figure = { p50: percentile(times, 50), p95: percentile(times, 95), target: call.target };
      figures.set(call.name, figure);
      console.log(
        `${call.name} | ${first.toFixed(1)} ms | ${(times.length / SECONDS).toFixed(1)} | ${figure.p50.toFixed(1)} ms | ${figure.p95.toFixed(1)} ms | ${Math.max(...times).toFixed(1)} ms`,
      );
    }
    const imported = await importProducts(g, shopIds[1]);
    const importLine = `import of ${IMPORT_PRODUCTS.toLocaleString('en-US')} products: ${imported.seconds.toFixed(1)} s (${imported.created.toLocaleString('en-US')} created)`;
    console.log(importLine);
    const exportLine = await exportOrders(g, shopIds[0], databaseUrl);
    console.log(exportLine);
    results.push({ size, kind: g.kind, figures, load: seconds, importLine, exportLine });
  } finally {
    g.app.server.closeAllConnections();
    await g.app.close();
    await g.db.destroy();
    rmSync(g.dir, { recursive: true, force: true });
    await dropDatabase(size);
  }
}

// The table: p50 / p95 per size, and the largest size's p95 against the smallest's.
const first = results[0];
const last = results[results.length - 1];
const label = (n: number) => (n >= 1e6 ? `${n / 1e6}M` : n >= 1e3 ? `${n / 1e3}k` : String(n));
console.log(
  `\n## ${last.kind}: p50 / p95 in ms, ${CLIENTS} clients; ratio = p95 at ${label(last.size)} / p95 at ${label(first.size)}`,
);
console.log(`call | ${results.map((r) => label(r.size)).join(' | ')} | ratio | target p95 at ${label(last.size)}`);
for (const name of first.figures.keys()) {
  const cells = results.map((r) => {
    const f = r.figures.get(name)!;
    return `${f.p50.toFixed(1)} / ${f.p95.toFixed(1)}`;
  });
  const a = first.figures.get(name)!;
  const b = last.figures.get(name)!;
  const ratio = b.p95 / a.p95;
  console.log(
    `${name} | ${cells.join(' | ')} | ${ratio.toFixed(2)}× ${ratio <= 1.5 ? '' : '(MISSED ≤ 1.5×)'} | ≤ ${b.target} ${b.p95 <= b.target ? 'met' : 'MISSED'}`,
  );
}
for (const r of results)
  console.log(`${label(r.size)}: seeded in ${r.load.toFixed(0)} s; ${r.importLine}; ${r.exportLine}`);
// The pg pool's and the flood clients' handles may outlive close() by seconds: the figures are printed.
process.exit(process.exitCode ?? 0);
