/**
 * `npx tsx tests/perf/backup.bench.ts`: backup and restore figures at 100,000 orders (issue 28
 * item 5), and the merchant's copy of that shop (item 6).
 *
 * A fresh data folder (SQLite file, embedded object store with IMAGES images of 40 KB; or
 * PostgreSQL when DATABASE_URL or TEST_DATABASE_URL (bash scripts/with-postgres.sh) names a
 * server: a new database is made for the data and another for the restore), one shop with
 * 1,000 customers and ORDERS orders bulk-inserted (benchOrders).
 * Then `npm run backup` and `npm run restore` run as an operator runs them (child processes),
 * timed, with the sizes of the database, the backup folder and the restored folder; then the
 * EXPORT-SHOP job makes the shop's data ZIP, timed, with its size and this process's peak memory.
 * Prints a table. Asserts nothing.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { configFromEnv } from '../../gateway/config';
import { migrate, openDatabase } from '../../gateway/db';
import { modules } from '../../gateway/modules';
import { buildModuleDeps } from '../../gateway/server';
import { EmbeddedObjectStore } from '../../gateway/storage/objectStore';
import { ROOT } from '../../scripts/spaBuild';
import { benchOrders, benchOwner } from './benchSeed';

const run = promisify(execFile);
const ORDERS = Number(process.env.ORDERS ?? 100_000);
const IMAGES = Number(process.env.IMAGES ?? 200);
// A server to make databases on: DATABASE_URL, or the throwaway cluster of scripts/with-postgres.sh.
const PG = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  return total;
}

async function pgAdmin(text: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: PG });
  await client.connect();
  try {
    return (await client.query(text)).rows as Record<string, unknown>[];
  } finally {
    await client.end();
  }
}
const databases: string[] = [];
async function newDatabase(): Promise<string | undefined> {
  if (!PG) return undefined;
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await pgAdmin(`CREATE DATABASE ${name}`);
  databases.push(name);
  const url = new URL(PG);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The environment `npm start` would read for this data folder (and database). */
function envFor(dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.SQLITE_FILE;
  delete env.S3_BUCKET;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

async function npmRun(command: 'backup' | 'restore', folder: string, env: NodeJS.ProcessEnv) {
  const started = Date.now();
  const { stdout } = await run('npm', ['run', '--silent', command, '--', folder], { cwd: ROOT, env });
  return { ms: Date.now() - started, stdout: stdout.trim() };
}

const work = mkdtempSync(path.join(os.tmpdir(), 'backup-bench-'));
const dataDir = path.join(work, 'data');
const databaseUrl = await newDatabase();
const env = envFor(dataDir, databaseUrl);
const config = configFromEnv(env);
const { db, kind } = await openDatabase(config);
try {
  await migrate(db, modules);
  const filled = Date.now();
  const { userId, shopId } = await benchOwner(db);
  await benchOrders(db, shopId, { orders: ORDERS, customers: 1000 });
  const store = new EmbeddedObjectStore(config.storage as ConstructorParameters<typeof EmbeddedObjectStore>[0]);
  await store.start();
  const client = store.client();
  const image = randomBytes(40 * 1024);
  for (let i = 0; i < IMAGES; i++)
    await client.send(
      new PutObjectCommand({
        Bucket: store.bucket,
        Key: `${userId}/${shopId}/products/${i}-tile.png`,
        Body: image,
        ContentType: 'image/png',
      }),
    );
  await store.stop();
  const fillMs = Date.now() - filled;
  const dbBytes = kind === 'postgres' ? 0 : statSync(config.sqliteFile).size;
  const pgBytes =
    kind === 'postgres'
      ? Number((await pgAdmin(`SELECT pg_database_size('${new URL(databaseUrl!).pathname.slice(1)}') AS n`))[0].n)
      : 0;

  const backupDir = path.join(work, 'backup');
  const backup = await npmRun('backup', backupDir, env);
  const restoreDir = path.join(work, 'restored');
  const restoreEnv = envFor(restoreDir, await newDatabase());
  const restore = await npmRun('restore', backupDir, restoreEnv);

  // The merchant's copy: the EXPORT-SHOP job as a worker runs it, this process's memory sampled.
  const deps = await buildModuleDeps({ config: { ...config, staticDir: undefined }, db });
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  const exported = Date.now();
  const job = await deps.queue.publish('EXPORT-SHOP', shopId, userId, {});
  await deps.queue.drain();
  const exportMs = Date.now() - exported;
  clearInterval(sampler);
  const done = await db
    .selectFrom('jobs')
    .select(['status', 'result', 'error'])
    .where('id', '=', job.id)
    .executeTakeFirstOrThrow();
  const result = JSON.parse(done.result ?? '{}') as { bytes?: number; files?: number };

  console.log(
    `\n${kind}: ${ORDERS.toLocaleString('en-US')} orders, 1,000 customers, ${IMAGES} images of 40 KB (filled in ${seconds(fillMs)})`,
  );
  console.table([
    { step: 'database', time: '', size: mb(kind === 'postgres' ? pgBytes : dbBytes) },
    { step: 'npm run backup', time: seconds(backup.ms), size: mb(folderBytes(backupDir)) },
    {
      step: 'npm run restore',
      time: seconds(restore.ms),
      size: kind === 'postgres' ? '(database)' : mb(folderBytes(restoreDir)),
    },
    {
      step: `EXPORT-SHOP ZIP (${done.status}${done.error ? `: ${done.error}` : ''}, ${result.files ?? 0} files)`,
      time: seconds(exportMs),
      size: mb(result.bytes ?? 0),
      peak_rss: mb(peak),
    },
  ]);
  console.log(backup.stdout);
  console.log(restore.stdout);
} finally {
  await db.destroy();
  for (const name of databases) await pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
