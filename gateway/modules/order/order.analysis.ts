/**
 * POST /order/api/{shop}/analysis: sales, orders, average order value, items and average
 * items per day, week (from Monday) or month, in the shop's time zone, from the orders
 * table. Counted: completed orders that are neither cancelled nor refunded.
 */
import type { z } from 'zod';
import type { AnalysisMetric, AnalysisPoint, AnalysisQuery } from '../../../resources/order/order.schema';
import type { Db } from '../../db';
import type { ShopTable } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { englishMessages } from '../../lib/serve';
import { moneyDigits, roundMoney } from '../../lib/money';
import { shopDay, shopDayStart } from './order.query';

const DAY_MS = 86_400_000;
const MAX_BUCKETS = 1000;

/** The bucket a shop day falls in: itself, its Monday, or the first of its month. */
export function bucketOf(day: string, interval: 'day' | 'week' | 'month'): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00.000Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

function bucketsBetween(from: string, to: string, interval: 'day' | 'week' | 'month'): string[] {
  const out: string[] = [];
  let day = bucketOf(from, interval);
  while (day <= to && out.length <= MAX_BUCKETS) {
    out.push(day);
    const d = new Date(`${day}T00:00:00.000Z`);
    if (interval === 'day') d.setUTCDate(d.getUTCDate() + 1);
    else if (interval === 'week') d.setUTCDate(d.getUTCDate() + 7);
    else d.setUTCMonth(d.getUTCMonth() + 1);
    day = d.toISOString().slice(0, 10);
  }
  return out;
}

function values(sales: number, orders: number, items: number, metrics: AnalysisMetric[], digits: number) {
  const all: Record<AnalysisMetric, number> = {
    sales: roundMoney(sales, digits),
    orders,
    average_order_value: orders ? roundMoney(sales / orders, digits) : 0,
    items,
    average_items: orders ? roundMoney(items / orders, 2) : 0,
  };
  return Object.fromEntries(metrics.map((m) => [m, all[m]])) as Partial<Record<AnalysisMetric, number>>;
}

export async function orderAnalysis(db: Db, shop: ShopTable, query: z.output<typeof AnalysisQuery>, metrics: AnalysisMetric[]) {
  const buckets = bucketsBetween(query.from, query.to, query.interval);
  if (buckets.length > MAX_BUCKETS) {
    const errors = { to: { message: 'app.validation.invalid' } };
    throw badRequest(errors, englishMessages(errors));
  }
  const digits = moneyDigits(shop.currency);
  const rows = await db.selectFrom('orders').select(['created_at', 'total', 'item_count'])
    .where('shop_id', '=', shop.id).where('abandoned', '=', 0).where('status', 'not in', ['cancel', 'refund'])
    .where('created_at', '>=', new Date(shopDayStart(query.from, shop.timezone)).toISOString())
    .where('created_at', '<', new Date(shopDayStart(query.to, shop.timezone) + DAY_MS).toISOString())
    .execute();
  const sums = new Map(buckets.map((b) => [b, { sales: 0, orders: 0, items: 0 }]));
  const total = { sales: 0, orders: 0, items: 0 };
  for (const row of rows) {
    const sum = sums.get(bucketOf(shopDay(row.created_at, shop.timezone), query.interval));
    if (!sum) continue;
    for (const s of [sum, total]) {
      s.sales += Number(row.total);
      s.orders += 1;
      s.items += Number(row.item_count);
    }
  }
  const series: AnalysisPoint[] = buckets.map((date) => {
    const s = sums.get(date)!;
    return { date, ...values(s.sales, s.orders, s.items, metrics, digits) };
  });
  return {
    from: query.from, to: query.to, interval: query.interval, currency: shop.currency, metrics, series,
    totals: values(total.sales, total.orders, total.items, metrics, digits),
  };
}
