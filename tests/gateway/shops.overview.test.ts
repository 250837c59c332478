/**
 * GET /shop/api/overview (issue 26 item 1) on both databases: a merchant with three shops
 * (USD, USD, VND) sees each shop's today, 7 and 30 days against the period before (in each
 * shop's time zone), what waits in each, and totals per currency; another merchant's shop
 * never appears and never counts.
 */
import { describe, expect, it } from 'vitest';
import type { OrderTable } from '../../gateway/modules/order/order.tables';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { reviewContract as reviewRoutes } from '../../resources/review/review.contract';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import type { OverviewShop } from '../../resources/shop/shop.overview.schema';
import { useGateway } from './harness';
import { orderRow } from './orders.fixtures';

const gw = useGateway();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const order = (shopId: string, currency: string, at: number, total: number, extra: Partial<OrderTable> = {}) =>
  orderRow(shopId, currency, at, total, extra);

const overview = (token: string) => gw.ok(shopRoutes.overview, { token }).then((a) => a.data);
const period = (shop: OverviewShop, key: string) => shop.periods.find((p) => p.key === key)!;

describe('all shops at a glance', () => {
  it("shows each shop's periods, waiting work and the totals per currency, and only the merchant's own shops", async () => {
    const account = await gw.account();
    const first = await gw.createShop(account.token, { name: 'First', timezone: 'UTC+00:00' });
    const second = await gw.createShop(account.token, { name: 'Second', timezone: 'UTC+00:00' });
    const third = await gw.createShop(account.token, {
      name: 'Thứ ba',
      language: 'vi',
      currency: 'VND',
      timezone: 'UTC+07:00',
    });
    const stranger = await gw.account();
    const theirs = await gw.createShop(stranger.token, { name: 'Not yours' });

    // "Now" an hour after midnight UTC would put a -1 h order in yesterday: orders are placed relative to the shop day.
    const now = Date.now();
    const midnight = Math.floor(now / DAY) * DAY;
    const today = Math.max(midnight, now - HOUR);
    await gw.db
      .insertInto('orders')
      .values([
        order(first._id, 'USD', today, 100),
        order(first._id, 'USD', today, 50),
        order(first._id, 'USD', midnight - DAY + HOUR, 60), // yesterday: the previous "today"
        order(first._id, 'USD', midnight - 3 * DAY, 40), // within 7 days
        order(first._id, 'USD', midnight - 10 * DAY, 30), // previous 7 days, within 30
        order(first._id, 'USD', today, 999, { status: 'cancel' }), // never counted
        order(first._id, 'USD', today, 70, { abandoned: 1 }), // a checkout to recover
        order(first._id, 'USD', midnight - 40 * DAY, 5, { abandoned: 1 }), // too old to recover
        order(second._id, 'USD', today, 20, { status: 'fulfillment' }),
        order(third._id, 'VND', now, 250_000),
        order(theirs._id, 'USD', today, 5000),
      ])
      .execute();
    await gw.ok(productRoutes.create, {
      token: account.token,
      params: { shop: second._id },
      body: { title: 'Sold out', price: 10, quantity: 0, track_quantity: true },
    });
    await gw.ok(productRoutes.create, {
      token: account.token,
      params: { shop: second._id },
      body: { title: 'In stock', price: 10, quantity: 3, track_quantity: true },
    });
    for (const type of ['review', 'question', 'question'])
      await gw.ok(reviewRoutes.create, {
        token: account.token,
        params: { shop: third._id },
        body: {
          full_name: 'An',
          content: 'Đẹp',
          rating: 5,
          customer_email: 'an@example.com',
          type,
          shop_id: third._id,
        },
      });

    const data = await overview(account.token);
    expect(data.shops.map((s) => s.name)).toEqual(['First', 'Second', 'Thứ ba']);
    const [one, two, three] = data.shops;
    expect(period(one, 'today')).toMatchObject({
      current: { sales: 150, orders: 2, average_order_value: 75 },
      previous: { sales: 60, orders: 1, average_order_value: 60 },
      change: { sales: 150, orders: 100, average_order_value: 25 },
    });
    expect(period(one, 'days_7')).toMatchObject({
      current: { sales: 250, orders: 4 },
      previous: { sales: 30, orders: 1 },
    });
    expect(period(one, 'days_30')).toMatchObject({ current: { sales: 280, orders: 5 }, previous: { orders: 0 } });
    expect(one.waiting).toEqual({
      unfulfilled: 5,
      abandoned: 1,
      reviews_pending: 0,
      questions_pending: 0,
      out_of_stock: 0,
    });
    expect(two.waiting).toMatchObject({ unfulfilled: 0, out_of_stock: 1 });
    expect(three.waiting).toMatchObject({ reviews_pending: 1, questions_pending: 2 });
    expect(period(three, 'today').current).toEqual({ sales: 250_000, orders: 1, average_order_value: 250_000 });
    expect(three).toMatchObject({
      currency: 'VND',
      language: 'vi',
      private_domain: expect.stringContaining(third.handle),
    });
    expect(one.days_left).toBeGreaterThan(0);

    // Per currency, never converted.
    expect(data.totals.map((t) => [t.currency, t.shops])).toEqual([
      ['USD', 2],
      ['VND', 1],
    ]);
    const usdToday = data.totals[0].periods.find((p) => p.key === 'today')!;
    expect(usdToday.current).toEqual({ sales: 170, orders: 3, average_order_value: 56.67 });

    // The stranger sees only their shop, and nothing of ours.
    const others = await overview(stranger.token);
    expect(others.shops.map((s) => s.id)).toEqual([theirs._id]);
    expect(period(others.shops[0], 'today').current.sales).toBe(5000);
  });

  it('answers an empty overview for a merchant with no shop, and 401 without a token', async () => {
    const account = await gw.account();
    expect(await overview(account.token)).toMatchObject({ shops: [], totals: [] });
    expect((await gw.call(shopRoutes.overview, {})).statusCode).toBe(401);
  });
});
