/**
 * Backup and restore drill (issue 28 item 5): the real gateway runs on the demo data (a
 * child process, SQLite file or PostgreSQL with TEST_DATABASE_URL, the embedded object store
 * with the catalogue's images); orders are written while `npm run backup` copies it; the
 * copy is restored with `npm run restore` into a new, empty data folder (and database), the
 * gateway is started on it, the demo merchant signs in, and finds every order written before
 * the backup began, as many orders as the manifest counts, and the product images readable
 * with the same bytes. A damaged copy, or a folder that is not empty, is refused.
 * Prints the backup and restore times and sizes.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../../core/route';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../gateway/seed/demo';
import type { Manifest } from '../../gateway/backup/backup';
import { authRoutes } from '../../resources/auth/auth.routes';
import { orderRoutes } from '../../resources/order/order.routes';
import { productRoutes } from '../../resources/product/product.routes';
import { shopRoutes } from '../../resources/shop/shop.routes';
import { ROOT } from '../../scripts/spaBuild';
import { startGateway, type RunningGateway } from '../e2e/support/gateway';

const run = promisify(execFile);
const PG = process.env.TEST_DATABASE_URL;

async function pgAdmin(text: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: PG });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
const databases: string[] = [];
/** A new empty PostgreSQL database (dropped after the drill), or none on SQLite. */
async function newDatabase(): Promise<string | undefined> {
  if (!PG) return undefined;
  const name = `drill_${Math.random().toString(36).slice(2, 10)}`;
  await pgAdmin(`CREATE DATABASE ${name}`);
  databases.push(name);
  const url = new URL(PG);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `npm run backup|restore` as an operator runs it, on a data folder (and database). */
async function npmRun(command: 'backup' | 'restore', folder: string, dataDir: string, databaseUrl?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.SQLITE_FILE;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const started = Date.now();
  const { stdout } = await run('npm', ['run', '--silent', command, '--', folder], { cwd: ROOT, env });
  return { stdout, seconds: (Date.now() - started) / 1000 };
}

/** The orders a restored database holds, read from the database itself. */
async function countOrders(dataDir: string, databaseUrl?: string): Promise<number> {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return Number((await client.query('SELECT count(*) AS n FROM orders')).rows[0].n);
    } finally {
      await client.end();
    }
  }
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(path.join(dataDir, 'shop.sqlite'), { readonly: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

const temp = (label: string) => mkdtempSync(path.join(os.tmpdir(), `drill-${label}-`));

async function signIn(gw: RunningGateway) {
  const answer = await fetch(`${gw.url}${authRoutes.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  expect(answer.status).toBe(200);
  const token = ((await answer.json()) as { access_token: string }).access_token;
  const call = async (method: string, route: { path: string }, params: Record<string, string>, body?: unknown) => {
    const res = await fetch(`${gw.url}${fillPath(route.path, params)}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
  };
  const shops = (await call('GET', shopRoutes.list, {})).body.data as { shops: { _id: string }[] };
  return { call, shopId: shops.shops[0]._id };
}

let source: RunningGateway;
let sourceDb: string | undefined;
let restored: RunningGateway | undefined;
const folders: string[] = [];

beforeAll(async () => {
  sourceDb = await newDatabase();
  source = await startGateway({
    staticDir: '/nonexistent',
    env: { SEED: '1', ...(sourceDb ? { DATABASE_URL: sourceDb } : {}) },
  });
}, 240_000);

afterAll(async () => {
  await restored?.stop();
  await source?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  for (const name of databases) await pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}, 60_000);

describe(`backup and restore drill (${PG ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('restores a copy taken while orders are written: every order before it, the counts of its manifest, the images', async () => {
    const { call, shopId } = await signIn(source);
    const products = (await call('GET', productRoutes.list, { shop: shopId })).body.data as {
      products: { id: string; media: { url: string }[]; quantity: number; track_quantity: boolean }[];
    };
    // An image to compare, and stock for every order the drill writes (an untracked product, or the most in stock).
    const stock = (p: (typeof products.products)[number]) => (p.track_quantity ? p.quantity : Infinity);
    const product = products.products.filter((p) => p.media.length).sort((a, b) => stock(b) - stock(a))[0];
    const newOrder = () =>
      call(
        'POST',
        orderRoutes.create,
        { shop: shopId },
        { email: 'drill@example.com', items: [{ product_id: product.id, quantity: 1 }] },
      );

    const before: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await newOrder();
      expect(res.status).toBe(201);
      before.push(res.body.data.id as string);
    }
    // Orders keep coming while the copy is made.
    let writing = true;
    let during = 0;
    const writer = (async () => {
      while (writing) if ((await newOrder()).status === 201) during++;
    })();
    const folder = temp('backup');
    folders.push(folder);
    rmSync(folder, { recursive: true });
    const made = await npmRun('backup', folder, source.dataDir, sourceDb).finally(() => {
      writing = false;
    });
    await writer;
    const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.counts.orders).toBeGreaterThan(4000);
    expect(manifest.objects.length).toBeGreaterThan(10);

    const dataDir = temp('restored');
    folders.push(dataDir);
    const targetDb = await newDatabase();
    const back = await npmRun('restore', folder, dataDir, targetDb);
    expect(await countOrders(dataDir, targetDb)).toBe(manifest.counts.orders);
    expect(back.stdout).toContain(`${manifest.counts.orders} orders`);
    const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, 0);
    console.log(
      `backup drill (${PG ? 'postgres' : 'sqlite'}): backup ${made.seconds.toFixed(1)} s while ${during} orders were written, ` +
        `restore ${back.seconds.toFixed(1)} s; ${(bytes / 1024 / 1024).toFixed(1)} MB in ${manifest.files.length} files; ` +
        `${manifest.counts.orders} orders, ${manifest.counts.products} products, ${manifest.objects.length} objects`,
    );

    restored = await startGateway({
      staticDir: '/nonexistent',
      env: { SEED: '0', DATA_DIR: dataDir, ...(targetDb ? { DATABASE_URL: targetDb } : {}) },
    });
    const copy = await signIn(restored);
    for (const id of before)
      expect((await copy.call('GET', orderRoutes.get, { shop: copy.shopId, order_id: id })).status).toBe(200);
    // The image of the first product, byte for byte.
    const image = product.media[0]?.url;
    expect(image).toBeTruthy();
    const pathOf = (url: string) => new URL(url, source.url).pathname;
    const [a, b] = await Promise.all(
      [source, restored].map(async (g) => Buffer.from(await (await fetch(`${g.url}${pathOf(image!)}`)).arrayBuffer())),
    );
    expect(b.length).toBeGreaterThan(0);
    expect(b.equals(a)).toBe(true);
  }, 300_000);

  it('refuses a damaged copy and a data folder that is not empty', async () => {
    const folder = temp('damaged');
    folders.push(folder);
    rmSync(folder, { recursive: true });
    await npmRun('backup', folder, source.dataDir, sourceDb);
    const into = temp('into');
    folders.push(into);
    writeFileSync(path.join(into, 'shop.sqlite'), '');
    if (!PG)
      await expect(npmRun('restore', folder, into)).rejects.toMatchObject({
        stderr: expect.stringContaining('exists'),
      });
    const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    writeFileSync(path.join(folder, manifest.objects[0].file), 'not the image');
    await expect(npmRun('restore', folder, temp('empty'), await newDatabase())).rejects.toMatchObject({
      stderr: expect.stringContaining('does not match its checksum'),
    });
  }, 120_000);
});
