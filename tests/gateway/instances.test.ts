/**
 * Issue 15, "done when": two gateway instances on one database (each with its own
 * connections; PostgreSQL under scripts/with-postgres.sh, else one SQLite file) hold the
 * sign-in lock-out and the rate limits together, and two job workers claim each job once.
 * Issue 28: they share Idempotency-Key answers too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Db } from '../../gateway/db';
import { modules } from '../../gateway/modules';
import { JobQueue, type JobHandler } from '../../gateway/jobs/queue';
import type { RateLimits } from '../../gateway/lib/limits';
import { LOGIN_MAX_FAILURES } from '../../gateway/modules/auth/lockout';
import { buildApp } from '../../gateway/server';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { fillPath } from '../../core/route';
import { orderContract } from '../../resources/order/order.contract';
import { Gateway, PASSWORD, openTestDatabase, testConfig, uniqueEmail, type TestDatabase } from './harness';
import { merchant } from './orders.fixtures';

const HOUR = 3_600_000;
const limits: RateLimits = {
  login: { address: { max: 100, windowMs: HOUR }, account: { max: 100, windowMs: HOUR } },
  signup: { address: { max: 100, windowMs: HOUR }, account: { max: 100, windowMs: HOUR } },
  lookup: { address: { max: 6, windowMs: HOUR }, account: { max: 100, windowMs: HOUR } },
  mail: { address: { max: 100, windowMs: HOUR }, account: { max: 3, windowMs: HOUR } },
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'instances-'));
let database: TestDatabase;
let second: Db;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = process.env.TEST_DATABASE_URL
    ? await openTestDatabase()
    : await (async () => {
        const target = { sqliteFile: path.join(dir, 'shared.sqlite') };
        const { db, kind } = await openDatabase(target);
        return { db, kind, target, drop: () => db.destroy() };
      })();
  await migrate(database.db, modules);
  ({ db: second } = await openDatabase(database.target));
  for (const db of [database.db, second]) {
    const app = await buildApp({ config: testConfig({ ...database.target, rateLimits: limits }), db });
    await app.ready();
    apps.push(app);
  }
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await second?.destroy();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Request i goes to instance i % 2. */
const on = (i: number) => apps[i % 2];

async function signUp() {
  const email = uniqueEmail('twin');
  const res = await on(0).inject({
    method: 'POST',
    url: authRoutes.signup.path,
    payload: { first_name: 'Linh', last_name: 'Nguyen', email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  return email;
}
const login = (i: number, email: string, password: string) =>
  on(i).inject({
    method: 'POST',
    url: authRoutes.login.path,
    payload: { email, password },
    remoteAddress: '203.0.113.77',
  });

describe('two gateway instances, one database', () => {
  it('a burst of 16 wrong sign-ins spread over both gets exactly 10 checks, and the right password is then refused on both', async () => {
    const email = await signUp();
    const burst = await Promise.all(Array.from({ length: 16 }, (_, i) => login(i, email, 'wrong-password')));
    const codes = burst.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(codes.filter((c) => c === 429)).toHaveLength(16 - LOGIN_MAX_FAILURES);
    expect((await login(0, email, PASSWORD)).statusCode).toBe(429);
    expect((await login(1, email, PASSWORD)).statusCode).toBe(429);
  });

  it('recovery mails for one account: 3 in the hour across both instances, then 429 on both', async () => {
    const email = await signUp();
    const url = fillPath(authRoutes.recover.path, { email });
    const codes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        on(i)
          .inject({ method: 'GET', url, remoteAddress: `198.51.100.${i + 1}` })
          .then((r) => r.statusCode),
      ),
    );
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    const mails = await database.db
      .selectFrom('outbox')
      .select('id')
      .where('to_email', '=', email)
      .where('kind', '=', 'recover')
      .execute();
    expect(mails).toHaveLength(3);
  });

  it('one address walking validate/{email} on both instances is refused after 6 in all', async () => {
    const codes = [];
    for (let i = 0; i < 10; i++) {
      const url = fillPath(authRoutes.validateEmail.path, { email: uniqueEmail('walk') });
      codes.push((await on(i).inject({ method: 'GET', url, remoteAddress: '198.51.100.200' })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429, 429]);
  });
});

describe('two job workers, one database', () => {
  it('claim 30 jobs between them and run each exactly once', async () => {
    const runs = new Map<string, string[]>();
    const handler =
      (worker: string): JobHandler =>
      async (job) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), worker]);
        await new Promise((resolve) => setTimeout(resolve, 2));
        return {};
      };
    const workers = [database.db, second].map((db, i) => new JobQueue(db, new Map([['TWIN-TEST', handler(`w${i}`)]])));
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push((await workers[0].publish('TWIN-TEST', 'shop-1', 'user-1', { i })).id);
    await Promise.all(workers.map((w) => w.drain()));
    expect(ids.every((id) => runs.get(id)?.length === 1)).toBe(true);
    const by = [...runs.values()].flat();
    expect(by.length).toBe(30);
    const done = await database.db.selectFrom('jobs').select('status').where('channel', '=', 'TWIN-TEST').execute();
    expect(done.map((d) => d.status)).toEqual(Array(30).fill('done'));
  });
});

describe('Idempotency-Key across two instances (issue 28)', () => {
  it('a create answered by one instance is replayed by the other; 20 requests with one key spread over both make one order', async () => {
    const gateways = apps.map(
      (app, i) => new Gateway(app, i === 0 ? database.db : second, database.kind, testConfig()),
    );
    const m = await merchant(gateways[0]);
    const place = (i: number, key: string, quantity = 1) =>
      gateways[i % 2].call(orderContract.create, {
        token: m.account.token,
        params: { shop: m.shopId },
        body: { email: 'ada@example.com', items: [{ product_id: m.mug.id, quantity }] },
        headers: { 'idempotency-key': key },
      });
    const first = await place(0, 'twin-key-1');
    expect(first.statusCode).toBe(201);
    const again = await place(1, 'twin-key-1');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await place(1, 'twin-key-1', 2)).statusCode).toBe(422);

    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => place(i, 'twin-key-2')));
    expect(burst.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const orders = await database.db.selectFrom('orders').select('id').where('shop_id', '=', m.shopId).execute();
    expect(orders).toHaveLength(2);
  });
});
