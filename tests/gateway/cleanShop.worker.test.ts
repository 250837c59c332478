/**
 * CLEAN-SHOP run by the separate worker process (`npm run worker`, gateway/worker.ts) clears
 * the shop's objects too: from the embedded store's folder (the web process's s3rver is
 * not reachable from the worker) and from an S3 bucket (a real S3-compatible server on
 * loopback). Another shop's objects stay.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Db } from '../../gateway/db';
import { modules } from '../../gateway/modules';
import { scheduleCleanups } from '../../gateway/modules/billing/lifecycle';
import { buildApp } from '../../gateway/server';
import { EmbeddedObjectStore } from '../../gateway/storage/objectStore';
import { EMBEDDED_KEYS, type StorageConfig } from '../../gateway/storage/storage.config';
import { Gateway, openTestDatabase, testConfig } from './harness';

const DAY = 86_400_000;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const f of cleanups.splice(0).reverse()) await f();
});

async function database(dir: string): Promise<{ db: Db; env: Record<string, string> }> {
  if (process.env.TEST_DATABASE_URL) {
    const t = await openTestDatabase();
    cleanups.push(() => t.drop());
    return { db: t.db, env: { DATABASE_URL: t.target.databaseUrl! } };
  }
  const sqliteFile = path.join(dir, 'shop.sqlite');
  const { db } = await openDatabase({ sqliteFile });
  cleanups.push(() => db.destroy());
  return { db, env: { SQLITE_FILE: sqliteFile } };
}

/** A gateway (no in-process worker) with two shops; the first expired past its deletion phase. */
async function twoShops(db: Db, storage: StorageConfig) {
  await migrate(db, modules);
  const app = await buildApp({ config: testConfig({ storage }), db });
  await app.ready();
  const gw = new Gateway(app, db, 'sqlite', testConfig());
  const owner = await gw.account();
  const gone = await gw.createShop(owner.token);
  const kept = await gw.createShop(owner.token, { name: 'Kept shop' });
  await db
    .updateTable('shops')
    .set({ expired_at: new Date(Date.now() - DAY - 60_000).toISOString() })
    .where('id', '=', gone._id)
    .execute();
  return { app, gone: `${owner.id}/${gone._id}/`, kept: `${owner.id}/${kept._id}/` };
}

async function put(client: S3Client, bucket: string, key: string) {
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'image', ContentType: 'image/png' }));
}
const keys = async (client: S3Client, bucket: string) =>
  ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key).sort();

/** `npm run worker` in its own process until the CLEAN-SHOP job is done (or failed). */
async function runWorker(db: Db, env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'gateway/worker.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, SEED: '0', DATA_DIR: env.DATA_DIR, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (let i = 0; i < 600; i++) {
      const job = await db
        .selectFrom('jobs')
        .select(['status', 'result', 'error'])
        .where('channel', '=', 'CLEAN-SHOP')
        .executeTakeFirst();
      if (job && (job.status === 'done' || job.status === 'failed')) return { ...job, output };
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`the worker did not finish the job: ${output}`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

describe('CLEAN-SHOP in the worker process clears the stored objects', () => {
  it('of the embedded store (its folder)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clean-worker-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const storage: StorageConfig = { kind: 'embedded', dir: path.join(dir, 's3'), bucket: 'shop-media' };
    const { db, env } = await database(dir);
    const { app, gone, kept } = await twoShops(db, storage);
    const client = app.objectStore!.client();
    await put(client, 'shop-media', `${gone}products/mug.png`);
    await put(client, 'shop-media', `${gone}reviews/photo.png`);
    await put(client, 'shop-media', `${kept}products/bowl.png`);
    await scheduleCleanups(db, app.queue);
    await app.close(); // the web process (and its s3rver) is gone: only the worker runs

    const job = await runWorker(db, { ...env, DATA_DIR: dir });
    expect(job.status, job.output).toBe('done');
    expect(JSON.parse(job.result!)).toMatchObject({ cleared: true, objects: 2 });
    const check = new EmbeddedObjectStore(storage);
    await check.start();
    cleanups.push(() => check.stop());
    expect(await keys(check.client(), 'shop-media')).toEqual([`${kept}products/bowl.png`]);
  }, 60_000);

  it('of an S3 bucket', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clean-worker-s3-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    // A real S3-compatible server on loopback stands for the bucket.
    const bucketServer = new EmbeddedObjectStore({
      kind: 'embedded',
      dir: path.join(dir, 'bucket'),
      bucket: 'real-bucket',
    });
    await bucketServer.start();
    cleanups.push(() => bucketServer.stop());
    const endpoint = `http://127.0.0.1:${bucketServer.address.port}`;
    const storage: StorageConfig = {
      kind: 's3',
      bucket: 'real-bucket',
      region: 'ap-southeast-1',
      endpoint,
      forcePathStyle: true,
      publicBaseUrl: `${endpoint}/real-bucket`,
      credentials: { ...EMBEDDED_KEYS },
    };
    const { db, env } = await database(dir);
    const { app, gone, kept } = await twoShops(db, storage);
    expect(app.objectStore).toBeNull();
    const client = bucketServer.client();
    await put(client, 'real-bucket', `${gone}products/mug.png`);
    await put(client, 'real-bucket', `${kept}products/bowl.png`);
    await scheduleCleanups(db, app.queue);
    await app.close();

    const job = await runWorker(db, {
      ...env,
      DATA_DIR: dir,
      S3_BUCKET: 'real-bucket',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: EMBEDDED_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: EMBEDDED_KEYS.secretAccessKey,
    });
    expect(job.status, job.output).toBe('done');
    expect(JSON.parse(job.result!)).toMatchObject({ cleared: true, objects: 1 });
    expect(await keys(client, 'real-bucket')).toEqual([`${kept}products/bowl.png`]);
  }, 60_000);
});
