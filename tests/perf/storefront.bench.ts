/**
 * `npx tsx tests/perf/storefront.bench.ts`: the storefront on a shop's private domain with
 * the seeded demo catalogue (40 products), its theme files in the embedded object store
 * (STORE=db: in the database table instead). Prints the median and p90 of 30 renders of
 * the home page, a product page and a collection, a preview render, and the template
 * file list. Asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GatewayConfig } from '../../gateway/config';
import { migrate, openDatabase } from '../../gateway/db';
import { modules } from '../../gateway/modules';
import { seedShopCatalogue } from '../../gateway/seed/catalogue';
import { buildApp } from '../../gateway/server';

const RUNS = Number(process.env.RUNS ?? 30);
const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-'));
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
  staticDir: undefined,
  scryptLogN: 10,
  logger: false,
  ...(process.env.STORE === 'db'
    ? {}
    : { storage: { kind: 'embedded' as const, dir: path.join(dir, 's3'), bucket: 'media' } }),
};
const app = await buildApp({ config, db });
await app.ready();
const json = async (method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- benchmark plumbing: answers read loosely
  (await app.inject({ method, url, payload: body as object, headers })).json() as Record<string, any>;
await json('POST', '/auth/api/user/signup', {
  first_name: 'Bench',
  last_name: 'Mark',
  email: 'bench@example.com',
  password: 'bench-password-1',
  password_confirmation: 'bench-password-1',
});
const { access_token: token } = await json('POST', '/auth/api/token', {
  email: 'bench@example.com',
  password: 'bench-password-1',
});
const auth = { authorization: `Bearer ${token}` };
const shop = (
  await json(
    'POST',
    '/shop/api/init',
    {
      name: 'Bench Shop',
      email: 'bench@example.com',
      address: '1 Main St',
      city: 'Portland',
      country_code: 'US',
      zip_code: '97201',
      timezone: 'UTC-08:00',
      currency: 'USD',
      language: 'en',
    },
    auth,
  )
).data;
const row = await db.selectFrom('shops').selectAll().where('id', '=', shop._id).executeTakeFirstOrThrow();
await seedShopCatalogue(db, row, { store: null, publicBaseUrl: '', productsPerShop: 40 });
const host = `${shop.handle}.localhost:${config.port}`;
const product = await db
  .selectFrom('products')
  .select('handle')
  .where('shop_id', '=', shop._id)
  .executeTakeFirstOrThrow();
const collection = await db
  .selectFrom('collections')
  .select('handle')
  .where('shop_id', '=', shop._id)
  .executeTakeFirstOrThrow();
const list = await json('GET', '/api/template/list', undefined, { host, ...auth });
const preview = new URL(list.data.layout.preview_url);

async function time(label: string, url: string, headers: Record<string, string> = {}) {
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { host, ...headers } });
    ms.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  ms.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(28)} median ${ms[Math.floor(RUNS / 2)].toFixed(1).padStart(6)} ms   p90 ${ms[Math.floor(RUNS * 0.9)].toFixed(1).padStart(6)} ms`,
  );
}

console.log(
  `storefront (${kind}, files in ${config.storage ? 'the embedded object store' : 'the database'}), ${RUNS} runs each`,
);
await time('home /', '/');
await time(`product /products/…`, `/products/${product.handle}`);
await time(`collection /collections/…`, `/collections/${collection.handle}`);
await time('preview /?preview=true', `${preview.pathname}${preview.search}`);
await time('GET /api/template/list', '/api/template/list', auth);
await app.close();
await db.destroy();
rmSync(dir, { recursive: true, force: true });
