/**
 * Gateway test harness: one fresh database per test file (SQLite in memory, or a new
 * PostgreSQL database when TEST_DATABASE_URL is set: see scripts/with-postgres.sh), the
 * app built with buildApp({config, db}) and driven with app.inject() (no port).
 * Requests are made from the route tables, so tests name routes, not URLs.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { GatewayConfig } from '../../gateway/config';
import { migrate, openDatabase, type Db, type DbKind } from '../../gateway/db';
import { modules } from '../../gateway/modules';
import { buildApp } from '../../gateway/server';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import type { ShopCreateBody } from '../../resources/shop/shop.schema';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { allRoutes as everyRoute, tablesByName } from '../contract/routeTables';
import { fillPath, type ContractRoute, type RouteAnswer } from '../../core/route';

/**
 * Password hashing cost in tests. Production uses OWASP's 2^17 (gateway/config.ts; pinned
 * by migrations.test.ts); at ~0.8 s a hash on this machine the lock-out tests alone would
 * take half a minute, so the suite hashes at 2^12 unless TEST_SCRYPT_LOG_N says otherwise.
 */
export const TEST_SCRYPT_LOG_N = Number(process.env.TEST_SCRYPT_LOG_N ?? 12);

export const TEST_JWT_SECRET = randomBytes(32).toString('hex');

export function testConfig(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return {
    port: 3000,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    sqliteFile: ':memory:',
    jwtSecret: TEST_JWT_SECRET,
    tokenMaxAge: 64000,
    trialDays: 14,
    staticDir: undefined,
    scryptLogN: TEST_SCRYPT_LOG_N,
    logger: false,
    // Every answer of every gateway test is parsed with its route's response schema.
    checkResponses: true,
    ...overrides,
  };
}

export interface TestDatabase {
  db: Db;
  kind: DbKind;
  /** What openDatabase was given (databaseUrl set for PostgreSQL). */
  target: Pick<GatewayConfig, 'databaseUrl' | 'sqliteFile'>;
  /** Closes the connections and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

async function adminQuery(text: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * pg's pool.end() resolves before its sockets are closed; a DROP ... WITH (FORCE) then
 * kills them and the pool reports an unhandled FATAL. Wait for them to go first.
 */
async function waitForDisconnect(name: string) {
  for (let i = 0; i < 100; i++) {
    const [row] = await adminQuery('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (row.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A new, empty, unmigrated database of its own. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const target = { sqliteFile: ':memory:' };
    const { db, kind } = await openDatabase(target);
    return { db, kind, target, drop: () => db.destroy() };
  }
  const name = `gw_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const target = { databaseUrl: url.toString(), sqliteFile: ':memory:' };
  const { db, kind } = await openDatabase(target);
  return {
    db,
    kind,
    target,
    drop: async () => {
      await db.destroy();
      await waitForDisconnect(name);
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface CallOptions {
  token?: string;
  params?: Record<string, string>;
  query?: Record<string, string | number>;
  body?: unknown;
  remoteAddress?: string;
  headers?: Record<string, string>;
}

let counter = 0;
/** An e-mail address no other test uses. */
export const uniqueEmail = (label = 'user') =>
  `${label}.${process.pid}.${++counter}.${randomBytes(3).toString('hex')}@example.com`;

export const PASSWORD = 'correct-horse-9';

export const validShop = (overrides: Partial<ShopCreateBody> = {}): ShopCreateBody => ({
  name: 'Maple and Co',
  email: 'owner@maple.example.com',
  phone: '+1 503 555 0100',
  address: '12 Market Street',
  city: 'Portland',
  province: 'OR',
  country_code: 'US',
  zip_code: '97201',
  timezone: 'UTC-08:00',
  currency: 'USD',
  language: 'en',
  ...overrides,
});

export interface Account {
  id: string;
  email: string;
  password: string;
  token: string;
}

export class Gateway {
  constructor(
    readonly app: FastifyInstance,
    readonly db: Db,
    readonly kind: DbKind,
    readonly config: GatewayConfig,
  ) {}

  /** One route-table entry, called the way the SPA calls it. */
  call(route: ContractRoute, opts: CallOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    return this.app.inject({
      method: route.method,
      url: fillPath(route.path, opts.params ?? {}),
      query: opts.query ? Object.fromEntries(Object.entries(opts.query).map(([k, v]) => [k, String(v)])) : undefined,
      payload: opts.body as Record<string, unknown> | undefined,
      headers,
      remoteAddress: opts.remoteAddress,
    });
  }

  /**
   * One call that must succeed: the answer parsed with the route's response schema and typed
   * from it (a wrong field name fails here, and at compile time in the test).
   */
  async ok<R extends ContractRoute>(route: R, opts: CallOptions = {}): Promise<RouteAnswer<R>> {
    const res = await this.call(route, opts);
    const expected = route.status ?? 200;
    if (res.statusCode !== expected)
      throw new Error(`${route.id} answered ${res.statusCode}, not ${expected}: ${res.body}`);
    if (!route.response) return res.json();
    return route.response.parse(res.json()) as RouteAnswer<R>;
  }

  async signUp(overrides: Record<string, unknown> = {}) {
    const email = (overrides.email as string | undefined) ?? uniqueEmail();
    const password = (overrides.password as string | undefined) ?? PASSWORD;
    const res = await this.call(authRoutes.signup, {
      body: { first_name: 'Linh', last_name: 'Nguyen', password_confirmation: password, ...overrides, email, password },
    });
    if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    return { id: res.json().data._id as string, email, password };
  }

  /** The access token; throws unless the login succeeds. */
  async login(email: string, password: string, remoteAddress?: string): Promise<string> {
    const res = await this.call(authRoutes.login, { body: { email, password }, remoteAddress });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res.json().access_token as string;
  }

  async account(overrides: Record<string, unknown> = {}): Promise<Account> {
    const user = await this.signUp(overrides);
    return { ...user, token: await this.login(user.email, user.password) };
  }

  async createShop(token: string, overrides: Partial<ShopCreateBody> = {}) {
    const res = await this.call(shopRoutes.init, { token, body: validShop(overrides) });
    if (res.statusCode !== 201) throw new Error(`shop init failed: ${res.statusCode} ${res.body}`);
    return res.json().data as Record<string, unknown> & { _id: string; id: string; handle: string };
  }
}

/** A migrated database and an app on it. */
export async function startGateway(overrides: Partial<GatewayConfig> = {}) {
  const database = await openTestDatabase();
  await migrate(database.db, modules);
  const config = testConfig({ ...database.target, ...overrides });
  const app = await buildApp({ config, db: database.db });
  await app.ready();
  const gw = new Gateway(app, database.db, database.kind, config);
  return {
    gw,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * The gateway for this test file, built before its tests and dropped after them. The
 * returned object is filled in beforeAll, so read it inside tests only.
 */
export function useGateway(overrides: Partial<GatewayConfig> = {}): Gateway {
  const holder = {} as { gw: Gateway; close: () => Promise<void> };
  beforeAll(async () => Object.assign(holder, await startGateway(overrides)));
  afterAll(async () => holder.close?.());
  return new Proxy({} as Gateway, {
    get(_target, prop) {
      if (!holder.gw) throw new Error('useGateway(): read the gateway inside a test, not at file level');
      const value = Reflect.get(holder.gw, prop);
      return typeof value === 'function' ? value.bind(holder.gw) : value;
    },
  });
}

/** Every route table declared under resources/, with its contract, by table name, served or not. */
export const DECLARED_TABLES = tablesByName;

/**
 * Every route table is served (a declared table without its module fails openapi.test.ts),
 * so the generated 401, 404, OpenAPI and fuzz cases walk every declared route: a new route
 * is covered the day it is declared, with no list to edit.
 */
export const GATEWAY_TABLES = DECLARED_TABLES;

/** Each route once (tests/contract/routeTables.ts: a table may name a declared call again). */
export const allRoutes = (): ContractRoute[] => everyRoute;
