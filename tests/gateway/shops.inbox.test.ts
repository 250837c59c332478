/**
 * The order inbox and the search across shops (issue 26 item 2) on both databases: a
 * merchant with three shops (USD, USD, VND) sees every order of them, and only them, with
 * the order list's tabs, filters, sorts and paging; changes the status of orders of two
 * shops in one call; finds products, orders and customers of every shop. Another merchant's
 * shop, order or customer never appears, never counts and cannot be changed (404).
 */
import { PostgresAdapter, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerContract as customerRoutes } from '../../gateway/modules/customer/customer.module';
import { shopPageQuery } from '../../gateway/modules/order/order.inbox';
import type { OrderTable } from '../../gateway/modules/order/order.tables';
import { orderSearch } from '../../gateway/lib/orderName';
import { inboxContract as inboxRoutes } from '../../resources/order/inbox.contract';
import { InboxQuery } from '../../resources/order/inbox.schema';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { searchContract as searchRoutes } from '../../resources/search/search.contract';
import type { Account } from './harness';
import { useGateway } from './harness';
import { orderRow } from './orders.fixtures';

const gw = useGateway();
const MINUTE = 60_000;
const T0 = Date.parse('2026-03-10T12:00:00.000Z');

type Shops = { first: string; second: string; third: string; theirs: string };
let me: Account;
let stranger: Account;
let shops: Shops;
let rows: OrderTable[];

/** An order at T0 + minutes, with its search key as the API would write it. */
function order(shopId: string, minutes: number, total: number, extra: Partial<OrderTable> = {}) {
  const row = orderRow(shopId, shopId === shops.third ? 'VND' : 'USD', T0 + minutes * MINUTE, total, extra);
  return { ...row, search: orderSearch(row) };
}

const list = (query: Record<string, string | number> = {}, token = me.token) =>
  gw.ok(inboxRoutes.list, { token, query }).then((a) => a.data);
const ids = (orders: { id: string }[]) => orders.map((o) => o.id);
const byTime = (a: OrderTable, b: OrderTable) =>
  a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : a.id < b.id ? 1 : -1;

beforeAll(async () => {
  me = await gw.account();
  stranger = await gw.account();
  shops = {
    first: (await gw.createShop(me.token, { name: 'First' }))._id,
    second: (await gw.createShop(me.token, { name: 'Second' }))._id,
    third: (await gw.createShop(me.token, { name: 'Thứ ba', language: 'vi', currency: 'VND' }))._id,
    theirs: (await gw.createShop(stranger.token, { name: 'Not yours' }))._id,
  };
  rows = [
    order(shops.first, 1, 100, { customer_name: 'Ada Lovelace', email: 'ada@example.com' }),
    order(shops.second, 2, 20, { status: 'fulfillment', customer_name: 'Lan' }),
    order(shops.third, 3, 250_000, { payment_status: 'unpaid', customer_name: 'Minh' }),
    order(shops.first, 4, 50, { status: 'cancel', customer_name: 'Bea' }),
    order(shops.second, 5, 70, { customer_name: 'Cy' }),
    order(shops.third, 6, 90_000, { customer_name: 'Dao', email: 'dao@example.vn' }),
    order(shops.first, 7, 5, { abandoned: 1, number: null }), // an abandoned checkout: not an order yet
  ];
  await gw.db
    .insertInto('orders')
    .values([...rows, order(shops.theirs, 8, 5000, { customer_name: 'Ada Stranger', email: 'ada@stranger.test' })])
    .execute();
});

describe('the order inbox across shops', () => {
  it("lists every order of the merchant's shops, newest first, with its shop, and counts per tab from the counters", async () => {
    const page = await list();
    const mine = rows.filter((r) => !r.abandoned).sort(byTime);
    expect(ids(page.orders)).toEqual(ids(mine));
    expect(page.orders.map((o) => o.shop_name)).toEqual(['Thứ ba', 'Second', 'First', 'Thứ ba', 'Second', 'First']);
    expect(page.total).toBe(6);
    expect(page.status_counts).toEqual({ all: 6, processing: 4, fulfillment: 1, cancel: 1 });
  });

  it('filters by tab, payment status, search, dates and shop, as the single-shop list does', async () => {
    expect(ids((await list({ status: 'processing' })).orders)).toHaveLength(4);
    const fulfilled = await list({ status: 'fulfillment' });
    expect(fulfilled.orders.map((o) => o.customer?.name ?? o.shop_name)).toEqual(['Second']);
    expect(fulfilled.total).toBe(1);
    const unpaid = await list({ payment_status: 'unpaid' });
    expect(unpaid.orders.map((o) => o.shop_name)).toEqual(['Thứ ba']);
    expect(unpaid.total).toBe(1);
    const ada = await list({ q: 'ada' });
    expect(ids(ada.orders)).toEqual([rows[0].id]);
    expect(ada.total).toBe(1);
    const second = await list({ shop_id: shops.second });
    expect(second.orders.map((o) => o.shop_name)).toEqual(['Second', 'Second']);
    expect(second.status_counts).toEqual({ all: 2, processing: 1, fulfillment: 1 });
    const day = await list({ from: '2026-03-11' });
    expect(day.orders).toEqual([]);
    expect(day.total).toBe(0);
  });

  it('sorts by total, number and customer across shops', async () => {
    const byTotal = await list({ sort: 'total', order: 'asc' });
    expect(byTotal.orders.map((o) => o.total)).toEqual([20, 50, 70, 100, 90_000, 250_000]);
    const byCustomer = await list({ sort: 'customer', order: 'asc' });
    expect(byCustomer.orders.map((o) => o.customer_id ?? rows.find((r) => r.id === o.id)!.customer_name)).toEqual([
      'Ada Lovelace',
      'Bea',
      'Cy',
      'Dao',
      'Lan',
      'Minh',
    ]);
    const byNumber = await list({ sort: 'number', order: 'desc' });
    expect(byNumber.orders.map((o) => o.number)).toEqual(
      rows
        .filter((r) => !r.abandoned)
        .map((r) => r.number)
        .sort((a, b) => b! - a!),
    );
  });

  it("a shop's new time zone moves its day boundaries at once (the same page asked again is not an old answer)", async () => {
    const query = { from: '2026-03-11', shop_id: shops.first };
    // 12:01 and 12:04 UTC on 10 March: the 11th has none of them at UTC+00:00...
    expect((await list(query)).orders).toEqual([]);
    await gw.db.updateTable('shops').set({ timezone: 'UTC+13:00' }).where('id', '=', shops.first).execute();
    try {
      // ...and both at UTC+13:00 (01:01 and 01:04 on the 11th), asked with the very same query.
      const moved = await list(query);
      expect(ids(moved.orders)).toEqual([rows[3].id, rows[0].id]);
      expect(moved.total).toBe(2);
    } finally {
      await gw.db.updateTable('shops').set({ timezone: 'UTC+00:00' }).where('id', '=', shops.first).execute();
    }
    expect((await list(query)).orders).toEqual([]);
  });

  it('pages on the server: the pages together are the whole list, each order once', async () => {
    const whole = ids((await list({ limit: 6 })).orders);
    const pages = [];
    for (const page of [1, 2, 3]) {
      const answer = await list({ limit: 2, page });
      expect(answer.total).toBe(6);
      pages.push(...ids(answer.orders));
    }
    expect(pages).toEqual(whole);
    expect((await list({ limit: 2, page: 4 })).orders).toEqual([]);
  });

  it("never shows another merchant's shop: its orders are not listed or counted, and naming it is 404", async () => {
    const theirs = await list({}, stranger.token);
    expect(theirs.orders.map((o) => o.shop_name)).toEqual(['Not yours']);
    expect(theirs.status_counts).toEqual({ all: 1, processing: 1 });
    const res = await gw.call(inboxRoutes.list, { token: me.token, query: { shop_id: shops.theirs } });
    expect(res.statusCode).toBe(404);
    expect((await list({ q: 'stranger' })).orders).toEqual([]);
  });

  it("reads one shop's page on its index for each sort, never sorting every order (query plan)", async () => {
    const postgres = gw.db.getExecutor().adapter instanceof PostgresAdapter;
    for (const sort of ['created_at', 'total', 'customer', 'number'] as const) {
      const query = InboxQuery.parse({ sort, status: sort === 'created_at' ? 'processing' : undefined });
      const compiled = shopPageQuery(gw.db, { id: shops.first, timezone: 'UTC+00:00' }, query).compile();
      const explain = postgres ? `EXPLAIN ${compiled.sql}` : `EXPLAIN QUERY PLAN ${compiled.sql}`;
      const plan = await gw.db.transaction().execute(async (trx) => {
        // A few rows make a sequential scan cheapest on PostgreSQL: ask for the plan the indexes allow.
        if (postgres) await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const { rows: lines } = await trx.executeQuery<Record<string, string>>({ ...compiled, sql: explain });
        return lines.map((l) => l['QUERY PLAN'] ?? l.detail).join('\n');
      });
      expect(plan, `${sort}: ${plan}`).toMatch(/USING (COVERING )?INDEX orders_shop_|Index (Only )?Scan/);
      expect(plan, `${sort}: ${plan}`).not.toMatch(/TEMP B-TREE FOR ORDER BY|Sort\b|Seq Scan|SCAN orders\b(?! USING)/);
    }
    // Only the page's rows are read whole: the shops' keys come from the index alone (SQLite says so in its plan).
    if (!postgres)
      for (const sort of ['created_at', 'total', 'customer'] as const) {
        const compiled = shopPageQuery(gw.db, { id: shops.first, timezone: 'UTC+00:00' }, InboxQuery.parse({ sort }));
        const { rows: lines } = await gw.db.executeQuery<Record<string, string>>({
          ...compiled.compile(),
          sql: `EXPLAIN QUERY PLAN ${compiled.compile().sql}`,
        });
        expect(lines.map((l) => l.detail).join('\n')).toMatch(/USING COVERING INDEX orders_shop_/);
      }
  });
});

describe('bulk status across shops', () => {
  it('changes orders of two shops in one call, each in its own shop, and the tabs follow', async () => {
    const [inFirst, inSecond] = [rows[0], rows[4]];
    const answer = await gw.ok(inboxRoutes.updateStatus, {
      token: me.token,
      query: { status: 'fulfillment' },
      body: { ids: [inFirst.id, inSecond.id] },
    });
    expect(answer.data.updated).toBe(2);
    expect(answer.data.shops).toBe(2);
    for (const [shop, id] of [
      [shops.first, inFirst.id],
      [shops.second, inSecond.id],
    ]) {
      const got = await gw.ok(orderRoutes.get, { token: me.token, params: { shop, order_id: id } });
      expect(got.data.status).toBe('fulfillment');
      expect(got.data.timeline.length).toBeGreaterThan(0);
    }
    expect((await list()).status_counts).toEqual({ all: 6, processing: 2, fulfillment: 3, cancel: 1 });
  });

  it('applies the single-shop rules: a refund needs a reason (400, nothing changed)', async () => {
    const res = await gw.call(inboxRoutes.updateStatus, {
      token: me.token,
      query: { status: 'refund' },
      body: { ids: [rows[2].id] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.refund_reason).toBeTruthy();
    const got = await gw.ok(orderRoutes.get, { token: me.token, params: { shop: shops.third, order_id: rows[2].id } });
    expect(got.data.status).toBe('processing');
  });

  it("refuses another merchant's order with 404 and changes nothing, not even the merchant's own", async () => {
    const [theirs] = await gw.db.selectFrom('orders').select('id').where('shop_id', '=', shops.theirs).execute();
    const res = await gw.call(inboxRoutes.updateStatus, {
      token: me.token,
      query: { status: 'cancel' },
      body: { ids: [rows[5].id, theirs.id] },
    });
    expect(res.statusCode).toBe(404);
    const statuses = await gw.db
      .selectFrom('orders')
      .select('status')
      .where('id', 'in', [rows[5].id, theirs.id])
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['processing', 'processing']);
  });
});

describe('search across shops', () => {
  beforeAll(async () => {
    const product = (shop: string, title: string, sku: string, token = me.token) =>
      gw.ok(productRoutes.create, { token, params: { shop }, body: { title, price: 10, sku } });
    await product(shops.first, 'Lantern mug', 'LAN-1');
    await product(shops.third, 'Đèn lồng Hội An', 'LANTERN-VN');
    await product(shops.theirs, 'Lantern of theirs', 'LAN-X', stranger.token);
    const customer = (shop: string, first_name: string, email: string, token = me.token) =>
      gw.ok(customerRoutes.create, { token, params: { shop }, body: { first_name, last_name: 'Trần', email } });
    await customer(shops.third, 'Quỳnh', 'quynh@example.vn');
    await customer(shops.theirs, 'Quỳnh', 'quynh@stranger.test', stranger.token);
  });

  const search = (q: string, token = me.token) =>
    gw.ok(searchRoutes.shops, { token, query: { q } }).then((a) => a.data);

  it('finds products by title or SKU in every shop, each with its shop', async () => {
    const found = await search('lantern');
    expect(found.products.map((p) => [p.title, p.shop_name]).sort()).toEqual([
      ['Lantern mug', 'First'],
      ['Đèn lồng Hội An', 'Thứ ba'],
    ]);
    expect((await search('lan-1')).products.map((p) => p.sku)).toEqual(['LAN-1']);
  });

  it('finds orders by number or name and by customer e-mail', async () => {
    const byEmail = await search('dao@example');
    expect(byEmail.orders.map((o) => [o.name, o.shop_name])).toEqual([[`#${rows[5].number}`, 'Thứ ba']]);
    const byNumber = await search(`#${rows[1].number}`);
    expect(byNumber.orders.map((o) => o.id)).toEqual([rows[1].id]);
    expect((await search(String(rows[0].number))).orders.map((o) => o.shop_name)).toEqual(['First']);
  });

  it('finds customers by name (accents ignored) or e-mail', async () => {
    const found = await search('quynh');
    expect(found.customers).toEqual([
      expect.objectContaining({
        name: 'Quỳnh Trần',
        email: 'quynh@example.vn',
        shop_id: shops.third,
        shop_name: 'Thứ ba',
      }),
    ]);
    expect((await search('QUYNH@EXAMPLE')).customers).toHaveLength(1);
  });

  it("never finds another merchant's products, orders or customers, and bounds each kind", async () => {
    const found = await search('stranger');
    expect(found).toEqual({ products: [], orders: [], customers: [] });
    const theirs = await search('lantern', stranger.token);
    expect(theirs.products.map((p) => p.shop_name)).toEqual(['Not yours']);
    const bounded = await gw.ok(searchRoutes.shops, { token: me.token, query: { q: 'e', limit: 1 } });
    for (const kind of ['products', 'orders', 'customers'] as const)
      expect(bounded.data[kind].length).toBeLessThanOrEqual(1);
    expect((await gw.call(searchRoutes.shops, { token: me.token, query: { q: 'x', limit: 99 } })).statusCode).toBe(400);
  });
});
