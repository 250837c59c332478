/**
 * `npx tsx tests/perf/orderExport.bench.ts`: the EXPORT-ORDER job on one shop of ORDERS orders
 * (default 1,000,000; `ORDERS=20000` for a smoke run), issue 30 item 4.
 *
 * A fresh database (SQLite in a temp dir, or PostgreSQL with DATABASE_URL / TEST_DATABASE_URL),
 * the orders bulk-inserted (benchSeed.ts), an embedded object store (s3rver, in this process like
 * the web process's), then the job's handler run as the queue runs it. Prints the time, the CSV's
 * size, the process's resident memory before the export and its peak during it (sampled every
 * 20 ms). Target (issue 30): peak RSS under 250 MB at 1M orders. Asserts nothing. With SHOP_ID
 * (and SQLITE_FILE on SQLite) it exports that shop of an already seeded database instead
 * (tests/perf/platform.bench.ts runs it so, in a process of its own).
 *
 * Run it as `NODE_OPTIONS='--expose-gc --max-old-space-size=128' npx tsx tests/perf/orderExport.bench.ts`:
 * the export keeps one page (1,000 orders) alive, but with V8's default heap limit (a share of the
 * machine's memory) the collector lets the garbage of finished pages pile up before it runs, so
 * RSS grows with the shop's size for no live data; a 128 MB old space collects as it goes.
 */
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import { migrate, openDatabase } from '../../gateway/db';
import type { JobContext, JobHandler } from '../../gateway/jobs/queue';
import { nowIso } from '../../gateway/lib/ids';
import { modules } from '../../gateway/modules';
import { exportOrdersJob } from '../../gateway/modules/order/order.export';
import { EmbeddedObjectStore } from '../../gateway/storage/objectStore';
import { benchOrders, benchOwner } from './benchSeed';

const ORDERS = Number(process.env.ORDERS ?? 1_000_000);
const MB = 1024 * 1024;

const dir = await mkdtemp(path.join(os.tmpdir(), 'order-export-bench-'));
const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
const sqliteFile = process.env.SQLITE_FILE ?? path.join(dir, 'bench.sqlite');
const { db, kind } = await openDatabase({ databaseUrl, sqliteFile });
await migrate(db, modules);
let started = Date.now();
// SHOP_ID: a shop of the database a run of before seeded (the platform bench's largest shop) is exported as it is.
const { shopId, userId } = process.env.SHOP_ID
  ? await db
      .selectFrom('shops')
      .select(['id as shopId', 'owner_id as userId'])
      .where('id', '=', process.env.SHOP_ID)
      .executeTakeFirstOrThrow()
  : await benchOwner(db);
if (!process.env.SHOP_ID) {
  await benchOrders(db, shopId, { orders: ORDERS, customers: Math.max(100, ORDERS / 100) });
  if (kind === 'postgres') await sql`VACUUM ANALYZE`.execute(db);
  console.log(
    `${kind}: ${ORDERS.toLocaleString('en-US')} orders inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

const store = new EmbeddedObjectStore({ kind: 'embedded', dir: path.join(dir, 'store'), bucket: 'media' });
await store.start();
const handler: JobHandler = exportOrdersJob(db, db, async () => ({
  client: store.client(),
  bucket: store.bucket,
  close: async () => undefined,
}));
let kept: { name: string; objectKey?: string; bytes?: number } | undefined;
const ctx: JobContext = {
  db,
  progress: async () => undefined,
  writeFile: async (name, _type, content) => void (kept = { name, bytes: Buffer.byteLength(content) }),
  keepFile: async (name, _type, where) => void (kept = { name, ...('objectKey' in where ? where : {}) }),
};
const at = nowIso();
const job = {
  id: 'bench-export',
  channel: 'EXPORT-ORDER',
  shop_id: shopId,
  user_id: userId,
  params: '{}',
  payload: {},
  status: 'running',
  progress: 0,
  result: null,
  error: null,
  attempts: 1,
  run_at: at,
  locked_until: null,
  created_at: at,
  started_at: at,
  finished_at: null,
};

// What the seeding left for the collector is not the export's: collected first when node runs with --expose-gc.
(globalThis as { gc?: () => void }).gc?.();
const before = process.memoryUsage().rss;
const heapBefore = process.memoryUsage().heapUsed;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
started = Date.now();
const result = await handler(job, ctx);
const seconds = (Date.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);

let bytes = kept?.bytes ?? 0;
if (kept?.objectKey) {
  const head = await store.client().send(new HeadObjectCommand({ Bucket: store.bucket, Key: kept.objectKey }));
  bytes = head.ContentLength ?? 0;
}
console.log(
  [
    `export of ${Number(result.rows).toLocaleString('en-US')} orders (${kind}): ${seconds.toFixed(1)} s`,
    `${(bytes / MB).toFixed(0)} MB of CSV${kept?.objectKey ? ' in the object store' : ' kept with the job'}`,
    `RSS before ${(before / MB).toFixed(0)} MB (JS heap ${(heapBefore / MB).toFixed(0)} MB), peak during ${(peak / MB).toFixed(0)} MB (+${((peak - before) / MB).toFixed(0)} MB)`,
  ].join('; '),
);

await store.stop();
await db.destroy();
rmSync(dir, { recursive: true, force: true });
