/**
 * What the benchmarks seed alike: a user with one shop written straight to the database
 * (benchOwner), its customers and orders bulk-inserted (benchOrders), or a gateway on a fresh database with a merchant signed up through the API
 * and a shop created (benchGateway). Asserts nothing.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GatewayConfig } from '../../gateway/config';
import { migrate, openDatabase, type Db } from '../../gateway/db';
import { modules } from '../../gateway/modules';
import { newId, nowIso } from '../../gateway/lib/ids';
import { newCustomerRow } from '../../gateway/lib/customers';
import { orderSearch } from '../../gateway/lib/orderName';
import type { OrderTable } from '../../gateway/modules/order/order.tables';
import { buildApp } from '../../gateway/server';

/** A user and one shop of theirs (USD, English, a day of subscription left). */
export async function benchOwner(db: Db): Promise<{ userId: string; shopId: string }> {
  const at = nowIso();
  const userId = newId();
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
  return { userId, shopId: await benchShop(db, userId) };
}

/** One more shop of a user (USD, English, a day of subscription left), written straight to the database. */
export async function benchShop(db: Db, ownerId: string, name = 'Bench'): Promise<string> {
  const at = nowIso();
  const shopId = newId();
  await db
    .insertInto('shops')
    .values({
      id: shopId,
      owner_id: ownerId,
      handle: `bench-${shopId}`,
      name,
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
  return shopId;
}

/** Where the shop of benchGateway is. */
export interface BenchPlace {
  address: string;
  city: string;
  country_code: string;
  zip_code: string;
  timezone: string;
}

/** The shop most benches use: Portland, Oregon (UTC-08:00), where a shop day starts at 08:00 UTC. */
export const PORTLAND: BenchPlace = {
  address: '1 Main St',
  city: 'Portland',
  country_code: 'US',
  zip_code: '97201',
  timezone: 'UTC-08:00',
};

/**
 * A gateway on a fresh database (SQLite in a temp folder, or DATABASE_URL, or the TEST_DATABASE_URL
 * of scripts/with-postgres.sh), listening on a
 * free port, with a merchant signed up and signed in through the API and a shop created.
 */
export async function benchGateway(
  prefix: string,
  place: BenchPlace,
  options: { reuse?: boolean; databaseUrl?: string } = {},
) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const databaseUrl = options.databaseUrl ?? (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined);
  const target = { databaseUrl, sqliteFile: path.join(dir, 'bench.sqlite') };
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
  // REUSE: a database a run of before seeded (DATABASE_URL): its merchant signs in again.
  const before = options.reuse
    ? await db.selectFrom('users').select('id').where('email', '=', 'bench@example.com').executeTakeFirst()
    : undefined;
  if (!before)
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
  if (before) {
    const { id } = await db
      .selectFrom('shops')
      .select('id')
      .where('owner_id', '=', before.id)
      .where('name', '=', 'Bench Shop')
      .executeTakeFirstOrThrow();
    return { dir, db, kind, app, base, post, token: token as string, shop: { id }, reused: true };
  }
  const shop = (
    await post(
      '/shop/api/init',
      { name: 'Bench Shop', email: 'bench@example.com', ...place, currency: 'USD', language: 'en' },
      token,
    )
  ).data;
  return { dir, db, kind, app, base, post, token: token as string, shop: shop as { id: string }, reused: false };
}

const DAY_MS = 86_400_000;
const FIRST = ['Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Mai', 'Bảo', 'Linh', 'James', 'Sofia'];
const LAST = ['Smith', 'Nguyễn', 'Garcia', 'Trần', 'Brown', 'Lê', 'Miller', 'Phạm', 'Davis', 'Wilson'];
const STATUSES = ['processing', 'fulfillment', 'fulfillment', 'fulfillment', 'cancel', 'refund'];
const ITEMS = JSON.stringify([
  {
    id: 'l1',
    product_id: 'p1',
    variant_id: null,
    title: 'Mug',
    variant_title: null,
    sku: null,
    image: null,
    price: 25,
    quantity: 2,
  },
]);

/**
 * Customers and orders over the last year, bulk-inserted straight into the database: one
 * transaction a batch of `batch` orders, 500 rows a statement (100,000 orders in seconds).
 * Numbers run from 1001 and the shop's order counter is set after the last, as the gateway keeps it.
 */
export async function benchOrders(
  db: Db,
  shopId: string,
  {
    orders,
    customers: customerCount,
    now = Date.now(),
    batch = 20_000,
  }: { orders: number; customers: number; now?: number; batch?: number },
) {
  const customers = Array.from({ length: customerCount }, (_, i) =>
    newCustomerRow(
      newId(),
      shopId,
      {
        first_name: FIRST[i % 10],
        last_name: `${LAST[Math.floor(i / 10) % 10]}${i}`,
        email: `c${i}@example.com`,
        phone: null,
        company: null,
        address: null,
        tags: [],
        note: null,
        accepts_marketing: false,
      },
      new Date(now - 400 * DAY_MS).toISOString(),
    ),
  );
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < customers.length; i += 500)
      await trx
        .insertInto('customers')
        .values(customers.slice(i, i + 500))
        .execute();
  });
  for (let from = 0; from < orders; from += batch) {
    await db.transaction().execute(async (trx) => {
      for (let i = from; i < Math.min(orders, from + batch); i += 500) {
        const rows: OrderTable[] = [];
        for (let j = i; j < Math.min(orders, i + 500); j++) {
          const c = customers[(j * 7919) % customerCount];
          const at = new Date(now - (orders - j) * ((365 * DAY_MS) / orders)).toISOString();
          const row: OrderTable = {
            id: `${newId().slice(0, 16)}${String(j).padStart(8, '0')}`,
            shop_id: shopId,
            number: 1001 + j,
            prefix: null,
            suffix: null,
            customer_id: c.id,
            customer_name: `${c.first_name} ${c.last_name}`,
            email: c.email,
            items: ITEMS,
            item_count: 2,
            subtotal: 50,
            discount: 0,
            shipping: 5,
            total: 55 + (j % 50),
            currency: 'USD',
            status: STATUSES[j % STATUSES.length],
            payment_status: j % 3 ? 'paid' : 'unpaid',
            payment_method: 'card',
            fulfillment_status: 'unfulfilled',
            note: null,
            tags: '[]',
            shipping_address: null,
            billing_address: null,
            referring_site: null,
            abandoned: 0,
            refund_reason: null,
            paid_at: null,
            stock_held: 0,
            search: '',
            created_at: at,
            updated_at: at,
          };
          row.search = orderSearch(row);
          rows.push(row);
        }
        await trx.insertInto('orders').values(rows).execute();
      }
    });
  }
  await db
    .insertInto('order_counters')
    .values({ shop_id: shopId, last_number: 1000 + orders })
    .onConflict((oc) => oc.column('shop_id').doUpdateSet({ last_number: 1000 + orders }))
    .execute();
  return { customers };
}
