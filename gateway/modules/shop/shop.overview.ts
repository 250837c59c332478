/**
 * GET /shop/api/overview (issue 26 item 1): the signed-in merchant's shops at a glance. Every
 * figure is read from rows kept in the write transactions or from indexed counts, never by
 * loading orders: sales from the per-day sums (order_day_totals, per shop-local day, one row a day),
 * unfulfilled orders from the status counters, and one grouped count per kind of waiting work
 * across all the merchant's shops. Only the merchant's own shops are read (owner_id).
 */
import type { z } from 'zod';
import { timezoneOffsetMinutes, type Timezone } from '../../../core/timezones';
import {
  OVERVIEW_PERIODS,
  type OverviewFigures,
  type OverviewPeriod,
  type OverviewPeriodKey,
  type OverviewShop,
  type ShopOverview,
  type OverviewTotal,
} from '../../../resources/shop/shop.overview.schema';
import type { Db } from '../../db';
import type { ShopTable } from '../../db/schema';
import { moneyDigits, roundMoney } from '../../lib/money';
import { lastChanges } from '../../lib/activity';

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Days of each period counting today, and the same length before it. */
const LENGTH: Record<OverviewPeriodKey, number> = { today: 1, days_7: 7, days_30: 30 };

type Sums = { sales: number; orders: number };
const figures = (s: Sums, digits: number): OverviewFigures => ({
  sales: roundMoney(s.sales, digits),
  orders: s.orders,
  average_order_value: s.orders ? roundMoney(s.sales / s.orders, digits) : 0,
});
const changeOf = (now: number, before: number) => (before ? Math.round(((now - before) / before) * 1000) / 10 : null);
const change = (now: OverviewFigures, before: OverviewFigures) => ({
  sales: changeOf(now.sales, before.sales),
  orders: changeOf(now.orders, before.orders),
  average_order_value: changeOf(now.average_order_value, before.average_order_value),
});

/** The shop's days summed into each period and the one before it, in one pass over its rows. */
function periodSums(days: { day: string; sales: number; orders: number }[], today: string) {
  const sums = Object.fromEntries(
    OVERVIEW_PERIODS.map((k) => [
      k,
      [
        { sales: 0, orders: 0 },
        { sales: 0, orders: 0 },
      ],
    ]),
  ) as Record<OverviewPeriodKey, [Sums, Sums]>;
  const bounds = OVERVIEW_PERIODS.map((key) => {
    const from = addDays(today, -LENGTH[key] + 1);
    return { key, from, before: addDays(from, -LENGTH[key]) };
  });
  for (const d of days) {
    if (d.day > today) continue;
    for (const b of bounds) {
      const into = d.day >= b.from ? sums[b.key][0] : d.day >= b.before ? sums[b.key][1] : null;
      if (into) {
        into.sales += d.sales;
        into.orders += d.orders;
      }
    }
  }
  return { sums, from: Object.fromEntries(bounds.map((b) => [b.key, b.from])) as Record<OverviewPeriodKey, string> };
}

/** Counts per shop of one grouped query. */
const byShop = (rows: { shop_id: string; n: unknown }[]) => new Map(rows.map((r) => [r.shop_id, Number(r.n)]));

export async function shopOverview(
  db: Db,
  ownerId: string,
  privateDomainSuffix: string,
  now = Date.now(),
): Promise<ShopOverview> {
  const shops: ShopTable[] = await db
    .selectFrom('shops')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('deleted', '=', 0)
    .orderBy('created_at', 'asc')
    .execute();
  const ids = shops.map((s) => s.id);
  const todayOf = (shop: ShopTable) =>
    new Date(now + timezoneOffsetMinutes(shop.timezone as Timezone) * 60_000).toISOString().slice(0, 10);
  const earliest = shops.reduce((min, s) => {
    const first = addDays(todayOf(s), -2 * LENGTH.days_30 + 1);
    return first < min ? first : min;
  }, '9999-12-31');
  const none = Promise.resolve([] as never[]);
  const [days, unfulfilled, abandoned, reviews, outOfStock, changes] = await Promise.all([
    ids.length
      ? db
          .selectFrom('order_day_totals')
          .select(['shop_id', 'day', 'sales', 'orders'])
          .where('shop_id', 'in', ids)
          .where('day', '>=', earliest)
          .execute()
      : none,
    ids.length
      ? db
          .selectFrom('order_status_counts')
          .select(['shop_id', 'n'])
          .where('shop_id', 'in', ids)
          .where('status', '=', 'processing')
          .execute()
      : none,
    ids.length
      ? db
          .selectFrom('orders')
          .select(['shop_id', (eb) => eb.fn.countAll<number | string>().as('n')])
          .where('shop_id', 'in', ids)
          .where('abandoned', '=', 1)
          .where('created_at', '>=', new Date(now - LENGTH.days_30 * DAY_MS).toISOString())
          .groupBy('shop_id')
          .execute()
      : none,
    ids.length
      ? db
          .selectFrom('reviews')
          .select(['shop_id', 'type', (eb) => eb.fn.countAll<number | string>().as('n')])
          .where('shop_id', 'in', ids)
          .where('status', '=', 'pending')
          .groupBy(['shop_id', 'type'])
          .execute()
      : none,
    ids.length
      ? db
          .selectFrom('products')
          .select(['shop_id', (eb) => eb.fn.countAll<number | string>().as('n')])
          .where('shop_id', 'in', ids)
          .where('track_quantity', '=', 1)
          .where('continue_selling', '=', 0)
          .where('quantity', '<=', 0)
          .groupBy('shop_id')
          .execute()
      : none,
    lastChanges(db, ids),
  ]);
  const daysOf = new Map<string, { day: string; sales: number; orders: number }[]>();
  for (const r of days) {
    const list = daysOf.get(r.shop_id) ?? [];
    list.push({ day: r.day, sales: Number(r.sales ?? 0), orders: Number(r.orders ?? 0) });
    daysOf.set(r.shop_id, list);
  }
  const counts = {
    unfulfilled: byShop(unfulfilled),
    abandoned: byShop(abandoned),
    outOfStock: byShop(outOfStock),
    reviews: byShop(reviews.filter((r) => r.type !== 'question')),
    questions: byShop(reviews.filter((r) => r.type === 'question')),
  };

  const totals = new Map<string, { shops: number; sums: Record<OverviewPeriodKey, [Sums, Sums]> }>();
  const overviewShops: OverviewShop[] = shops.map((shop) => {
    const digits = moneyDigits(shop.currency);
    const today = todayOf(shop);
    const total = totals.get(shop.currency) ?? {
      shops: 0,
      sums: Object.fromEntries(
        OVERVIEW_PERIODS.map((k) => [
          k,
          [
            { sales: 0, orders: 0 },
            { sales: 0, orders: 0 },
          ],
        ]),
      ) as Record<OverviewPeriodKey, [Sums, Sums]>,
    };
    total.shops += 1;
    totals.set(shop.currency, total);
    const { sums, from: fromOf } = periodSums(daysOf.get(shop.id) ?? [], today);
    const periods: OverviewPeriod[] = OVERVIEW_PERIODS.map((key) => {
      const from = fromOf[key];
      const [now, before] = sums[key];
      for (const [i, s] of [now, before].entries()) {
        total.sums[key][i].sales += s.sales;
        total.sums[key][i].orders += s.orders;
      }
      const current = figures(now, digits);
      const previous = figures(before, digits);
      return { key, from, to: today, current, previous, change: change(current, previous) };
    });
    return {
      id: shop.id,
      name: shop.name,
      public_domain: shop.public_domain,
      private_domain: `${shop.handle}.${privateDomainSuffix}`,
      language: shop.language,
      currency: shop.currency,
      timezone: shop.timezone,
      expired_at: shop.expired_at,
      days_left: Math.ceil((Date.parse(shop.expired_at) - now) / DAY_MS),
      periods,
      waiting: {
        unfulfilled: counts.unfulfilled.get(shop.id) ?? 0,
        abandoned: counts.abandoned.get(shop.id) ?? 0,
        reviews_pending: counts.reviews.get(shop.id) ?? 0,
        questions_pending: counts.questions.get(shop.id) ?? 0,
        out_of_stock: counts.outOfStock.get(shop.id) ?? 0,
      },
      last_changes: (changes.get(shop.id) ?? []).map(({ at, action, author, resource, record_id, name }) => ({
        at,
        action,
        author,
        resource,
        record_id,
        name,
      })),
    };
  });
  const totalRows: z.infer<typeof OverviewTotal>[] = [...totals].map(([currency, t]) => {
    const digits = moneyDigits(currency);
    return {
      currency,
      shops: t.shops,
      periods: OVERVIEW_PERIODS.map((key) => {
        const current = figures(t.sums[key][0], digits);
        const previous = figures(t.sums[key][1], digits);
        return { key, current, previous, change: change(current, previous) };
      }),
    };
  });
  return { shops: overviewShops, totals: totalRows, generated_at: new Date(now).toISOString() };
}
