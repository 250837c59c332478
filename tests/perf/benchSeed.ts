/**
 * What the benchmarks seed alike: a user with one shop written straight to the database
 * (benchOwner), or a gateway on a fresh database with a merchant signed up through the API
 * and a shop created (benchGateway). Asserts nothing.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GatewayConfig } from '../../gateway/config';
import { migrate, openDatabase, type Db } from '../../gateway/db';
import { modules } from '../../gateway/modules';
import { newId, nowIso } from '../../gateway/lib/ids';
import { buildApp } from '../../gateway/server';

/** A user and one shop of theirs (USD, English, a day of subscription left). */
export async function benchOwner(db: Db): Promise<{ userId: string; shopId: string }> {
  const at = nowIso();
  const userId = newId();
  const shopId = newId();
  await db
    .insertInto('users')
    .values({
      id: userId,
      first_name: 'Bench',
      last_name: 'Mark',
      email: `bench-${userId}@example.com`,
      password_hash: 'x',
      avatar: null,
      active: 1,
      tokens_valid_after: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto('shops')
    .values({
      id: shopId,
      owner_id: userId,
      handle: `bench-${shopId}`,
      name: 'Bench',
      email: 'bench@example.com',
      phone: null,
      legal_name_of_business: null,
      address: null,
      apartment: null,
      city: null,
      province: null,
      country_code: 'US',
      zip_code: null,
      timezone: 'UTC+00:00',
      currency: 'USD',
      language: 'en',
      prefix: null,
      suffix: null,
      published: 1,
      deleted: 0,
      delete_at: null,
      expired_at: new Date(Date.now() + 86_400_000).toISOString(),
      public_domain: null,
      settings: '{}',
      first_sale_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { userId, shopId };
}

/** Where the shop of benchGateway is. */
export interface BenchPlace {
  address: string;
  city: string;
  country_code: string;
  zip_code: string;
  timezone: string;
}

/**
 * A gateway on a fresh database (SQLite in a temp folder, or DATABASE_URL), listening on a
 * free port, with a merchant signed up and signed in through the API and a shop created.
 */
export async function benchGateway(prefix: string, place: BenchPlace) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
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
  };
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const post = async (url: string, body: unknown, token?: string) => {
    const res = await fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- benchmark plumbing
    return res.json() as Promise<Record<string, any>>;
  };
  await post('/auth/api/user/signup', {
    first_name: 'Bench',
    last_name: 'Mark',
    email: 'bench@example.com',
    password: 'bench-password-1',
    password_confirmation: 'bench-password-1',
  });
  const { access_token: token } = await post('/auth/api/token', {
    email: 'bench@example.com',
    password: 'bench-password-1',
  });
  const shop = (
    await post(
      '/shop/api/init',
      { name: 'Bench Shop', email: 'bench@example.com', ...place, currency: 'USD', language: 'en' },
      token,
    )
  ).data;
  return { dir, db, kind, app, base, post, token: token as string, shop };
}
