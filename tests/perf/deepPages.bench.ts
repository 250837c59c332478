/**
 * `npx tsx tests/perf/deepPages.bench.ts`: page 1 against page 2,000 of one shop's order list
 * (issue 30 item 4), in each sort, through the gateway: real HTTP on a local port, bearer token,
 * 10 concurrent clients for SECONDS each, limit 20. ORDERS orders (default 100,000) in one shop,
 * on a fresh database (SQLite in a temp dir, or PostgreSQL with DATABASE_URL / TEST_DATABASE_URL).
 * Prints p50 and p95 per page and the ratio of page 2,000 to page 1. Asserts nothing.
 */
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { benchGateway, benchOrders, PORTLAND } from './benchSeed';

const ORDERS = Number(process.env.ORDERS ?? 100_000);
const SECONDS = Number(process.env.SECONDS ?? 3);
const CLIENTS = 10;

const { dir, db, kind, app, base, token, shop } = await benchGateway('deep-pages-bench-', PORTLAND);
const started = Date.now();
await benchOrders(db, shop.id, { orders: ORDERS, customers: 1000 });
// What autovacuum would have done for a table this size (the visibility map makes the id walk index-only).
if (kind === 'postgres') await sql`VACUUM ANALYZE`.execute(db);
console.log(
  `${kind}: ${ORDERS.toLocaleString('en-US')} orders in one shop, inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

/** Latencies (ms) of the call made by CLIENTS clients back to back for SECONDS. */
async function latencies(url: string): Promise<number[]> {
  const get = async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    await res.arrayBuffer();
  };
  await get();
  const out: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < until) {
        const t = performance.now();
        await get();
        out.push(performance.now() - t);
      }
    }),
  );
  return out.sort((a, b) => a - b);
}
const at = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

const table: string[][] = [['sort', 'page 1 p50', 'p95', 'page 2000 p50', 'p95', 'p95 ratio']];
for (const [sort, order] of [
  ['created_at', 'desc'],
  ['number', 'asc'],
  ['total', 'desc'],
  ['customer', 'asc'],
] as const) {
  const url = (page: number) =>
    `${base}/order/api/${shop.id}?${new URLSearchParams({ sort, order, page: String(page), limit: '20' })}`;
  const first = await latencies(url(1));
  const deep = await latencies(url(2000));
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  table.push([
    `${sort} ${order}`,
    ms(at(first, 0.5)),
    ms(at(first, 0.95)),
    ms(at(deep, 0.5)),
    ms(at(deep, 0.95)),
    (at(deep, 0.95) / at(first, 0.95)).toFixed(2),
  ]);
}
const widths = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
for (const row of table)
  console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
console.log(`(${CLIENTS} concurrent clients, ${SECONDS} s each, limit 20; page 2,000 skips 39,980 orders)`);

await app.close();
await db.destroy();
rmSync(dir, { recursive: true, force: true });
