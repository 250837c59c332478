/**
 * Issue 28 item 6: "Download all shop data". The demo shop (catalogue with images in the
 * embedded store, customers, orders, reviews, discounts, gift cards, pages...) is exported by
 * the EXPORT-SHOP job and downloaded as a ZIP: it opens, its manifest lists every file with the
 * right size and SHA-256, the row counts are the database's, the media are the store's bytes,
 * and no secret (payment key, app token, password hash, two-step secret) is anywhere in it.
 * Another merchant can neither start it on the shop nor download it. Without an object store
 * the ZIP is kept with the job and downloads the same way.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopDataManifest } from '../../gateway/modules/shop-export/shopExport.job';
import { seedCatalogue } from '../../gateway/seed/catalogue';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../gateway/seed/demo';
import { seedModules } from '../../gateway/seed/modules';
import { seedOrders } from '../../gateway/seed/orders';
import { jobContract as jobRoutes } from '../../resources/job/job.contract';
import { privateAppContract as privateAppRoutes } from '../../resources/private-app/privateApp.contract';
import { useGateway, type Gateway } from './harness';
import { merchant, setUpPayment } from './orders.fixtures';

const dir = mkdtempSync(path.join(tmpdir(), 'shop-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const gw = useGateway({ storage: { kind: 'embedded', dir, bucket: 'media' } });
const bare = useGateway();

const CARD_SECRET = 'sk_test_fixture_0123456789';
const TWO_STEP_SECRET = 'sealed-two-step-secret-5f0e1d';

/** Publishes EXPORT-SHOP as the app does, runs the queue, and downloads the file. */
async function exportShop(g: Gateway, token: string, shopId: string, userId: string) {
  const published = await g.call(jobRoutes.publish, {
    token,
    query: { channel: 'EXPORT-SHOP' },
    body: { shop_id: shopId, user_id: userId },
  });
  expect(published.statusCode, published.body).toBe(202);
  const jobId: string = published.json().data.id;
  await g.app.queue.drain();
  const job = (await g.ok(jobRoutes.get, { token, params: { shop: shopId, job_id: jobId } })).data;
  expect(job, JSON.stringify(job)).toMatchObject({ status: 'done', progress: 100 });
  const file = await g.call(jobRoutes.download, { token, params: { shop: shopId, job_id: jobId } });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/zip');
  expect(file.headers['content-disposition']).toMatch(/attachment; filename=".+-data-\d{4}-\d\d-\d\d\.zip"/);
  return { jobId, zip: file.rawPayload };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');
const csvRows = (bytes: Uint8Array) => (parse(text(bytes), { bom: true }) as string[][]).length - 1;

async function count(g: Gateway, table: string, shopId: string, where: Record<string, unknown> = {}) {
  let q = g.db
    .selectFrom(table as 'orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('shop_id', '=', shopId);
  for (const [column, value] of Object.entries(where)) q = q.where(column as 'status', '=', value as string);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

describe('Download all shop data (EXPORT-SHOP)', () => {
  let token: string;
  let userId: string;
  let shopId: string;
  let appToken: string;

  beforeAll(async () => {
    await seedDemo(gw.db, gw.config);
    await seedCatalogue(gw.db, {
      store: gw.app.objectStore,
      publicBaseUrl: 'http://localhost/s3/media',
      productsPerShop: 6,
    });
    await seedOrders(gw.db, { customers: 8, orders: 30, abandoned: 2 });
    await seedModules(gw.db, 'http://localhost/s3/media');
    token = await gw.login(DEMO_EMAIL, DEMO_PASSWORD);
    const user = await gw.db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
    userId = user.id;
    const shop = await gw.db
      .selectFrom('shops')
      .select('id')
      .where('owner_id', '=', userId)
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    shopId = shop.id;
    // Secrets the shop holds: a card gateway's key, a private app's token, the owner's two-step secret.
    await setUpPayment(gw, token, shopId, 'card');
    appToken = (
      await gw.ok(privateAppRoutes.create, {
        token,
        params: { shop: shopId },
        body: { name: 'ERP sync', scopes: ['read_products'] },
      })
    ).data.access_token;
    await gw.db
      .insertInto('two_factor')
      .values({
        user_id: userId,
        secret_sealed: TWO_STEP_SECRET,
        enabled_at: null,
        last_step: null,
        created_at: '2026-01-01',
      })
      .execute();
  });

  it('makes a ZIP whose manifest lists every file with its size and SHA-256', async () => {
    const { zip } = await exportShop(gw, token, shopId, userId);
    const files = unzipSync(new Uint8Array(zip));
    const manifest = JSON.parse(text(files['manifest.json'])) as ShopDataManifest;
    expect(manifest).toMatchObject({ format: 'shop-data/1', shop: { id: shopId } });
    expect(Object.keys(files).sort()).toEqual([...manifest.files.map((f) => f.path), 'manifest.json'].sort());
    for (const f of manifest.files) {
      expect(files[f.path].length, f.path).toBe(f.size);
      expect(sha256(files[f.path]), f.path).toBe(f.sha256);
    }
    for (const name of ['products.csv', 'orders.csv', 'order-lines.csv', 'customers.csv', 'reviews.csv']) {
      expect(manifest.files.find((f) => f.path === name)?.rows, name).toBeGreaterThan(0);
    }
    expect(manifest.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['shop.json', 'discounts.csv', 'gift-cards.csv', 'data/pages.json', 'data/menus.json']),
    );
  });

  it("counts the database's rows in every spreadsheet and table", async () => {
    const { zip } = await exportShop(gw, token, shopId, userId);
    const files = unzipSync(new Uint8Array(zip));
    const manifest = JSON.parse(text(files['manifest.json'])) as ShopDataManifest;
    const rowsOf = (p: string) => manifest.files.find((f) => f.path === p)?.rows;
    const sheets: [string, string, Record<string, unknown>?][] = [
      ['orders.csv', 'orders', { abandoned: 0 }],
      ['customers.csv', 'customers'],
      ['reviews.csv', 'reviews'],
      ['discounts.csv', 'discounts'],
      ['gift-cards.csv', 'gift_cards'],
    ];
    for (const [file, table, where] of sheets) {
      expect(csvRows(files[file]), file).toBe(await count(gw, table, shopId, where));
      expect(rowsOf(file), file).toBe(await count(gw, table, shopId, where));
    }
    expect(csvRows(files['products.csv'])).toBe(rowsOf('products.csv'));
    const tables = manifest.files.filter((f) => f.path.startsWith('data/'));
    expect(tables.length).toBeGreaterThan(20);
    for (const f of tables) {
      const rows = JSON.parse(text(files[f.path])) as unknown[];
      expect(rows.length, f.path).toBe(f.rows);
      expect(rows.length, f.path).toBe(await count(gw, f.source!, shopId));
    }
    expect(rowsOf('data/orders.json')).toBeGreaterThan(rowsOf('orders.csv')!);
    // Orders as JSON keep their lines and addresses as objects, not as JSON text.
    const order = (JSON.parse(text(files['data/orders.json'])) as { items: unknown }[])[0];
    expect(Array.isArray(order.items)).toBe(true);
  });

  it("holds the shop's media and theme files with the store's bytes", async () => {
    const { zip } = await exportShop(gw, token, shopId, userId);
    const files = unzipSync(new Uint8Array(zip));
    const manifest = JSON.parse(text(files['manifest.json'])) as ShopDataManifest;
    const media = manifest.files.filter((f) => f.path.startsWith('media/'));
    expect(media.length).toBeGreaterThan(0);
    const client = gw.app.objectStore!.client();
    for (const f of media) {
      const object = await client.send(new GetObjectCommand({ Bucket: 'media', Key: f.source }));
      expect(Buffer.from(files[f.path]).equals(Buffer.from(await object.Body!.transformToByteArray())), f.path).toBe(
        true,
      );
    }
  });

  it('never holds a secret: payment keys, app tokens, password hashes, two-step secrets', async () => {
    const { zip } = await exportShop(gw, token, shopId, userId);
    const files = unzipSync(new Uint8Array(zip));
    const user = await gw.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const payment = await gw.db
      .selectFrom('payments')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('type', '=', 'card')
      .executeTakeFirstOrThrow();
    const app = await gw.db
      .selectFrom('private_apps')
      .selectAll()
      .where('shop_id', '=', shopId)
      .executeTakeFirstOrThrow();
    const secrets = [CARD_SECRET, payment.secret_enc!, appToken, app.token_hash, user.password_hash, TWO_STEP_SECRET];
    const everything = [Buffer.from(zip), ...Object.values(files).map((f) => Buffer.from(f))];
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      for (const bytes of everything) expect(bytes.includes(secret), secret.slice(0, 6)).toBe(false);
    }
    // The card gateway itself is there, without its key.
    const payments = JSON.parse(text(files['data/payments.json'])) as Record<string, unknown>[];
    expect(payments.find((p) => p.type === 'card')).toMatchObject({ public_key: 'pk_test_fixture' });
    expect(payments.find((p) => p.type === 'card')).not.toHaveProperty('secret_enc');
  });

  it('answers 404 to another merchant, for the start and for the file', async () => {
    const { jobId } = await exportShop(gw, token, shopId, userId);
    const other = await gw.account();
    const publish = await gw.call(jobRoutes.publish, {
      token: other.token,
      query: { channel: 'EXPORT-SHOP' },
      body: { shop_id: shopId, user_id: other.id },
    });
    expect(publish.statusCode).toBe(404);
    const file = await gw.call(jobRoutes.download, { token: other.token, params: { shop: shopId, job_id: jobId } });
    expect(file.statusCode).toBe(404);
    const { _id: ownShop } = await gw.createShop(other.token);
    const viaOwn = await gw.call(jobRoutes.download, { token: other.token, params: { shop: ownShop, job_id: jobId } });
    expect(viaOwn.statusCode).toBe(404);
    // The ZIP is in the store, but never served from the public /s3 path.
    const key = `exports/${shopId}/${jobId}.zip`;
    const stored = await gw.app.objectStore!.client().send(new GetObjectCommand({ Bucket: 'media', Key: key }));
    expect(stored.ContentType).toBe('application/zip');
    expect((await gw.app.inject({ method: 'GET', url: `/s3/media/${key}` })).statusCode).toBe(403);
  });

  it('keeps the ZIP with the job when there is no object store', async () => {
    const m = await merchant(bare);
    const { zip } = await exportShop(bare, m.account.token, m.shopId, m.account.id);
    const files = unzipSync(new Uint8Array(zip));
    const manifest = JSON.parse(text(files['manifest.json'])) as ShopDataManifest;
    expect(manifest.files.find((f) => f.path === 'data/products.json')?.rows).toBe(2);
    // A row per variant: the mug, and the shirt's two sizes.
    expect(csvRows(files['products.csv'])).toBe(3);
    expect(sha256(files['products.csv'])).toBe(manifest.files.find((f) => f.path === 'products.csv')?.sha256);
  });
});
