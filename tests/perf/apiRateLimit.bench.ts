/**
 * `npx tsx tests/perf/apiRateLimit.bench.ts`: what the per-token and per-shop rate limits
 * (issue 29, gateway/lib/apiLimits.ts) cost and what they protect.
 *
 *   1. Flood: merchant A's token sends product list calls to A's shop on FLOOD_CONNECTIONS
 *      keep-alive connections, at 500 calls a second or back to back, while merchant B lists and
 *      opens products one at a time (a worker thread, a pause between calls, as a person or a
 *      script would); B's p50/p95 alone and under the flood, with the limits on (defaults) and
 *      off. What it models: A is a remote script. Its client is a child process that writes
 *      ready-made requests and reads only status lines (rawFlood.ts), so on this 2-core machine
 *      it takes little CPU from the gateway, as a remote one would take none; the kernel's work
 *      for its connections stays, as it would. FLOOD_CLIENT=worker floods from a worker thread
 *      of this process with Node's http client instead (the first version of this bench): that
 *      client spends about as much CPU per call as the gateway, which a 2-core machine then
 *      lacks, so it measures the machine's contention more than the gateway.
 *   2. Cost: list (page of 20) and get served per second (the rawFlood client, 8 connections)
 *      with the limits on (buckets too big to refuse, so every call goes through them) and off,
 *      interleaved rounds; 3. CPU per call in this process (app.inject), allowed and refused.
 * SQLite file in a temporary folder by default; PostgreSQL with DATABASE_URL=postgres://…, or under
 * `bash scripts/with-postgres.sh` (its TEST_DATABASE_URL).
 * Prints figures; asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../../gateway/config';
import { migrate, openDatabase } from '../../gateway/db';
import { DEFAULT_API_RATE_LIMITS, type ApiRateLimits } from '../../gateway/lib/limits';
import { signToken } from '../../gateway/lib/jwt';
import { modules } from '../../gateway/modules';
import { buildApp } from '../../gateway/server';
import { fillPath } from '../../core/route';
import { productRoutes } from '../../resources/product/product.routes';
import { benchOwner } from './benchSeed';
import { rawFlood, servedPerSecond } from './rawFlood';

const PRODUCTS = 300;
const QUIET_CALLS = Number(process.env.QUIET_CALLS ?? 600);
const ROUNDS = 3;
const FLOOD_CONNECTIONS = Number(process.env.FLOOD_CONNECTIONS ?? 8);
const FLOOD_CLIENT = process.env.FLOOD_CLIENT === 'worker' ? 'worker' : 'process';
/**
 * Flood rates, calls a second: 500 (12 times the token's limit, about what a script looping
 * over 8 connections gets from a remote host), and 0: back to back, each connection sending
 * its next call as soon as an answer arrives (the gateway's core then never idles).
 */
const FLOOD_RATES = (process.env.FLOOD_RATES ?? '500,0').split(',').filter(Boolean).map(Number);
/** SERVED_ROUNDS=0 leaves the served-per-second part out. */
const SERVED_ROUNDS = Number(process.env.SERVED_ROUNDS ?? 5);
const SECRET = 'bench-secret-bench-secret-bench-secret';

const dir = mkdtempSync(path.join(os.tmpdir(), 'api-limit-bench-'));
const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const target = { databaseUrl, sqliteFile: path.join(dir, 'bench.sqlite') };
const { db, kind } = await openDatabase(target);

const config = (apiRateLimits?: ApiRateLimits): GatewayConfig => ({
  port: 0,
  host: '127.0.0.1',
  dataDir: dir,
  ...target,
  jwtSecret: SECRET,
  tokenMaxAge: 64000,
  trialDays: 14,
  scryptLogN: 10,
  logger: false,
  apiRateLimits,
});

async function serveWith(limits?: ApiRateLimits): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp({ config: config(limits), db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

/** Keep-alive GETs from a worker thread until told to stop; answers the count of each status. */
const FLOODER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, headers, connections, rate } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
let stop = false; const statuses = {};
parentPort.on('message', () => { stop = true; });
const one = () => new Promise((resolve) => {
  http.get(url, { headers, agent }, (res) => { res.resume(); res.on('end', () => { statuses[res.statusCode] = (statuses[res.statusCode] || 0) + 1; resolve(); }); })
    .on('error', () => { statuses.error = (statuses.error || 0) + 1; resolve(); });
});
// Each connection sends its share of rate a second (0: back to back).
const gap = rate ? (1000 * connections) / rate : 0;
const loop = async () => { while (!stop) { const t = Date.now(); await one(); const left = t + gap - Date.now(); if (left > 0) await new Promise((r) => setTimeout(r, left)); } };
const started = Date.now();
Promise.all(Array.from({ length: connections }, loop)).then(() => { agent.destroy(); parentPort.postMessage({ statuses, ms: Date.now() - started }); });
`;

/** One call at a time from a worker thread, a pause between calls; answers each call's latency in ms. */
const QUIET = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { urls, headers, calls, pauseMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const one = (url) => new Promise((resolve, reject) => {
  const started = process.hrtime.bigint();
  http.get(url, { headers, agent }, (res) => { res.resume(); res.on('end', () => {
    if (res.statusCode !== 200) reject(new Error('quiet call answered ' + res.statusCode));
    else resolve(Number(process.hrtime.bigint() - started) / 1e6);
  }); }).on('error', reject);
});
(async () => {
  const times = [];
  for (let i = 0; i < calls; i++) {
    times.push(await one(urls[i % urls.length]));
    await new Promise((r) => setTimeout(r, pauseMs));
  }
  agent.destroy();
  parentPort.postMessage(times);
})().catch((e) => { throw e; });
`;

function quiet(urls: string[], token: string, calls = QUIET_CALLS, pauseMs = 30): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(QUIET, {
      eval: true,
      workerData: { urls, headers: { authorization: `Bearer ${token}` }, calls, pauseMs },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

function flood(url: string, token: string, rate: number) {
  if (FLOOD_CLIENT === 'process')
    return rawFlood({ url, authorization: `Bearer ${token}`, connections: FLOOD_CONNECTIONS, rate });
  const worker = new Worker(FLOODER, {
    eval: true,
    workerData: { url, headers: { authorization: `Bearer ${token}` }, connections: FLOOD_CONNECTIONS, rate },
  });
  const done = new Promise<{ statuses: Record<string, number>; ms: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const result = await done;
      await worker.terminate();
      return result;
    },
  };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (n: number) => `${n.toFixed(2)} ms`;

try {
  await migrate(db, modules);
  const a = await benchOwner(db);
  const b = await benchOwner(db);
  const tokenA = signToken(SECRET, a.userId, 64000).token;
  const tokenB = signToken(SECRET, b.userId, 64000).token;
  // Products written through an unlimited instance on the same database.
  const seeder = await buildApp({ config: config(), db });
  const ids: Record<string, string[]> = { [a.shopId]: [], [b.shopId]: [] };
  for (const [shop, token] of [
    [a.shopId, tokenA],
    [b.shopId, tokenB],
  ]) {
    for (let i = 0; i < PRODUCTS; i++) {
      const res = await seeder.inject({
        method: 'POST',
        url: fillPath(productRoutes.create.path, { shop }),
        headers: { authorization: `Bearer ${token}` },
        payload: { title: `Linen throw ${i + 1}`, price: 10 + (i % 50), quantity: i % 20, status: 'active' },
      });
      if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`seed: ${res.statusCode} ${res.body}`);
      ids[shop].push(res.json().data._id as string);
    }
  }
  await seeder.close();

  const listPath = (shop: string) => `${fillPath(productRoutes.list.path, { shop })}?page=1&limit=20`;
  const getPath = (shop: string, i: number) =>
    fillPath(productRoutes.get.path, { shop, product_id: ids[shop][i % ids[shop].length] });

  console.log(`\nAPI rate limits (${kind}; ${os.cpus().length} cores): ${PRODUCTS} products a shop`);
  console.log(
    `\n1. Flood: A floods its shop's list on ${FLOOD_CONNECTIONS} connections (${FLOOD_CLIENT === 'process' ? 'a child process writing ready-made requests' : 'a worker thread with Node http'}); B makes ${QUIET_CALLS} calls quiet and as many flooded (${ROUNDS} rounds of each in turn), one at a time (list and get in turn, 30 ms apart: under its limit)`,
  );
  console.log(
    'flood (calls/s) | limits | B p50 quiet | B p95 quiet | B p50 flood | B p95 flood | p95 flood/quiet | A answered (per s)',
  );
  for (const rate of FLOOD_RATES) {
    for (const [name, limits] of [
      ['off', undefined],
      ['on (defaults)', DEFAULT_API_RATE_LIMITS],
    ] as const) {
      const { app, base } = await serveWith(limits);
      const urls = [base + listPath(b.shopId), ...[0, 1, 2, 3].map((i) => base + getPath(b.shopId, i))];
      await quiet(urls, tokenB, 100); // warm-up
      // Quiet and flooded runs in turn, so the machine's other load weighs on both alike.
      const alone: number[] = [];
      const flooded: number[] = [];
      const statuses: Record<string, number> = {};
      let floodMs = 0;
      for (let round = 0; round < ROUNDS; round++) {
        alone.push(...(await quiet(urls, tokenB, QUIET_CALLS / ROUNDS)));
        const flooder = flood(base + listPath(a.shopId), tokenA, rate);
        flooded.push(...(await quiet(urls, tokenB, QUIET_CALLS / ROUNDS)));
        const result = await flooder.stop();
        for (const [status, n] of Object.entries(result.statuses)) statuses[status] = (statuses[status] ?? 0) + n;
        floodMs += result.ms;
      }
      await app.close();
      const perSecond = Object.entries(statuses)
        .map(([status, n]) => `${status}: ${Math.round(n / (floodMs / 1000))}`)
        .join(', ');
      console.log(
        `${rate || 'back to back'} | ${name} | ${ms(percentile(alone, 50))} | ${ms(percentile(alone, 95))} | ${ms(percentile(flooded, 50))} | ${ms(percentile(flooded, 95))} | ${(percentile(flooded, 95) / percentile(alone, 95)).toFixed(2)}× | ${perSecond}`,
      );
    }
  }

  console.log(
    `\n2. Cost: served per second (8 connections from a child process), limits on (never refusing) vs off, ${SERVED_ROUNDS} rounds`,
  );
  const never = { perSecond: 1e9, burst: 1e9 };
  const on = await serveWith({ token: never, shop: never, heavy: never, syncMs: DEFAULT_API_RATE_LIMITS.syncMs });
  const off = await serveWith();
  for (const [call, url] of [
    ['list', listPath(b.shopId)],
    ['get', getPath(b.shopId, 7)],
  ] as const) {
    if (!SERVED_ROUNDS) break;
    await servedPerSecond(on.base + url, `Bearer ${tokenB}`, 500);
    await servedPerSecond(off.base + url, `Bearer ${tokenB}`, 500);
    const rates: { on: number[]; off: number[] } = { on: [], off: [] };
    for (let round = 0; round < SERVED_ROUNDS; round++) {
      rates.on.push(await servedPerSecond(on.base + url, `Bearer ${tokenB}`, 1500));
      rates.off.push(await servedPerSecond(off.base + url, `Bearer ${tokenB}`, 1500));
    }
    const median = (v: number[]) => percentile(v, 50);
    console.log(
      `${call}: on ${Math.round(median(rates.on))}/s, off ${Math.round(median(rates.off))}/s, on/off ${(median(rates.on) / median(rates.off)).toFixed(3)} (rounds on ${rates.on.map(Math.round).join(' ')}; off ${rates.off.map(Math.round).join(' ')})`,
    );
  }
  // CPU time per call in this process (app.inject, one at a time): what other processes' load changes least.
  console.log(
    '\n3. Cost: CPU time per call (app.inject, one at a time, 5 rounds of 1000 in alternating order, median)',
  );
  for (const [call, url] of [
    ['list', listPath(b.shopId)],
    ['get', getPath(b.shopId, 7)],
  ] as const) {
    const cpu: { on: number[]; off: number[] } = { on: [], off: [] };
    const headers = { authorization: `Bearer ${tokenB}` };
    for (let round = 0; round < 6; round++) {
      // On first, then off first: neither pays the other's garbage more often.
      const order = [
        ['on', on.app],
        ['off', off.app],
      ] as const;
      for (const [name, app] of round % 2 ? [...order].reverse() : order) {
        const started = process.cpuUsage();
        for (let i = 0; i < 1000; i++) await app.inject({ method: 'GET', url, headers });
        const used = process.cpuUsage(started);
        // The first round warms up.
        if (round > 0) cpu[name].push((used.user + used.system) / 1000);
      }
    }
    const median = (v: number[]) => percentile(v, 50);
    console.log(
      `${call}: on ${median(cpu.on).toFixed(1)} µs, off ${median(cpu.off).toFixed(1)} µs, on/off ${(median(cpu.on) / median(cpu.off)).toFixed(3)}`,
    );
  }
  // A refused call: A's token over its limit (default limits), answered by the route's onRequest hook.
  const limited = await serveWith(DEFAULT_API_RATE_LIMITS);
  const refusedCpu: number[] = [];
  const headersA = { authorization: `Bearer ${tokenA}` };
  for (let round = 0; round < 6; round++) {
    const started = process.cpuUsage();
    let refused = 0;
    for (let i = 0; i < 1000; i++)
      if ((await limited.app.inject({ method: 'GET', url: listPath(a.shopId), headers: headersA })).statusCode === 429)
        refused++;
    const used = process.cpuUsage(started);
    if (round > 0) refusedCpu.push((used.user + used.system) / refused);
  }
  console.log(`list refused (429): ${percentile(refusedCpu, 50).toFixed(1)} µs (light-my-request's own cost included)`);
  await limited.app.close();
  await on.app.close();
  await off.app.close();
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
