/**
 * POST /order/api/{shop}/analysis against hand-computed fixtures: range edges in the shop's
 * time zone, hours, the previous period of equal length and the change in percent, traffic
 * sources (SPEC §9 labels), empty ranges, VND rounding, bad input. Orders are inserted
 * with chosen instants (the API stamps "now").
 */
import { describe, expect, it } from 'vitest';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { useGateway } from './harness';
import { orderRow } from './orders.fixtures';

const gw = useGateway();

async function shop(overrides: Record<string, string> = {}) {
  const account = await gw.account();
  const created = await gw.createShop(account.token, { timezone: 'UTC+07:00', ...overrides });
  return { token: account.token, shopId: created._id, currency: overrides.currency ?? 'USD' };
}

type Seed = { at: string; total: number; items?: number; status?: string; abandoned?: number; site?: string | null };
async function insert(shopId: string, currency: string, orders: Seed[]) {
  const rows = orders.map((o) =>
    orderRow(shopId, currency, o.at, o.total, {
      item_count: o.items ?? 1,
      status: o.status ?? 'processing',
      referring_site: o.site ?? null,
      abandoned: o.abandoned ?? 0,
    }),
  );
  await gw.db.insertInto('orders').values(rows).execute();
}

const analyse = (s: { token: string; shopId: string }, query: Record<string, string>, metrics?: string[]) =>
  gw
    .ok(orderRoutes.analysis, { token: s.token, params: { shop: s.shopId }, query, body: metrics ? { metrics } : {} })
    .then((a) => a.data);

describe('analysis', () => {
  it('counts the shop days of its time zone, against the previous period, with traffic sources', async () => {
    const s = await shop();
    await insert(s.shopId, 'USD', [
      { at: '2026-03-07T16:59:59.999Z', total: 999 }, // 03-07 23:59 local: before both periods
      { at: '2026-03-07T17:00:00.000Z', total: 30 }, // 03-08 00:00 local: previous period
      { at: '2026-03-09T16:59:59.999Z', total: 10 }, // 03-09 23:59 local: previous period
      { at: '2026-03-09T17:00:00.000Z', total: 20, items: 2, site: 'https://www.google.com/search?q=mug' }, // 03-10 00:00
      { at: '2026-03-11T16:59:59.999Z', total: 30.5, items: 3, site: 'shop.example.org/blog' }, // 03-11 23:59
      { at: '2026-03-11T17:00:00.000Z', total: 1000 }, // 03-12 00:00 local: after
      { at: '2026-03-10T05:00:00.000Z', total: 500, status: 'cancel' },
      { at: '2026-03-10T05:00:00.000Z', total: 400, status: 'refund' },
      { at: '2026-03-10T05:00:00.000Z', total: 300, abandoned: 1 },
    ]);
    const data = await analyse(s, { from: '2026-03-10', to: '2026-03-11', interval: 'day' });
    expect(data.series).toEqual([
      { date: '2026-03-10', sales: 20, orders: 1, average_order_value: 20, items: 2, average_items: 2 },
      { date: '2026-03-11', sales: 30.5, orders: 1, average_order_value: 30.5, items: 3, average_items: 3 },
    ]);
    expect(data.totals).toEqual({ sales: 50.5, orders: 2, average_order_value: 25.25, items: 5, average_items: 2.5 });
    expect(data.previous).toMatchObject({
      from: '2026-03-08',
      to: '2026-03-09',
      totals: { sales: 40, orders: 2, average_order_value: 20, items: 2, average_items: 1 },
    });
    expect(data.previous.series.map((p) => [p.date, p.sales])).toEqual([
      ['2026-03-08', 30],
      ['2026-03-09', 10],
    ]);
    expect(data.change).toEqual({ sales: 26.3, orders: 0, average_order_value: 26.3, items: 150, average_items: 150 });
    expect(data.traffic_sources).toEqual([
      { key: 'app.traffic.google', host: null, orders: 1, sales: 20 },
      { key: null, host: 'shop.example.org', orders: 1, sales: 30.5 },
    ]);

    const hours = await analyse(s, { from: '2026-03-10', to: '2026-03-11', interval: 'hour' }, ['orders']);
    expect(hours.series).toHaveLength(48);
    expect(hours.series.filter((p) => p.orders).map((p) => p.date)).toEqual(['2026-03-10T00:00', '2026-03-11T23:00']);
    expect(hours.previous.series.filter((p) => p.orders).map((p) => p.date)).toEqual([
      '2026-03-08T00:00',
      '2026-03-09T23:00',
    ]);
  });

  it('starts weeks on Monday and months on the 1st in a zone behind UTC', async () => {
    const s = await shop({ timezone: 'UTC-08:00' });
    await insert(s.shopId, 'USD', [
      { at: '2026-03-02T07:59:00.000Z', total: 5 }, // Sunday 03-01 23:59 local: week of 02-23, month of March
      { at: '2026-03-02T08:00:00.000Z', total: 7 }, // Monday 03-02 00:00 local
      { at: '2026-03-01T07:00:00.000Z', total: 11 }, // Saturday 02-28 23:00 local: February
    ]);
    const weeks = await analyse(s, { from: '2026-02-23', to: '2026-03-08', interval: 'week' }, ['sales']);
    expect(weeks.series).toEqual([
      { date: '2026-02-23', sales: 16 },
      { date: '2026-03-02', sales: 7 },
    ]);
    const months = await analyse(s, { from: '2026-02-01', to: '2026-03-31', interval: 'month' }, ['sales', 'orders']);
    expect(months.series).toEqual([
      { date: '2026-02-01', sales: 11, orders: 1 },
      { date: '2026-03-01', sales: 12, orders: 2 },
    ]);
  });

  it('answers zeros, no change and no sources for an empty range', async () => {
    const s = await shop();
    const data = await analyse(s, { from: '2026-01-01', to: '2026-01-01', interval: 'day' });
    expect(data.series).toEqual([
      { date: '2026-01-01', sales: 0, orders: 0, average_order_value: 0, items: 0, average_items: 0 },
    ]);
    expect(data.previous).toMatchObject({ from: '2025-12-31', to: '2025-12-31' });
    expect(Object.values(data.change)).toEqual([null, null, null, null, null]);
    expect(data.traffic_sources).toEqual([]);
  });

  it('rounds VND to whole dong', async () => {
    const s = await shop({ currency: 'VND', language: 'vi' });
    await insert(s.shopId, 'VND', [
      { at: '2026-05-01T03:00:00.000Z', total: 150000, items: 1 },
      { at: '2026-05-01T04:00:00.000Z', total: 100001, items: 2 },
      { at: '2026-05-01T05:00:00.000Z', total: 100000, items: 1, site: 'https://l.facebook.com/' },
    ]);
    const data = await analyse(s, { from: '2026-05-01', to: '2026-05-01' });
    expect(data).toMatchObject({ currency: 'VND', interval: 'day' });
    expect(data.totals).toEqual({
      sales: 350001,
      orders: 3,
      average_order_value: 116667,
      items: 4,
      average_items: 1.33,
    });
    expect(data.traffic_sources.map((t) => [t.key, t.orders])).toEqual([
      ['app.traffic.anonymous', 2],
      ['app.traffic.facebook', 1],
    ]);
  });

  it('refuses bad ranges per field', async () => {
    const s = await shop();
    const call = (query: Record<string, string>, body: unknown = {}) =>
      gw.call(orderRoutes.analysis, { token: s.token, params: { shop: s.shopId }, query, body });
    const reversed = await call({ from: '2026-02-02', to: '2026-02-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ from: { message: 'app.validation.invalid' } });
    const tooMany = await call({ from: '2026-01-01', to: '2026-03-31', interval: 'hour' });
    expect(tooMany.json().errors).toEqual({ interval: { message: 'app.validation.invalid' } });
    const bad = await call({ from: '2026-13-45', to: 'soon', interval: 'year' }, { metrics: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'interval', 'to']);
  });
});
