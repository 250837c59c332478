/**
 * Issue 29, item 5: two gateway instances on one database (PostgreSQL under
 * scripts/with-postgres.sh, else one SQLite file) hold one token's and one shop's limits
 * together: each counts in memory and adds its counts to the shared rows when it syncs
 * (every syncMs; called here, so the test does not wait for a timer).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Db } from '../../gateway/db';
import type { ApiRateLimits } from '../../gateway/lib/limits';
import { modules } from '../../gateway/modules';
import { buildApp } from '../../gateway/server';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { Gateway, openTestDatabase, testConfig, type TestDatabase } from './harness';

const slow = (burst: number) => ({ perSecond: 0.001, burst });
const limits: ApiRateLimits = { token: slow(4), shop: slow(100), heavy: slow(1), syncMs: 60_000 };

const dir = mkdtempSync(path.join(os.tmpdir(), 'api-limits-'));
let database: TestDatabase;
let second: Db;
const apps: FastifyInstance[] = [];
const gateways: Gateway[] = [];

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
    const config = testConfig({ ...database.target, apiRateLimits: limits });
    const app = await buildApp({ config, db });
    await app.ready();
    apps.push(app);
    gateways.push(new Gateway(app, db, database.kind, config));
  }
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await second?.destroy();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** One sync of each instance, one after the other. */
async function sync() {
  for (const app of apps) await app.apiLimits!.sync();
}
const me = (i: number, token: string) => gateways[i % 2].call(authRoutes.me, { token });

async function token() {
  const account = await gateways[0].account();
  return gateways[0].login(account.email, account.password);
}

describe('two gateway instances, one database', () => {
  it('a token that spent its burst on one instance is refused on the other', async () => {
    const t = await token();
    for (let i = 0; i < 4; i++) expect((await me(0, t)).statusCode).toBe(200);
    await sync();
    const refused = await me(1, t);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(900);
  });

  it('calls spread over both add up: after a sync, 2 + 2 of a burst of 4 leave none on either', async () => {
    const t = await token();
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await me(i, t)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200]);
    // The first round adds each instance's counts; the second brings the first instance the other's.
    await sync();
    await sync();
    expect((await me(0, t)).statusCode).toBe(429);
    expect((await me(1, t)).statusCode).toBe(429);
  });

  it('refused calls charged on one instance push the wait on the other too', async () => {
    const t = await token();
    for (let i = 0; i < 4; i++) expect((await me(0, t)).statusCode).toBe(200);
    // Two calls refused on the first instance: each moves the token's wait one call (1,000 s) further.
    for (let i = 0; i < 2; i++) expect((await me(0, t)).statusCode).toBe(429);
    await sync();
    const refused = await me(1, t);
    expect(refused.statusCode).toBe(429);
    // 1,000 s for the bucket, 2,000 s of charged debt from the first instance, 1,000 s for this call.
    expect(Math.round(Number(refused.headers['retry-after']) / 1000)).toBe(4);
  });

  it('one shop: its calls from both instances count in one shared row', async () => {
    const account = await gateways[0].account();
    const shop = (await gateways[0].createShop(account.token))._id;
    const t = await gateways[0].login(account.email, account.password);
    for (let i = 0; i < 4; i++)
      expect((await gateways[i % 2].call(productRoutes.list, { token: t, params: { shop } })).statusCode).toBe(200);
    await sync();
    const row = await database.db
      .selectFrom('rate_counters')
      .select(['count'])
      .where('key', '=', `api:shop:${shop}`)
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(4);
  });
});
