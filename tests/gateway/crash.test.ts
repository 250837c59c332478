/**
 * Crash-safe work (issue 28 item 3): the real gateway and `npm run worker` as child
 * processes on one data folder (SQLite) or database (PostgreSQL with TEST_DATABASE_URL),
 * SIGKILLed at a seeded moment after the work began: a 25,000-product import job, a bulk
 * update of 10,000 products, 50 concurrent order creations, a CLEAN-SHOP job. After each
 * kill the database passes its integrity check, counters equal a recount, order numbers have
 * no gap or repeat and nothing half-written is visible; after a restart the job runs again
 * (its lease runs out: JOB_LEASE_MS) and finishes, or the call can be made again.
 * Prints what happened and the time of each case.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../gateway/db';
import { authRoutes } from '../../resources/auth/auth.routes';
import { jobRoutes } from '../../resources/job/job.routes';
import { orderRoutes } from '../../resources/order/order.routes';
import { paymentRoutes } from '../../resources/payment/payment.routes';
import { productRoutes } from '../../resources/product/product.routes';
import { shopRoutes } from '../../resources/shop/shop.routes';
import { expectConsistent, shopRows } from './crash.checks';
import {
  childEnv,
  client,
  seeded,
  startGatewayChild,
  startWorkerChild,
  waitFor,
  waitForWrite,
  type Child,
  type GatewayChild,
} from './crash.support';
import { openTestDatabase, PASSWORD, uniqueEmail, validShop } from './harness';

const PG = Boolean(process.env.TEST_DATABASE_URL);
const kind = PG ? 'postgres' : 'sqlite';
const random = seeded(28);
const IMPORTED = 25_000;
const BULK = 10_000;

let dataDir: string;
let env: NodeJS.ProcessEnv;
let db: Db;
let dropDatabase: (() => Promise<void>) | undefined;
let gateway: GatewayChild | undefined;
let worker: Child | undefined;
let token: string;
let userId: string;
let shopId: string;
let keptShopId: string;
const sqliteFile = () => path.join(dataDir, 'shop.sqlite');
const api = () => client(gateway!.url, token);
const log = (line: string) => console.log(`crash (${kind}): ${line}`);

/** Both processes SIGKILLed (a machine that loses power), then the checks on what they left. */
async function killAll() {
  await Promise.all([gateway?.kill('SIGKILL'), worker?.kill('SIGKILL')]);
  await expectConsistent(db, kind);
}
async function restart() {
  gateway = await startGatewayChild(env);
  // A short lease: a job whose worker was killed runs again within 3 s instead of a minute.
  worker = await startWorkerChild({ ...env, JOB_LEASE_MS: '3000' });
}

let lastJob: unknown;
const processes = () =>
  `last job state: ${JSON.stringify(lastJob)}\ngateway: ${gateway?.output()}\nworker: ${worker?.output()}`;
async function job(id: string) {
  const res = await api()(jobRoutes.get, { params: { shop: shopId, job_id: id } });
  lastJob = res.body.data ?? res.body;
  return res.body.data as {
    status: string;
    progress: number;
    attempts: number;
    error: string | null;
    result: Record<string, unknown> | null;
  };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'crash-'));
  let databaseUrl: string | undefined;
  if (PG) {
    const t = await openTestDatabase();
    databaseUrl = t.target.databaseUrl;
    db = t.db;
    dropDatabase = t.drop;
  }
  env = { ...childEnv(dataDir, databaseUrl), IMPORT_JOB_BYTES: '100000' };
  await restart();
  if (!PG) db = (await openDatabase({ sqliteFile: sqliteFile() })).db;
  const email = uniqueEmail('crash');
  const anonymous = client(gateway!.url);
  const signup = {
    first_name: 'Linh',
    last_name: 'Nguyen',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  };
  userId = ((await anonymous(authRoutes.signup, { body: signup })).body.data as { _id: string })._id;
  token = (await anonymous(authRoutes.login, { body: { email, password: PASSWORD } })).body.access_token as string;
  shopId = ((await api()(shopRoutes.init, { body: validShop() })).body.data as { _id: string })._id;
  keptShopId = ((await api()(shopRoutes.init, { body: validShop({ name: 'Kept shop' }) })).body.data as { _id: string })
    ._id;
}, 120_000);

afterAll(async () => {
  await Promise.all([gateway?.kill('SIGKILL'), worker?.kill('SIGKILL')]);
  if (dropDatabase) await dropDatabase();
  else await db?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** 25,000 products, one CSV row each; the first 10,000 of vendor "Bulk" for the bulk case. */
function catalogue(count: number, handle: string) {
  const lines = ['Handle,Title,Vendor,Tags,Variant SKU,Variant Price,Variant Inventory Qty'];
  for (let i = 0; i < count; i++)
    lines.push(
      `${handle}-${i},Crash product ${i},${i < BULK ? 'Bulk' : 'Other'},"crash,b${i % 50}",CR-${i},${(i % 90) + 1}.5,100`,
    );
  return lines.join('\n');
}

describe(`crash-safe work: processes killed mid-way (${kind})`, () => {
  it('an import job of 25,000 products: killed while planning and while writing, it runs again and finishes once', async () => {
    const started = Date.now();
    const answer = await api()(productRoutes.import, {
      params: { shop: shopId },
      body: { csv: catalogue(IMPORTED, 'crash'), dry_run: false },
    });
    expect(answer.status).toBe(202);
    const id = (answer.body.data as { job: { id: string } }).job.id;
    // First kill: while the file is checked (progress 0-80); second: inside the write.
    const planning = 20 + random() * 50;
    const reached = await waitFor(
      'import progress',
      async () => {
        const j = await job(id);
        return j.progress >= planning ? j : undefined;
      },
      120_000,
      processes,
    );
    await killAll();
    expect(reached.status).toBe('running');
    expect((await shopRows(db, shopId)).products).toBe(0);
    await restart();
    // Second kill: inside the write transaction, once the database shows it open.
    // On SQLite the progress reports take the write lock too: past the last one first.
    if (!PG) await waitFor('the import writing', async () => ((await job(id)).progress >= 79 ? true : undefined));
    await waitForWrite(db, kind, 'insert into "product', sqliteFile());
    const delay = random() * 50;
    await new Promise((r) => setTimeout(r, delay));
    const before = await job(id);
    await killAll();
    expect(before.status, 'killed inside the write').toBe('running');
    expect((await shopRows(db, shopId)).products).toBe(0);
    await restart();
    const done = await waitFor(
      'the import done',
      async () => {
        const j = await job(id);
        return j.status === 'done' || j.status === 'failed' ? j : undefined;
      },
      240_000,
    );
    expect(done, done.error ?? '').toMatchObject({
      status: 'done',
      attempts: 3,
      result: { created: IMPORTED, errors: 0 },
    });
    const rows = await shopRows(db, shopId);
    expect(rows.products).toBe(IMPORTED);
    expect(rows.untagged, 'products without their tags').toBe(0);
    await expectConsistent(db, kind);
    log(
      `import of ${IMPORTED} killed at ${planning.toFixed(0)} % (planning) and ${delay.toFixed(0)} ms after its write transaction showed; ` +
        `nothing committed either time; run again from the start, done on attempt ${done.attempts}; ${(Date.now() - started) / 1000} s`,
    );
  }, 400_000);

  it('a bulk update of 10,000 products: killed inside its transaction, all or nothing; the same call then succeeds', async () => {
    const started = Date.now();
    const bulk = (value: number) =>
      api()(productRoutes.bulkApply, {
        params: { shop: shopId },
        body: { ids: [], filter: { vendor: 'Bulk' }, changes: [{ field: 'quantity', operation: 'set', value }] },
      });
    expect((await bulk(7)).status).toBe(200);
    const pending = bulk(9).catch((error: Error) => error);
    await waitForWrite(db, kind, 'update "products"', sqliteFile());
    const delay = random() * 50;
    await new Promise((r) => setTimeout(r, delay));
    await killAll();
    expect(await pending, 'no answer came').toBeInstanceOf(Error);
    const quantities = async () =>
      (
        await db
          .selectFrom('products')
          .select(['quantity', (eb) => eb.fn.countAll().as('n')])
          .where('shop_id', '=', shopId)
          .where('vendor', '=', 'Bulk')
          .groupBy('quantity')
          .execute()
      ).map((r) => `${r.quantity}: ${Number(r.n)}`);
    const undo = async () =>
      Number(
        (
          await db
            .selectFrom('product_bulk_update_rows')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('shop_id', '=', shopId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    // The first update whole and the second not at all, with its undo rows to match (or both whole).
    const after = await quantities();
    expect([['7: 10000'], ['9: 10000']]).toContainEqual(after);
    expect(await undo()).toBe(after[0] === '7: 10000' ? BULK : 2 * BULK);
    await restart();
    expect((await bulk(9)).status).toBe(200);
    expect(await quantities()).toEqual(['9: 10000']);
    await expectConsistent(db, kind);
    log(
      `bulk update of ${BULK} killed ${delay.toFixed(0)} ms after its write transaction showed: ` +
        `${after[0] === '7: 10000' ? 'nothing of it committed' : 'committed whole before the kill'}; the call made again succeeded; ${(Date.now() - started) / 1000} s`,
    );
  }, 300_000);

  it('50 concurrent order creations: killed after some answers, numbers without gap or repeat, counters equal a recount', async () => {
    const started = Date.now();
    const product = await api()(productRoutes.create, {
      params: { shop: shopId },
      body: { title: 'Crash stock', price: 10, quantity: 1000, track_quantity: true },
    });
    expect(product.status).toBe(201);
    const productId = (product.body.data as { id: string }).id;
    expect((await api()(paymentRoutes.create, { params: { shop: shopId }, body: { type: 'cod' } })).status).toBe(201);
    const answered: string[] = [];
    const killAfter = 3 + Math.floor(random() * 25);
    let killing: Promise<void> | undefined;
    const creates = Array.from({ length: 50 }, (_, i) =>
      api()(orderRoutes.create, {
        params: { shop: shopId },
        body: {
          email: `buyer${i % 5}@example.com`,
          items: [{ product_id: productId, quantity: 1 + (i % 3) }],
          payment_status: i % 2 ? 'paid' : 'unpaid',
        },
      }).then(
        (res) => {
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          answered.push((res.body.data as { id: string }).id);
          if (answered.length === killAfter) killing = killAll();
        },
        () => undefined,
      ),
    );
    await Promise.all(creates);
    await killing;
    const orders = await db
      .selectFrom('orders')
      .select(['id', 'items', 'stock_held'])
      .where('shop_id', '=', shopId)
      .execute();
    // Every answered order is there; the rest wholly there or not at all (the checks above).
    expect(orders.map((o) => o.id)).toEqual(expect.arrayContaining(answered));
    const held = orders.reduce(
      (sum, o) =>
        sum + (o.stock_held ? (JSON.parse(o.items) as { quantity: number }[]).reduce((n, l) => n + l.quantity, 0) : 0),
      0,
    );
    const stock = await db
      .selectFrom('products')
      .select('quantity')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(Number(stock.quantity) + held, 'stock and the orders holding it').toBe(1000);
    await restart();
    const next = await api()(orderRoutes.create, {
      params: { shop: shopId },
      body: { email: 'after@example.com', items: [{ product_id: productId, quantity: 1 }] },
    });
    expect(next.status).toBe(201);
    const nextId = (next.body.data as { id: string }).id;
    const numbered = await db.selectFrom('orders').select('number').where('id', '=', nextId).executeTakeFirstOrThrow();
    expect(Number(numbered.number)).toBe(1001 + orders.length);
    await expectConsistent(db, kind);
    log(
      `50 order creations killed after ${killAfter} answers: ${answered.length} answered, ${orders.length} committed, ` +
        `numbers 1001-${1000 + orders.length} without gap, the next one ${1001 + orders.length}; ${(Date.now() - started) / 1000} s`,
    );
  }, 300_000);

  it('a CLEAN-SHOP job: killed inside its delete, the shop wholly there; run again, wholly gone, the other shop kept', async () => {
    const started = Date.now();
    const small = catalogue(10, 'kept');
    expect(
      (await api()(productRoutes.import, { params: { shop: keptShopId }, body: { csv: small, dry_run: false } }))
        .status,
    ).toBe(200);
    const before = await shopRows(db, shopId);
    const kept = await shopRows(db, keptShopId);
    // Past its deletion phase: one day after it expired (SPEC §4).
    await db
      .updateTable('shops')
      .set({ expired_at: new Date(Date.now() - 86_400_000 - 60_000).toISOString() })
      .where('id', '=', shopId)
      .execute();
    const published = await api()(jobRoutes.publish, {
      query: { channel: 'CLEAN-SHOP' },
      body: { shop_id: shopId, user_id: userId },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(202);
    const id = (published.body.data as { id: string }).id;
    await waitForWrite(db, kind, 'delete', sqliteFile());
    const delay = random() * 50;
    await new Promise((r) => setTimeout(r, delay));
    await killAll();
    const left = await shopRows(db, shopId);
    expect(left, 'the shop wholly there').toEqual(before);
    await restart();
    const done = await waitFor('the clean-up done', async () => {
      const j = await db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return j.status === 'done' || j.status === 'failed' ? j : undefined;
    });
    expect(done.status, done.error ?? '').toBe('done');
    expect(done.attempts).toBe(2);
    expect(await shopRows(db, shopId)).toEqual({
      untagged: 0,
      shop: false,
      products: 0,
      product_tags: 0,
      orders: 0,
      order_events: 0,
      customers: 0,
    });
    expect(await shopRows(db, keptShopId)).toEqual(kept);
    await expectConsistent(db, kind);
    log(
      `CLEAN-SHOP of ${before.products} products and ${before.orders} orders killed ${delay.toFixed(0)} ms into its delete: ` +
        `nothing deleted; run again after the lease, done on attempt ${done.attempts}; ${(Date.now() - started) / 1000} s`,
    );
  }, 300_000);
});
