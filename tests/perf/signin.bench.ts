/**
 * `npx tsx tests/perf/signin.bench.ts`: 40 anonymous sign-ins at once (issue 15).
 *
 * The gateway runs in this process on a temporary SQLite file (or DATABASE_URL) with the
 * production hashing cost (SCRYPT_LOG_N, default 17) and its hashing pool (HASH_POOL_SIZE,
 * HASH_QUEUE). While 40 clients sign in at once (wrong passwords from 40 addresses, so the
 * lock-out does not interfere), a probe asks every 50 ms for /healthz and for a static
 * file of the app. Prints: the event-loop delay (perf_hooks.monitorEventLoopDelay) p50,
 * p99 and max over the burst, the probes' latencies, and the sign-ins' answers. Asserts
 * nothing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { GatewayConfig } from '../../gateway/config';
import { migrate, openDatabase } from '../../gateway/db';
import { modules } from '../../gateway/modules';
import { hashPoolFromEnv } from '../../gateway/lib/limits';
import { buildApp } from '../../gateway/server';

const CLIENTS = Number(process.env.CLIENTS ?? 40);
const LOG_N = Number(process.env.SCRYPT_LOG_N ?? 17);

const dir = mkdtempSync(path.join(os.tmpdir(), 'signin-bench-'));
const staticDir = path.join(dir, 'dist');
mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>bench</title>');
writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'x'.repeat(200_000));
const target = { databaseUrl: process.env.DATABASE_URL || undefined, sqliteFile: path.join(dir, 'bench.sqlite') };
const { db, kind } = await openDatabase(target);
await migrate(db, modules);
const config: GatewayConfig = {
  port: 0,
  host: '127.0.0.1',
  dataDir: dir,
  ...target,
  jwtSecret: 'bench-secret-bench-secret-bench-secret',
  tokenMaxAge: 64000,
  trialDays: 14,
  staticDir,
  scryptLogN: LOG_N,
  logger: false,
  hashPool: hashPoolFromEnv(process.env),
  trustProxy: true,
};
const app = await buildApp({ config, db });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const post = (url: string, body: unknown, address: string) =>
  fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
const password = 'bench-password-1';
await post(
  '/auth/api/user/signup',
  { first_name: 'Bench', last_name: 'Mark', email: 'bench@example.com', password, password_confirmation: password },
  '10.0.0.1',
);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};
const timed = async (url: string) => {
  const started = performance.now();
  const res = await fetch(base + url);
  await res.arrayBuffer();
  return performance.now() - started;
};

// Warm up: one sign-in (the pool's threads start) and one of each probe.
await post('/auth/api/token', { email: 'bench@example.com', password }, '10.0.0.2');
await timed('/healthz');
await timed('/assets/app.js');

const loop = monitorEventLoopDelay({ resolution: 10 });
const probes = { health: [] as number[], file: [] as number[] };
let running = true;
const probe = (async () => {
  while (running) {
    const [health, file] = await Promise.all([timed('/healthz'), timed('/assets/app.js')]);
    probes.health.push(health);
    probes.file.push(file);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
})();

loop.enable();
const started = performance.now();
const answers = await Promise.all(
  Array.from({ length: CLIENTS }, async (_, i) => {
    const res = await post(
      '/auth/api/token',
      { email: 'bench@example.com', password: 'wrong-password' },
      `198.18.${i >> 8}.${i & 255}`,
    );
    return { status: res.status, ms: performance.now() - started };
  }),
);
const burstMs = performance.now() - started;
loop.disable();
running = false;
await probe;

const byStatus: Record<number, number> = {};
for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
const ms = (ns: number) => (ns / 1e6).toFixed(1);
const pool = config.hashPool!;
console.log(
  `\nSign-in burst: ${CLIENTS} concurrent, scrypt 2^${LOG_N}, ${kind}, hashing pool ${pool.size} thread(s) + queue ${pool.queue}, ${os.availableParallelism()} cores`,
);
console.log(
  `  burst took ${(burstMs / 1000).toFixed(1)} s; answers: ${Object.entries(byStatus)
    .map(([s, n]) => `${n} × ${s}`)
    .join(', ')}`,
);
console.log(
  `  answer time p50 ${percentile(
    answers.map((a) => a.ms),
    50,
  ).toFixed(0)} ms, max ${Math.max(...answers.map((a) => a.ms)).toFixed(0)} ms`,
);
console.log(
  `  event-loop delay: p50 ${ms(loop.percentile(50))} ms, p99 ${ms(loop.percentile(99))} ms, max ${ms(loop.max)} ms`,
);
console.log(
  `  /healthz during the burst (${probes.health.length} probes): p50 ${percentile(probes.health, 50).toFixed(1)} ms, p99 ${percentile(probes.health, 99).toFixed(1)} ms, max ${Math.max(...probes.health).toFixed(1)} ms`,
);
console.log(
  `  static file (200 kB) during the burst: p50 ${percentile(probes.file, 50).toFixed(1)} ms, p99 ${percentile(probes.file, 99).toFixed(1)} ms, max ${Math.max(...probes.file).toFixed(1)} ms`,
);

await app.close();
await db.destroy();
rmSync(dir, { recursive: true, force: true });
