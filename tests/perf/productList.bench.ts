/**
 * `npx tsx tests/perf/productList.bench.ts`: product list throughput with 10,000 products
 * in one shop, through the gateway and as the bare SQL, and the ratio of the two.
 *
 *   - gateway (inject): GET /product-2/api/{shop}?page=1&limit=20 with a filter and a sort,
 *     through app.inject (routing, bearer check, shop ownership, validation, JSON), one at a time;
 *   - gateway (HTTP): the same over a real loopback socket with keep-alive, one at a time;
 *   - SQL (Kysely): the list's own queries straight on the database: the count, the page,
 *     and the page's tags and collections (what the answer is built from).
 * SQLite file in a temporary folder by default; DATABASE_URL=postgres://… for PostgreSQL, e.g.
 *   bash scripts/with-postgres.sh sh -c 'DATABASE_URL=$TEST_DATABASE_URL npx tsx tests/perf/productList.bench.ts'
 * Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { sql } from 'kysely';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../../gateway/db';
import { modules } from '../../gateway/modules';
import type { ProductTable } from '../../gateway/modules/product/product.tables';
import { newId } from '../../gateway/lib/ids';
import { signToken } from '../../gateway/lib/jwt';
import { listProductRows, type ListQuery } from '../../gateway/modules/product/product.query';
import {
  insertRelations,
  loadRelations,
  newProductRow,
  relationRows,
} from '../../gateway/modules/product/product.rows';
import { chunks } from '../../gateway/lib/chunks';
import { buildApp } from '../../gateway/server';
import { benchOwner } from './benchSeed';
import { ProductBody, ProductListQuery } from '../../resources/product/product.schema';
import { productRoutes } from '../../resources/product/product.routes';
import { fillPath } from '../../core/route';

const PRODUCTS = 10_000;
const WARMUP = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const ROUNDS = 5;
const SCENARIOS: Record<string, Record<string, string>> = {
  'status=active, sort=price asc': { page: '1', limit: '20', status: 'active', sort: 'price', order: 'asc' },
  'q=linen, sort=title asc': { page: '1', limit: '20', q: 'linen', sort: 'title', order: 'asc' },
  'tag=eco, sort=created_at desc': { page: '1', limit: '20', tag: 'eco', sort: 'created_at', order: 'desc' },
};

const WORDS = ['Linen', 'Wool', 'Cotton', 'Ceramic', 'Oak', 'Brass', 'Glass', 'Leather', 'Bamboo', 'Stone'];
const NOUNS = ['Shirt', 'Throw', 'Mug', 'Bowl', 'Lamp', 'Tote', 'Vase', 'Candle', 'Chair', 'Scarf', 'Jar', 'Tray'];
const TAGS = ['eco', 'gift', 'bestseller', 'new', 'handmade', 'sale', 'limited', 'organic'];

async function timeLoop(n: number, fn: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await fn();
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'product-bench-'));
const { db, kind } = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  sqliteFile: path.join(dir, 'bench.sqlite'),
});
try {
  await migrate(db, modules);
  const { userId, shopId } = await benchOwner(db);

  let seed = 7;
  const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const seedStarted = Date.now();
  await db.transaction().execute(async (trx) => {
    const rows: ProductTable[] = [];
    const relations = [];
    for (let i = 0; i < PRODUCTS; i++) {
      const input = ProductBody.parse({
        title: `${WORDS[i % WORDS.length]} ${NOUNS[Math.floor(i / WORDS.length) % NOUNS.length]} ${i + 1}`,
        price: Math.round(rand() * 20_000) / 100,
        quantity: Math.floor(rand() * 200),
        sku: `SKU-${i + 1}`,
        vendor: `Vendor ${i % 25}`,
        status: rand() < 0.8 ? 'active' : 'inactive',
        tags: [TAGS[i % TAGS.length], TAGS[(i * 7 + 3) % TAGS.length]],
        description: '<p>A product of the benchmark, with a description of ordinary length for a catalogue.</p>',
      });
      const created = new Date(Date.now() - i * 60_000).toISOString();
      const row = newProductRow(newId(), shopId, `product-${i + 1}`, input, 2, created);
      rows.push(row);
      relations.push(relationRows(shopId, row.id, { tags: input.tags }, created));
    }
    for (const part of chunks(rows, 200)) await trx.insertInto('products').values(part).execute();
    await insertRelations(trx, relations);
  });
  console.log(`Seeded ${PRODUCTS} products in ${Date.now() - seedStarted} ms (${kind}, one transaction)`);
  // PostgreSQL's autovacuum analyzes a table this size within a minute of the load; without
  // statistics its planner guesses one row and sorts all 8,000. SQLite gathers none unless
  // asked, as in production, so it runs on its heuristics.
  if (kind === 'postgres') await sql`analyze`.execute(db);

  const jwtSecret = 'bench-secret-bench-secret-bench-secret';
  const app = await buildApp({
    db,
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir: dir,
      sqliteFile: path.join(dir, 'bench.sqlite'),
      databaseUrl: process.env.DATABASE_URL,
      jwtSecret,
      tokenMaxAge: 64000,
      trialDays: 14,
      scryptLogN: 12,
      logger: false,
    },
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  // One kept-alive connection for the whole run, however slow the other loops are.
  app.server.keepAliveTimeout = 3_600_000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { token } = signToken(jwtSecret, userId, 64000);
  const headers = { authorization: `Bearer ${token}` };
  const url = fillPath(productRoutes.list.path, { shop: shopId });

  console.log(
    `\nGET ${productRoutes.list.path} page 1, limit 20; ${REQUESTS} requests one at a time after ${WARMUP} warm-up, in ${ROUNDS} interleaved rounds\n`,
  );
  console.log(
    'scenario                          matches  inject req/s   HTTP req/s   SQL lists/s   inject/SQL   HTTP/SQL',
  );
  for (const [name, query] of Object.entries(SCENARIOS)) {
    const search = new URLSearchParams(query).toString();
    const inject = () =>
      app.inject({ method: 'GET', url: `${url}?${search}`, headers }).then((r) => {
        if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
        return r.body;
      });
    const overHttp = () =>
      new Promise<string>((resolve, reject) => {
        http
          .get(`${origin}${url}?${search}`, { headers, agent }, (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () =>
              res.statusCode === 200 ? resolve(body) : reject(new Error(`${res.statusCode} ${body}`)),
            );
          })
          .on('error', reject);
      });
    const parsed: ListQuery = ProductListQuery.parse(query);
    const direct = async () => {
      const { rows } = await listProductRows(db, shopId, parsed);
      return loadRelations(
        db,
        rows.map((r) => r.id),
      );
    };
    const total = JSON.parse(await inject()).data.total as number;
    for (const fn of [inject, overHttp, direct]) await timeLoop(WARMUP, fn);
    // Interleaved rounds, so a change in the machine's load weighs on the three alike.
    const seconds = [0, 0, 0];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, fn] of [inject, overHttp, direct].entries()) seconds[i] += await timeLoop(REQUESTS / ROUNDS, fn);
    }
    const [injectRps, httpRps, directRps] = seconds.map((s) => REQUESTS / s);
    console.log(
      `${name.padEnd(32)} ${String(total).padStart(8)} ${injectRps.toFixed(0).padStart(13)} ${httpRps.toFixed(0).padStart(12)} ` +
        `${directRps.toFixed(0).padStart(13)} ${(injectRps / directRps).toFixed(2).padStart(12)} ${(httpRps / directRps).toFixed(2).padStart(10)}`,
    );
  }
  console.log(
    '\nThe gateway adds per request: the token check (revoked tokens, user), the shop ownership and currency',
  );
  console.log('reads, query validation and the JSON answer of 20 products; the ratio is what that costs.');
  agent.destroy();
  await app.close();
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
