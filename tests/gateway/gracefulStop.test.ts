/**
 * Graceful stop (issue 28 item 4), on the real processes: SIGTERM to the gateway while a
 * stream of requests (orders, lists, a slow bulk update and a slow import) runs: every
 * request either completes or is refused before it started (503, or no connection), none
 * is cut mid-way, and the process exits 0. SIGTERM to a worker mid-job: it hands the lease
 * back (the job queued again at once, not after the lease) and another worker finishes it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../gateway/db';
import { authRoutes } from '../../resources/auth/auth.routes';
import { jobRoutes } from '../../resources/job/job.routes';
import { orderRoutes } from '../../resources/order/order.routes';
import { paymentRoutes } from '../../resources/payment/payment.routes';
import { productRoutes } from '../../resources/product/product.routes';
import { shopRoutes } from '../../resources/shop/shop.routes';
import { childEnv, client, startGatewayChild, startWorkerChild, waitFor, type Answer } from './crash.support';
import { openTestDatabase, PASSWORD, uniqueEmail, validShop } from './harness';

const cleanups: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const f of cleanups.splice(0).reverse()) await f();
}, 60_000);

/** A data folder (and database) and a gateway on it, with a merchant, a shop that takes COD and `count` products. */
async function setUp(extra: NodeJS.ProcessEnv, count: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'stop-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  let databaseUrl: string | undefined;
  let db: Db | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const t = await openTestDatabase();
    cleanups.push(() => t.drop());
    databaseUrl = t.target.databaseUrl;
    db = t.db;
  }
  const env = { ...childEnv(dataDir, databaseUrl), ...extra };
  const gateway = await startGatewayChild(env);
  cleanups.push(() => gateway.kill('SIGKILL'));
  if (!db) {
    const opened = (await openDatabase({ sqliteFile: path.join(dataDir, 'shop.sqlite') })).db;
    cleanups.push(() => opened.destroy());
    db = opened;
  }
  const email = uniqueEmail('stop');
  const anonymous = client(gateway.url);
  const signup = {
    first_name: 'Linh',
    last_name: 'Nguyen',
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  };
  const userId = ((await anonymous(authRoutes.signup, { body: signup })).body.data as { _id: string })._id;
  const token = (await anonymous(authRoutes.login, { body: { email, password: PASSWORD } })).body
    .access_token as string;
  const api = client(gateway.url, token);
  const shopId = ((await api(shopRoutes.init, { body: validShop() })).body.data as { _id: string })._id;
  expect((await api(paymentRoutes.create, { params: { shop: shopId }, body: { type: 'cod' } })).status).toBe(201);
  const lines = ['Handle,Title,Tags,Variant SKU,Variant Price,Variant Inventory Qty'];
  for (let i = 0; i < count; i++) lines.push(`stop-${i},Stop product ${i},stop,ST-${i},${(i % 90) + 1}.5,1000`);
  return { env, gateway, db, api, shopId, userId, token, csv: lines.join('\n') };
}

type Outcome = { kind: 'done' | 'refused' | 'failed'; what: string; note?: string; detail: string };

/** One request: done (2xx), refused before it started (503, or the connection not taken), or failed. */
async function attempt(what: string, call: () => Promise<Answer>, note?: string): Promise<Outcome> {
  try {
    const res = await call();
    if (res.status >= 200 && res.status < 300) return { kind: 'done', what, note, detail: String(res.status) };
    if (res.status === 503) return { kind: 'refused', what, note, detail: `503 ${res.headers.get('connection')}` };
    return { kind: 'failed', what, note, detail: `${res.status} ${JSON.stringify(res.body)}` };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    // No connection: the server had stopped listening, or closed the idle connection the request was to use.
    return { kind: 'refused', what, note, detail: code };
  }
}

describe('graceful stop', () => {
  it('SIGTERM to the gateway: requests in flight complete, later ones are refused cleanly, exit 0', async () => {
    // LOG=1: the gateway prints each request it takes, so the signal comes once the slow ones have started.
    // A grace long enough for the slow calls on a loaded machine: what is tested is that they finish, not how fast.
    const { gateway, db, api, shopId, csv } = await setUp({ LOG: '1', STOP_GRACE_MS: '60000' }, 3000);
    expect((await api(productRoutes.import, { params: { shop: shopId }, body: { csv, dry_run: false } })).status).toBe(
      200,
    );
    const created = await api(productRoutes.create, {
      params: { shop: shopId },
      body: { title: 'Made to order', price: 5, track_quantity: false },
    });
    const product = (created.body.data as { id: string }).id;

    const outcomes: Outcome[] = [];
    let stopped = false;
    let n = 0;
    const loop = async (make: () => [string, () => Promise<Answer>, string?]) => {
      while (!stopped) {
        const [what, call, note] = make();
        const outcome = await attempt(what, call, note);
        outcomes.push(outcome);
        if (outcome.kind !== 'done') return;
      }
    };
    const order = (): [string, () => Promise<Answer>, string] => {
      const note = `stop-order-${++n}`;
      const body = { email: 'stop@example.com', note, items: [{ product_id: product, quantity: 1 }] };
      return ['order', () => api(orderRoutes.create, { params: { shop: shopId }, body }), note];
    };
    const list = (): [string, () => Promise<Answer>] => [
      'list',
      () => api(productRoutes.list, { params: { shop: shopId }, query: { limit: '50' } }),
    ];
    const loops = [order, order, order, list, list].map((make) => loop(make));
    // Slow calls sent just before the signal: a bulk update of 3,000 products and an import of them again.
    const bulkBody = { ids: [], filter: { tag: 'stop' }, changes: [{ field: 'price', operation: 'add', value: 1 }] };
    const slow = [
      attempt('bulk', () => api(productRoutes.bulkApply, { params: { shop: shopId }, body: bulkBody })),
      attempt('import', () =>
        api(productRoutes.import, { params: { shop: shopId }, body: { csv: `${csv}\n`, dry_run: true } }),
      ),
    ];
    await waitFor('the slow calls taken', async () =>
      /bulk-update[^\n]*incoming|incoming[^\n]*bulk-update/.test(gateway.output()) &&
      /import[^\n]*incoming|incoming[^\n]*\/import/.test(gateway.output())
        ? true
        : undefined,
    );
    gateway.process.kill('SIGTERM');
    const code = await gateway.exited;
    stopped = true;
    await Promise.all(loops);
    const slowOutcomes = await Promise.all(slow);

    expect(code, gateway.output()).toBe(0);
    expect(
      slowOutcomes.map((o) => `${o.what} ${o.kind}`),
      JSON.stringify(slowOutcomes),
    ).toEqual(['bulk done', 'import done']);
    const all = [...outcomes, ...slowOutcomes];
    expect(all.filter((o) => o.kind === 'failed')).toEqual([]);
    // Refused means not started: no order of a refused request was written; every answered one was.
    const notes = new Set(
      (await db.selectFrom('orders').select('note').where('shop_id', '=', shopId).execute()).map((o) => o.note),
    );
    for (const o of all.filter((o) => o.what === 'order'))
      expect(notes.has(o.note!), `${o.note} ${o.kind} ${o.detail}`).toBe(o.kind === 'done');
    expect(all.filter((o) => o.kind === 'done').length).toBeGreaterThan(5);
    console.log(
      `graceful stop (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'}): ${all.filter((o) => o.kind === 'done').length} completed, ` +
        `refused: ${all
          .filter((o) => o.kind === 'refused')
          .map((o) => o.detail)
          .join(', ')}`,
    );
  }, 180_000);

  it('SIGTERM to a worker mid-job: the lease is handed back and a second worker finishes the job', async () => {
    const { env, api, shopId, csv, db } = await setUp({ IMPORT_JOB_BYTES: '100000', IN_PROCESS_WORKER: '0' }, 8000);
    const first = await startWorkerChild(env);
    cleanups.push(() => first.kill('SIGKILL'));
    const answer = await api(productRoutes.import, { params: { shop: shopId }, body: { csv, dry_run: false } });
    expect(answer.status).toBe(202);
    const id = (answer.body.data as { job: { id: string } }).job.id;
    const row = () => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await waitFor('the job under way', async () => ((await row()).progress >= 10 ? true : undefined));
    first.process.kill('SIGTERM');
    expect(await first.exited, first.output()).toBe(0);
    // Handed back: due again now, no lease left to run out (60 s by default), the run not counted.
    expect(await row()).toMatchObject({ status: 'queued', locked_until: null, attempts: 0 });
    const second = await startWorkerChild(env);
    cleanups.push(() => second.kill('SIGKILL'));
    const done = await waitFor('the job done', async () => {
      const j = await api(jobRoutes.get, { params: { shop: shopId, job_id: id } });
      const data = j.body.data as { status: string; attempts: number; result: Record<string, unknown> | null };
      return data.status === 'done' || data.status === 'failed' ? data : undefined;
    });
    expect(done).toMatchObject({ status: 'done', attempts: 1, result: { created: 8000, errors: 0 } });
  }, 180_000);
});
