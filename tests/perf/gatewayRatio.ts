/**
 * Gateway vs the same SQL run directly, for the product list (page 1, limit 20) and a
 * product by id, on a shop of PRODUCTS products (SQLite file in a temp folder, or
 * DATABASE_URL). "Gateway" is a real loopback HTTP request with keep-alive (routing, bearer
 * token and shop checks, validation, JSON, compression as a browser asks for it); "direct"
 * is the handler's own queries with Kysely. Two ways: one request at a time with the client
 * in the same process (latency, the client's own work included), and served (the client in
 * a worker thread, on the other core as a browser would be: what the gateway's process
 * serves per second, the figure the ratio is about). Used by `npm run perf` and
 * tests/perf/gatewayRatio.bench.ts (PostgreSQL: `bash scripts/with-postgres.sh npx tsx tests/perf/gatewayRatio.bench.ts`).
 * Asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { migrate, openDatabase } from '../../gateway/db';
import { modules } from '../../gateway/modules';
import type { ProductTable } from '../../gateway/modules/product/product.tables';
import { newId } from '../../gateway/lib/ids';
import { signToken } from '../../gateway/lib/jwt';
import { productAnswer } from '../../gateway/modules/product/product.module';
import { shopCurrency } from '../../gateway/lib/shop';
import { listProductRows } from '../../gateway/modules/product/product.query';
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

export interface Rate {
  gateway: number;
  direct: number;
  ratio: number;
  /** The same from the process's CPU time: what other processes' load does not change. */
  cpu: { gateway: number; direct: number; ratio: number };
  /**
   * What the gateway serves per second when its process does nothing else: the HTTP client
   * runs in a worker thread (the other core, as a browser would) with 8 keep-alive
   * connections, against the same queries run back to back in the main thread.
   */
  served: { gateway: number; direct: number; ratio: number };
}

export interface GatewayRatios {
  kind: string;
  list: Rate;
  get: Rate;
}

/**
 * Requests per second of each function, in interleaved rounds (a change of load weighs on
 * all alike), by the clock and by the process's CPU time (client, server and database
 * share this one process; on a busy machine the clock also counts waits for a core).
 */
async function rates(
  fns: (() => Promise<unknown>)[],
  requests: number,
  rounds = 5,
): Promise<{ wall: number[][]; cpu: number[][] }> {
  // Warmed until the JIT has compiled each path (30 calls left the gateway's longer path
  // half-interpreted in the first rounds).
  for (const fn of fns) for (let i = 0; i < Math.max(300, requests / 2); i++) await fn();
  const wall: number[][] = fns.map(() => []);
  const cpu: number[][] = fns.map(() => []);
  const n = requests / rounds;
  for (let r = 0; r < rounds; r++) {
    for (const [k, fn] of fns.entries()) {
      const started = process.hrtime.bigint();
      const cpuStarted = process.cpuUsage();
      for (let i = 0; i < n; i++) await fn();
      const used = process.cpuUsage(cpuStarted);
      wall[k].push(n / (Number(process.hrtime.bigint() - started) / 1e9));
      cpu[k].push(n / ((used.user + used.system) / 1e6));
    }
  }
  return { wall, cpu };
}

/** A loopback HTTP client in a worker thread: `connections` loops of keep-alive GETs for `ms`; answers the count. */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, headers, ms, connections } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const until = Date.now() + ms;
let done = 0; let failed = 0;
const one = () => new Promise((resolve) => {
  http.get(url, { headers, agent }, (res) => { res.resume(); res.on('end', () => { if (res.statusCode === 200) done++; else failed++; resolve(); }); })
    .on('error', () => { failed++; resolve(); });
});
const loop = async () => { while (Date.now() < until) await one(); };
Promise.all(Array.from({ length: connections }, loop)).then(() => { agent.destroy(); parentPort.postMessage({ done, failed }); });
`;

function servedRate(url: string, headers: Record<string, string>, ms: number, connections = 8): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, { eval: true, workerData: { url, headers, ms, connections } });
    worker.once('message', ({ done, failed }: { done: number; failed: number }) => {
      if (failed) reject(new Error(`${failed} failed requests to ${url}`));
      else resolve(done / (ms / 1000));
    });
    worker.once('error', reject);
  });
}

/** Calls of `fn` per second, back to back for `ms`. */
async function directRate(fn: () => Promise<unknown>, ms: number): Promise<number> {
  const until = Date.now() + ms;
  let done = 0;
  const started = process.hrtime.bigint();
  while (Date.now() < until) {
    await fn();
    done++;
  }
  return done / (Number(process.hrtime.bigint() - started) / 1e9);
}

/** Served rates, gateway and direct interleaved in rounds of `ms`. */
async function served(
  url: string,
  headers: Record<string, string>,
  direct: () => Promise<unknown>,
  rounds = 5,
  ms = 1500,
) {
  await servedRate(url, headers, 500);
  await directRate(direct, 300);
  const gateway: number[] = [];
  const straight: number[] = [];
  for (let r = 0; r < rounds; r++) {
    gateway.push(await servedRate(url, headers, ms));
    straight.push(await directRate(direct, ms));
  }
  return { gateway: median(gateway), direct: median(straight), ratio: median(gateway) / median(straight) };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function gatewayRatios({ products = 2000, requests = 400 } = {}): Promise<GatewayRatios> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'gateway-ratio-'));
  // DATABASE_URL, or the cluster of scripts/with-postgres.sh (TEST_DATABASE_URL).
  const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const { db, kind } = await openDatabase({ databaseUrl, sqliteFile: path.join(dir, 'bench.sqlite') });
  try {
    await migrate(db, modules);
    const { userId, shopId } = await benchOwner(db);
    const ids: string[] = [];
    await db.transaction().execute(async (trx) => {
      const rows: ProductTable[] = [];
      const relations = [];
      for (let i = 0; i < products; i++) {
        const input = ProductBody.parse({
          title: `Linen Shirt ${i + 1}`,
          price: (i % 200) + 0.5,
          quantity: i % 50,
          sku: `SKU-${i + 1}`,
          vendor: `Vendor ${i % 25}`,
          status: i % 5 ? 'active' : 'inactive',
          tags: ['eco', i % 2 ? 'gift' : 'new'],
          description: '<p>A product of the benchmark, with a description of ordinary length for a catalogue.</p>',
        });
        const row = newProductRow(
          newId(),
          shopId,
          `product-${i + 1}`,
          input,
          2,
          new Date(Date.now() - i * 60_000).toISOString(),
        );
        rows.push(row);
        ids.push(row.id);
        relations.push(relationRows(shopId, row.id, { tags: input.tags }, row.created_at));
      }
      for (const part of chunks(rows, 200)) await trx.insertInto('products').values(part).execute();
      await insertRelations(trx, relations);
    });

    const jwtSecret = 'bench-secret-bench-secret-bench-secret';
    const app = await buildApp({
      db,
      config: {
        port: 0,
        host: '127.0.0.1',
        dataDir: dir,
        sqliteFile: path.join(dir, 'bench.sqlite'),
        databaseUrl,
        jwtSecret,
        tokenMaxAge: 64000,
        trialDays: 14,
        scryptLogN: 12,
        logger: false,
      },
    });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    app.server.keepAliveTimeout = 3_600_000;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const headers = {
      authorization: `Bearer ${signToken(jwtSecret, userId, 64000).token}`,
      ...(process.env.NO_ENCODING ? {} : { 'accept-encoding': 'br, gzip' }),
    };
    const get = (url: string) =>
      new Promise<void>((resolve, reject) => {
        http
          .get(`${origin}${url}`, { headers, agent }, (res) => {
            res.resume();
            res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`${res.statusCode} ${url}`))));
          })
          .on('error', reject);
      });
    const search = 'page=1&limit=20&status=active&sort=price&order=asc';
    const listUrl = `${fillPath(productRoutes.list.path, { shop: shopId })}?${search}`;
    const parsed = ProductListQuery.parse(Object.fromEntries(new URLSearchParams(search)));
    const directList = async () => {
      const currency = await shopCurrency(db, shopId);
      const { rows } = await listProductRows(db, shopId, parsed);
      return [
        currency,
        await loadRelations(
          db,
          rows.map((r) => r.id),
        ),
      ];
    };
    const id = ids[Math.floor(ids.length / 2)];
    const getUrl = fillPath(productRoutes.get.path, { shop: shopId, product_id: id });
    const directGet = async () => productAnswer(db, shopId, id, await shopCurrency(db, shopId));

    const lists = await rates([() => get(listUrl), directList], requests);
    const gets = await rates([() => get(getUrl), directGet], requests);
    agent.destroy();
    const listServed = await served(`${origin}${listUrl}`, headers, directList);
    const getServed = await served(`${origin}${getUrl}`, headers, directGet);
    await app.close();
    const two = ([g, d]: number[][]) => ({ gateway: median(g), direct: median(d), ratio: median(g) / median(d) });
    const pair = ({ wall, cpu }: { wall: number[][]; cpu: number[][] }, servedRates: Rate['served']): Rate => ({
      ...two(wall),
      cpu: two(cpu),
      served: servedRates,
    });
    return { kind, list: pair(lists, listServed), get: pair(gets, getServed) };
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
