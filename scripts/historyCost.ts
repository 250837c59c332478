/**
 * Issue 27: the storage cost of history. Seeds the demo data in a fresh SQLite file, makes
 * 10,000 product updates through the gateway (price and description, round robin over the
 * demo products), and prints the bytes the versions take. `npx tsx scripts/historyCost.ts`
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configFromEnv } from '../gateway/config';
import { buildApp } from '../gateway/server';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../gateway/seed/demo';
import { migrate, openDatabase } from '../gateway/db';
import { modules } from '../gateway/modules';
import { sql } from 'kysely';

const UPDATES = Number(process.env.UPDATES ?? 10_000);

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'history-cost-'));
  const config = { ...configFromEnv({ ...process.env, DATA_DIR: dir, SCRYPT_LOG_N: '12' }), logger: false };
  const { db } = await openDatabase(config);
  await migrate(db, modules);
  await seedDemo(db, config);
  const app = await buildApp({ config, db });
  const login = await app.inject({
    method: 'POST',
    url: '/auth/api/token',
    payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
  });
  const token = login.json().access_token as string;
  // The demo merchant's first shop, with 20 products made through the API (the demo seed's own products come from module seeds).
  const shop = await db.selectFrom('shops').select('id').orderBy('created_at').executeTakeFirstOrThrow();
  const products: { id: string; description: string }[] = [];
  for (let i = 0; i < 20; i++) {
    const description = `<p>Hand-thrown stoneware, glazed in small batches. Dishwasher safe. Item ${i}.</p>`;
    const made = await app.inject({
      method: 'POST',
      url: `/product-2/api/${shop.id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { shop_id: shop.id, title: `Mug ${i}`, price: 12, description },
    });
    products.push({ id: made.json().data.id as string, description });
  }
  for (let i = 0; i < UPDATES; i++) {
    const p = products[i % products.length];
    const res = await app.inject({
      method: 'PUT',
      url: `/product-2/api/${shop.id}/${p.id}`,
      headers: { authorization: `Bearer ${token}`, 'x-source': '/products/edit' },
      payload: { price: 10 + (i % 50), description: `${p.description ?? ''} <p>Edit ${i}</p>` },
    });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  }
  const { n, bytes } = await db
    .selectFrom('record_versions')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      sql<number>`sum(length(state) + length(author_name) + length(source) + 120)`.as('bytes'),
    ])
    .executeTakeFirstOrThrow();
  const file = statSync(path.join(dir, 'shop.sqlite')).size + statSync(path.join(dir, 'shop.sqlite-wal')).size;
  console.log(
    `${n} versions of ${products.length} products: ${Math.round(Number(bytes) / Number(n))} bytes a version (row payload), ${(Number(bytes) / 1e6).toFixed(1)} MB in all; SQLite file + WAL ${(file / 1e6).toFixed(1)} MB`,
  );
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}

void main();
