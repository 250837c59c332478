/**
 * The daily sales rollups (issue 30 item 2) equal a recount from the orders after any mix of
 * writes: orders made through the API and inserted in bulk, status changes (cancel and refund
 * leave the figures, processing brings them back), totals and dates edited, abandoned
 * checkouts, deletes, and a change of the shop's time zone (its rows are rebuilt at the new
 * offset). So do the per-day sums the overview reads (order_day_totals, issue 26 item 6). Both
 * databases; the analysis answer reads them.
 */
import { describe, expect, it } from 'vitest';
import { recountDayTotals } from '../../gateway/modules/order/order.dayTotals';
import { recountDailyTotals } from '../../gateway/modules/order/order.rollups';
import type { OrderTable } from '../../gateway/modules/order/order.tables';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { useGateway } from './harness';
import { createOrder, merchant, orderRow, type Merchant } from './orders.fixtures';

const gw = useGateway();

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const STATUSES = ['processing', 'fulfillment', 'cancel', 'refund'];
const SITES = [null, '', 'https://www.google.com/search?q=mug', 'facebook.com', 'https://blog.example.org/post/1'];

function order(m: Merchant, next: () => number, n: number): OrderTable {
  const at = Date.UTC(2026, 9, 1) + Math.floor(next() * 40 * 86_400_000);
  const total = Math.round(next() * 50_000) / 100;
  const abandoned = next() < 0.1 ? 1 : 0;
  return orderRow(m.shopId, 'USD', at, total, {
    number: abandoned ? null : 5000 + n,
    item_count: 1 + Math.floor(next() * 5),
    status: STATUSES[Math.floor(next() * STATUSES.length)],
    referring_site: SITES[Math.floor(next() * SITES.length)],
    abandoned,
  });
}

const kept = (m: Merchant) =>
  gw.db.selectFrom('order_daily_totals').selectAll().where('shop_id', '=', m.shopId).execute();

/** Rows as comparable values: money to the cent (sums of doubles), sorted by day and source. */
const comparable = (
  rows: { shop_id: string; day: string; source: string; orders: unknown; sales: unknown; items: unknown }[],
) =>
  rows
    .map((r) => ({
      day: r.day,
      source: r.source,
      orders: Number(r.orders),
      sales: Math.round(Number(r.sales) * 100) / 100,
      items: Number(r.items),
    }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.source.localeCompare(b.source));

/** The per-day sums (every source together) as comparable values, sorted by day. */
const days = (rows: { day: string; orders: unknown; sales: unknown }[]) =>
  rows
    .map((r) => ({ day: r.day, orders: Number(r.orders), sales: Math.round(Number(r.sales) * 100) / 100 }))
    .sort((a, b) => a.day.localeCompare(b.day));
const keptDays = async (m: Merchant) =>
  days(await gw.db.selectFrom('order_day_totals').selectAll().where('shop_id', '=', m.shopId).execute());

async function expectRecount(m: Merchant) {
  const rows = comparable(await kept(m));
  expect(rows).toEqual(comparable(await recountDailyTotals(gw.db, m.shopId)));
  // The overview's day sums (issue 26 item 6) equal a recount too.
  expect(await keptDays(m)).toEqual(days(await recountDayTotals(gw.db, m.shopId)));
  return rows;
}

describe('daily sales rollups', () => {
  it('equal a recount from the orders after creates, status changes, edits, deletes and a time zone change', async () => {
    const m = await merchant(gw, { timezone: 'UTC+05:30' });
    const other = await merchant(gw);
    const next = random(20261127);
    const rows = Array.from({ length: 300 }, (_, i) => order(m, next, i));
    await gw.db.insertInto('orders').values(rows).execute();
    await createOrder(gw, m);
    await createOrder(gw, m, { referring_site: 'https://pinterest.com/pin/1' });
    const theirs = await createOrder(gw, other);
    expect((await expectRecount(m)).length).toBeGreaterThan(30);

    for (const row of rows.slice(0, 60)) {
      const status = STATUSES[Math.floor(next() * STATUSES.length)];
      await gw.db.updateTable('orders').set({ status }).where('id', '=', row.id).execute();
    }
    for (const row of rows.slice(60, 90))
      await gw.db
        .updateTable('orders')
        .set({ total: Math.round(next() * 10_000) / 100, item_count: 2, referring_site: 't.co' })
        .where('id', '=', row.id)
        .execute();
    for (const row of rows.slice(90, 110))
      await gw.db
        .updateTable('orders')
        .set({ created_at: '2026-10-31T23:59:59.000Z' })
        .where('id', '=', row.id)
        .execute();
    await gw.db
      .updateTable('orders')
      .set({ abandoned: 0 })
      .where('shop_id', '=', m.shopId)
      .where('abandoned', '=', 1)
      .execute();
    await gw.ok(orderRoutes.updateStatus, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { status: 'cancel' },
      body: { ids: rows.slice(110, 130).map((r) => r.id) },
    });
    await gw.ok(orderRoutes.deleteMany, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { ids: rows.slice(110, 120).map((r) => r.id) },
    });
    await gw.db
      .deleteFrom('orders')
      .where(
        'id',
        'in',
        rows.slice(130, 160).map((r) => r.id),
      )
      .execute();
    const before = await expectRecount(m);

    // 23:59:59 UTC is the next day at +05:30 and the same day at -03:30.
    expect(before.some((r) => r.day === '2026-11-01')).toBe(true);
    await gw.ok(shopRoutes.update, {
      token: m.account.token,
      params: { id: m.shopId },
      body: { timezone: 'UTC-03:30' },
    });
    const after = await expectRecount(m);
    expect(after).not.toEqual(before);
    expect(after.reduce((n, r) => n + r.orders, 0)).toBe(before.reduce((n, r) => n + r.orders, 0));

    // Another shop's writes never touch these rows, and its own are its own.
    await gw.db.updateTable('orders').set({ total: 1 }).where('id', '=', theirs.id).execute();
    expect(comparable(await kept(m))).toEqual(after);
    expect(comparable(await kept(other))).toEqual(comparable(await recountDailyTotals(gw.db, other.shopId)));
    expect((await kept(other)).map((r) => Number(r.sales))).toEqual([1]);
    expect(await keptDays(m)).toEqual(days(await recountDayTotals(gw.db, m.shopId)));
    expect((await keptDays(other)).map((r) => r.sales)).toEqual([1]);
  });

  it('feed the analysis: the month of October by day sums what the orders hold', async () => {
    const m = await merchant(gw, { timezone: 'UTC+07:00' });
    const next = random(7);
    const rows = Array.from({ length: 120 }, (_, i) => order(m, next, i));
    await gw.db.insertInto('orders').values(rows).execute();
    const data = (
      await gw.ok(orderRoutes.analysis, {
        token: m.account.token,
        params: { shop: m.shopId },
        query: { from: '2026-10-01', to: '2026-11-15', interval: 'week' },
        body: {},
      })
    ).data;
    const counted = rows.filter((r) => !r.abandoned && !['cancel', 'refund'].includes(r.status));
    const local = (r: OrderTable) => new Date(Date.parse(r.created_at) + 7 * 3_600_000).toISOString().slice(0, 10);
    const inRange = counted.filter((r) => local(r) >= '2026-10-01' && local(r) <= '2026-11-15');
    expect(data.totals.orders).toBe(inRange.length);
    expect(data.totals.sales).toBeCloseTo(
      inRange.reduce((n, r) => n + r.total, 0),
      2,
    );
    expect(data.series.reduce((n: number, p: { orders?: number }) => n + (p.orders ?? 0), 0)).toBe(inRange.length);
  });
});
