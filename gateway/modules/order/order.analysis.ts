/**
 * POST /order/api/{shop}/analysis: sales, orders, average order value, items and average
 * items per hour, day, week (from Monday) or month in the shop's time zone, for a range and
 * the previous period of equal length, plus orders per traffic source (SPEC §9 labels).
 * Days, weeks and months read the daily rollups (order.rollups.ts: one row per shop-local day
 * and referring site, kept by triggers); hours sum the orders of the range in SQL.
 * Counted: completed orders that are neither cancelled nor refunded.
 */
import { sql, type RawBuilder } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { z } from 'zod';
import {
  MAX_ANALYSIS_BUCKETS,
  type Analysis,
  type AnalysisFigure,
  type AnalysisFigures,
  type AnalysisGranularity,
  type AnalysisParams,
  type AnalysisPointValue,
  type TrafficSourceRow,
} from '../../../resources/order/order.analysis.schema';
import { timezoneOffsetMinutes, type Timezone } from '../../../core/timezones';
import { trafficSourceLabel } from '../../../core/trafficSource';
import type { Db } from '../../db';
import type { ShopTable } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { englishMessages } from '../../lib/serve';
import { moneyDigits, roundMoney } from '../../lib/money';
import { dailyTotals } from './order.rollups';

const DAY_MS = 86_400_000;

/** Calendar arithmetic on YYYY-MM-DD. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The bucket a shop-local day falls in: itself, its Monday, or the first of its month. */
export function bucketOf(day: string, interval: Exclude<AnalysisGranularity, 'hour'>): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -sinceMonday);
}

/** Every bucket of a range, in order (an empty bucket is a zero, not a gap in the chart). */
export function bucketsBetween(from: string, to: string, interval: AnalysisGranularity): string[] {
  const out: string[] = [];
  if (interval === 'hour') {
    for (let d = from; d <= to && out.length <= MAX_ANALYSIS_BUCKETS; d = addDays(d, 1)) {
      for (let h = 0; h < 24; h++) out.push(`${d}T${String(h).padStart(2, '0')}:00`);
    }
    return out;
  }
  let b = bucketOf(from, interval);
  while (b <= to && out.length <= MAX_ANALYSIS_BUCKETS) {
    out.push(b);
    const d = new Date(`${b}T00:00:00Z`);
    if (interval === 'day') d.setUTCDate(d.getUTCDate() + 1);
    else if (interval === 'week') d.setUTCDate(d.getUTCDate() + 7);
    else d.setUTCMonth(d.getUTCMonth() + 1);
    b = d.toISOString().slice(0, 10);
  }
  return out;
}

/** SQL of the bucket of `orders.created_at` (an ISO UTC text) shifted to the shop's fixed offset. */
export function bucketSql(db: Db, interval: AnalysisGranularity, offsetMinutes: number): RawBuilder<string> {
  const column = sql.ref('created_at');
  if (isPostgres(db)) {
    const local = sql`((${column})::timestamptz at time zone 'UTC' + make_interval(mins => ${sql.lit(offsetMinutes)}))`;
    if (interval === 'hour') return sql<string>`to_char(${local}, 'YYYY-MM-DD"T"HH24:00')`;
    if (interval === 'day') return sql<string>`to_char(${local}, 'YYYY-MM-DD')`;
    if (interval === 'week') return sql<string>`to_char(date_trunc('week', ${local}), 'YYYY-MM-DD')`;
    return sql<string>`to_char(${local}, 'YYYY-MM-01')`;
  }
  const shift = sql.lit(`${offsetMinutes >= 0 ? '+' : '-'}${Math.abs(offsetMinutes)} minutes`);
  if (interval === 'hour') return sql<string>`strftime('%Y-%m-%dT%H:00', ${column}, ${shift})`;
  if (interval === 'day') return sql<string>`strftime('%Y-%m-%d', ${column}, ${shift})`;
  if (interval === 'week') return sql<string>`date(${column}, ${shift}, '-6 days', 'weekday 1')`;
  return sql<string>`strftime('%Y-%m-01', ${column}, ${shift})`;
}

type Sums = { sales: number; orders: number; items: number };

function figures(s: Sums, metrics: AnalysisFigure[], digits: number): AnalysisFigures {
  const all: Record<AnalysisFigure, number> = {
    sales: roundMoney(s.sales, digits),
    orders: s.orders,
    average_order_value: s.orders ? roundMoney(s.sales / s.orders, digits) : 0,
    items: s.items,
    average_items: s.orders ? roundMoney(s.items / s.orders, 2) : 0,
  };
  return Object.fromEntries(metrics.map((m) => [m, all[m]]));
}

const changeOf = (now: number | undefined, before: number | undefined) =>
  now === undefined || !before ? null : Math.round(((now - before) / before) * 1000) / 10;

function counted(db: Db, shop: ShopTable, from: string, to: string, offset: number) {
  const start = Date.parse(`${from}T00:00:00Z`) - offset * 60_000;
  const end = Date.parse(`${to}T00:00:00Z`) + DAY_MS - offset * 60_000;
  return db
    .selectFrom('orders')
    .where('shop_id', '=', shop.id)
    .where('abandoned', '=', 0)
    .where('created_at', '>=', new Date(start).toISOString())
    .where('created_at', '<', new Date(end).toISOString())
    .where('status', 'not in', ['cancel', 'refund']);
}

/** Sums per bucket: hours from the orders (a short range), days and longer from the daily rollups. */
async function sumsByBucket(db: Db, shop: ShopTable, from: string, to: string, interval: AnalysisGranularity) {
  const byBucket = new Map<string, Sums>();
  const add = (bucket: string, s: Sums) => {
    const into = byBucket.get(bucket) ?? { sales: 0, orders: 0, items: 0 };
    into.sales += s.sales;
    into.orders += s.orders;
    into.items += s.items;
    byBucket.set(bucket, into);
  };
  const number = (r: { sales: unknown; orders: unknown; items: unknown }) => ({
    sales: Number(r.sales ?? 0),
    orders: Number(r.orders ?? 0),
    items: Number(r.items ?? 0),
  });
  if (interval === 'hour') {
    const offset = timezoneOffsetMinutes(shop.timezone as Timezone);
    const bucket = bucketSql(db, interval, offset);
    const rows = await counted(db, shop, from, to, offset)
      .select([
        bucket.as('bucket'),
        (eb) => eb.fn.sum<number | string>('total').as('sales'),
        (eb) => eb.fn.countAll<number | string>().as('orders'),
        (eb) => eb.fn.sum<number | string>('item_count').as('items'),
      ])
      .groupBy(bucket)
      .execute();
    for (const r of rows) add(r.bucket, number(r));
    return byBucket;
  }
  const rows = await dailyTotals(db, shop.id, from, to)
    .select([
      'day',
      (eb) => eb.fn.sum<number | string>('sales').as('sales'),
      (eb) => eb.fn.sum<number | string>('orders').as('orders'),
      (eb) => eb.fn.sum<number | string>('items').as('items'),
    ])
    .groupBy('day')
    .execute();
  for (const r of rows) add(bucketOf(r.day, interval), number(r));
  return byBucket;
}

async function period(
  db: Db,
  shop: ShopTable,
  from: string,
  to: string,
  interval: AnalysisGranularity,
  metrics: AnalysisFigure[],
) {
  const digits = moneyDigits(shop.currency);
  const byBucket = await sumsByBucket(db, shop, from, to, interval);
  const total: Sums = { sales: 0, orders: 0, items: 0 };
  for (const s of byBucket.values()) {
    total.sales += s.sales;
    total.orders += s.orders;
    total.items += s.items;
  }
  const series: AnalysisPointValue[] = bucketsBetween(from, to, interval).map((date) => ({
    date,
    ...figures(byBucket.get(date) ?? { sales: 0, orders: 0, items: 0 }, metrics, digits),
  }));
  return { series, totals: figures(total, metrics, digits) };
}

async function trafficSources(db: Db, shop: ShopTable, from: string, to: string): Promise<TrafficSourceRow[]> {
  const rows = await dailyTotals(db, shop.id, from, to)
    .select([
      'source',
      (eb) => eb.fn.sum<number | string>('orders').as('orders'),
      (eb) => eb.fn.sum<number | string>('sales').as('sales'),
    ])
    .groupBy('source')
    .execute();
  const bySource = new Map<string, TrafficSourceRow>();
  for (const r of rows) {
    const label = trafficSourceLabel(r.source);
    const id = 'key' in label ? label.key : label.host;
    const row = bySource.get(id) ?? {
      key: 'key' in label ? label.key : null,
      host: 'host' in label ? label.host : null,
      orders: 0,
      sales: 0,
    };
    row.orders += Number(r.orders);
    row.sales += Number(r.sales ?? 0);
    bySource.set(id, row);
  }
  const digits = moneyDigits(shop.currency);
  return [...bySource.values()]
    .map((r) => ({ ...r, sales: roundMoney(r.sales, digits) }))
    .sort((a, b) => b.orders - a.orders || (a.key ?? a.host ?? '').localeCompare(b.key ?? b.host ?? ''));
}

export async function orderAnalysis(
  db: Db,
  shop: ShopTable,
  query: z.output<typeof AnalysisParams>,
  metrics: AnalysisFigure[],
): Promise<Analysis> {
  const invalid = (field: string) => {
    const errors = { [field]: { message: 'app.validation.invalid' } };
    return badRequest(errors, englishMessages(errors));
  };
  if (query.from > query.to) throw invalid('from');
  if (bucketsBetween(query.from, query.to, query.interval).length > MAX_ANALYSIS_BUCKETS) throw invalid('interval');
  const length = daysBetween(query.from, query.to) + 1;
  const previousTo = addDays(query.from, -1);
  const previousFrom = addDays(previousTo, -(length - 1));
  const now = await period(db, shop, query.from, query.to, query.interval, metrics);
  const before = await period(db, shop, previousFrom, previousTo, query.interval, metrics);
  return {
    from: query.from,
    to: query.to,
    interval: query.interval,
    currency: shop.currency,
    timezone: shop.timezone,
    metrics,
    series: now.series,
    totals: now.totals,
    previous: { from: previousFrom, to: previousTo, ...before },
    change: Object.fromEntries(metrics.map((m) => [m, changeOf(now.totals[m], before.totals[m])])),
    traffic_sources: await trafficSources(db, shop, query.from, query.to),
  };
}
