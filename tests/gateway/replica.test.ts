/**
 * Issue 30 item 5: with DATABASE_READ_URL, analytics (the dashboard's call), the several-shops
 * overview and the exports read a real streaming replica, and every write still goes to the
 * primary. Runs under `bash scripts/with-postgres.sh --replica` (npm test's gateway-replica
 * step), which starts a standby made with pg_basebackup -R; skipped, saying why, elsewhere.
 *
 * The proof: replay is paused on the replica (pg_wal_replay_pause), orders and a product are
 * written through the gateway (they succeed: the primary took them), and the reports leave
 * them out while the primary's own calls (order list, product list) show them; once replay
 * resumes and the replica has caught up, the reports show them too. An answer that came from
 * the primary could not have left them out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../gateway/db';
import { openReadDatabase } from '../../gateway/db/readDb';
import { modules } from '../../gateway/modules';
import { buildApp } from '../../gateway/server';
import { parseCsv } from '../../gateway/lib/csv';
import { jobContract as jobRoutes } from '../../resources/job/job.contract';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { Gateway, openTestDatabase, testConfig } from './harness';
import { createOrder, merchant, type Merchant } from './orders.fixtures';
import { caughtUp, pauseReplay, query, resumeReplay, waitForNoSessions } from './replica.support';

const REPLICA = process.env.TEST_DATABASE_READ_URL;
if (!REPLICA)
  console.log(
    'replica.test.ts skipped: no streaming replica (TEST_DATABASE_READ_URL); ' +
      'run it with `bash scripts/with-postgres.sh --replica npx vitest run tests/gateway/replica.test.ts` (npm test does)',
  );

describe.skipIf(!REPLICA)('reports, the overview and exports from a streaming replica (DATABASE_READ_URL)', () => {
  const held = {} as { gw: Gateway; readUrl: string; close: () => Promise<void> };
  /** A statement on the test's database on the replica itself. */
  const onReplica = (text: string, values: unknown[]) => query(held.readUrl, text, values);

  beforeAll(async () => {
    const database = await openTestDatabase();
    await migrate(database.db, modules);
    const name = new URL(database.target.databaseUrl!).pathname;
    const readUrl = new URL(REPLICA!);
    readUrl.pathname = name;
    held.readUrl = readUrl.toString();
    // The new database and its tables reach the replica before its pool connects.
    await caughtUp();
    const config = testConfig({ ...database.target, databaseReadUrl: readUrl.toString() });
    const read = await openReadDatabase(config, database.db);
    expect(read.replica).toBe(true);
    const app = await buildApp({ config, db: database.db, readDb: read.readDb });
    await app.ready();
    held.gw = new Gateway(app, database.db, database.kind, config);
    held.close = async () => {
      await resumeReplay();
      await app.close();
      await read.close();
      // The primary's DROP DATABASE, replayed there, would end a session still open on the replica.
      await waitForNoSessions(name.slice(1));
      await database.drop();
    };
  }, 60_000);
  afterAll(async () => held.close?.());

  const today = () => new Date().toISOString().slice(0, 10);
  const weekAgo = () => new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);

  async function reports(m: Merchant) {
    const { gw } = held;
    const token = m.account.token;
    const analysis = await gw.ok(orderRoutes.analysis, {
      token,
      params: { shop: m.shopId },
      query: { from: weekAgo(), to: today(), interval: 'day' },
      body: {},
    });
    const overview = await gw.ok(shopRoutes.overview, { token });
    const mine = overview.data.shops.find((s) => s.id === m.shopId)!;
    const productCsv = await gw.call(productRoutes.export, {
      token,
      params: { shop: m.shopId },
      query: { isExport: 'true' },
    });
    expect(productCsv.statusCode).toBe(200);
    const published = await gw.call(jobRoutes.publish, {
      token,
      query: { channel: 'EXPORT-ORDER' },
      body: { shop_id: m.shopId, user_id: m.account.id },
    });
    expect(published.statusCode).toBe(202);
    await gw.app.queue.drain();
    const job = await gw.ok(jobRoutes.get, { token, params: { shop: m.shopId, job_id: published.json().data.id } });
    expect(job.data.status).toBe('done');
    return {
      analysisOrders: analysis.data.totals.orders,
      overviewOrders: mine.periods.find((p) => p.key === 'days_30')!.current.orders,
      productTitles: parseCsv(productCsv.body)
        .slice(1)
        .map((row) => row.find((cell) => cell.startsWith('Probe')) ?? null)
        .filter(Boolean),
      exportedOrders: (job.data.result as { rows: number }).rows,
    };
  }

  /** What the primary itself answers (the order and product lists read it). */
  async function primary(m: Merchant) {
    const { gw } = held;
    const orders = await gw.ok(orderRoutes.list, { token: m.account.token, params: { shop: m.shopId }, query: {} });
    const products = await gw.ok(productRoutes.list, { token: m.account.token, params: { shop: m.shopId }, query: {} });
    return {
      orders: orders.data.total,
      probes: products.data.products.filter((p) => p.title.startsWith('Probe')).length,
    };
  }

  it('answers from the replica: writes made while its replay is paused are missing until it catches up', async () => {
    const { gw } = held;
    const m = await merchant(gw, { timezone: 'UTC+00:00' });
    await createOrder(gw, m);
    await caughtUp();
    expect(await reports(m)).toEqual({ analysisOrders: 1, overviewOrders: 1, productTitles: [], exportedOrders: 1 });

    await pauseReplay();
    // Writes with the replica frozen (and read-only): they succeed, so they went to the primary.
    await createOrder(gw, m);
    await createOrder(gw, m, { payment_status: 'paid' });
    const probe = await gw.call(productRoutes.create, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { title: 'Probe lamp', price: 9 },
    });
    expect(probe.statusCode).toBe(201);
    expect(await primary(m)).toEqual({ orders: 3, probes: 1 });
    // The reports do not have them yet: they were read on the replica.
    expect(await reports(m)).toEqual({ analysisOrders: 1, overviewOrders: 1, productTitles: [], exportedOrders: 1 });
    expect(await onReplica(`SELECT count(*)::int AS n FROM orders WHERE shop_id = $1`, [m.shopId])).toEqual([{ n: 1 }]);

    await resumeReplay();
    await caughtUp();
    expect(await reports(m)).toEqual({
      analysisOrders: 3,
      overviewOrders: 3,
      productTitles: ['Probe lamp'],
      exportedOrders: 3,
    });
  }, 60_000);

  it('keeps every write on the primary: updates, status changes and deletes succeed with the replica set', async () => {
    const { gw } = held;
    const m = await merchant(gw, { timezone: 'UTC+00:00' });
    const order = await createOrder(gw, m);
    const other = await createOrder(gw, m);
    await pauseReplay();
    const token = m.account.token;
    const shop = { shop: m.shopId };
    await gw.ok(orderRoutes.update, {
      token,
      params: { ...shop, order_id: order.id },
      body: { note: 'replica set', version: order.version },
    });
    await gw.ok(orderRoutes.updateStatus, {
      token,
      params: shop,
      query: { status: 'cancel' },
      body: { ids: [other.id] },
    });
    await gw.ok(orderRoutes.deleteMany, { token, params: shop, body: { ids: [other.id] } });
    const stored = await gw.db.selectFrom('orders').select(['id', 'note']).where('shop_id', '=', m.shopId).execute();
    expect(stored).toEqual([{ id: order.id, note: 'replica set' }]);
    await resumeReplay();
    await caughtUp();
    expect(await onReplica(`SELECT note FROM orders WHERE shop_id = $1`, [m.shopId])).toEqual([
      { note: 'replica set' },
    ]);
  }, 60_000);
});
