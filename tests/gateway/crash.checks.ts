/**
 * What the crash tests check after every kill (issue 28 item 3), read from the database
 * itself: its integrity check, the maintained counters against a recount, the order numbers
 * without gap or repeat, and no half-written product or order.
 */
import { recountDailyTotals } from '../../gateway/modules/order/order.rollups';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../gateway/db';
import { integrityProblems } from './crash.support';

const n = (value: unknown) => Number(value ?? 0);

/** Every maintained figure equals its recount; throws (with the difference) otherwise. */
export async function expectConsistent(db: Db, kind: 'sqlite' | 'postgres') {
  expect(await integrityProblems(db, kind), 'integrity check').toEqual([]);

  // Order list counters (triggers on orders) against COUNT(*), every shop and status.
  const kept = await db
    .selectFrom('order_status_counts')
    .select(['shop_id', 'status', 'n'])
    .where('n', '!=', 0)
    .execute();
  const counted = await db
    .selectFrom('orders')
    .select(['shop_id', 'status', (eb) => eb.fn.countAll().as('n')])
    .where('abandoned', '=', 0)
    .groupBy(['shop_id', 'status'])
    .execute();
  const key = (r: { shop_id: string; status: string; n: unknown }) => `${r.shop_id}/${r.status}=${n(r.n)}`;
  expect(kept.map(key).sort(), 'order status counters').toEqual(counted.map(key).sort());

  // Daily sales rollups (triggers on orders) against a recount, every shop.
  const daily = (r: {
    shop_id: string;
    day: string;
    source: string;
    orders: unknown;
    sales: unknown;
    items: unknown;
  }) => `${r.shop_id}/${r.day}/${r.source}=${n(r.orders)},${Math.round(n(r.sales) * 100)},${n(r.items)}`;
  const rolled = await db.selectFrom('order_daily_totals').selectAll().execute();
  const shops = [...new Set(counted.map((r) => r.shop_id))];
  const recounted = (await Promise.all(shops.map((shop) => recountDailyTotals(db, shop)))).flat();
  expect(rolled.map(daily).sort(), 'daily sales rollups').toEqual(recounted.map(daily).sort());

  // Order numbers: 1001, 1002, … without a gap or a repeat, and the counter at the last one.
  const numbers = await db
    .selectFrom('orders')
    .select(['shop_id', 'number'])
    .where('number', 'is not', null)
    .orderBy('shop_id')
    .orderBy('number')
    .execute();
  const counters = await db.selectFrom('order_counters').selectAll().execute();
  for (const counter of counters) {
    const mine = numbers.filter((o) => o.shop_id === counter.shop_id).map((o) => n(o.number));
    expect(mine, 'order numbers').toEqual(mine.map((_, i) => 1001 + i));
    expect(n(counter.last_number), 'order counter').toBe(1000 + mine.length);
  }

  // Customer totals (kept by the order writes) against their orders.
  const totals = await db
    .selectFrom('customers as c')
    .select([
      'c.id',
      'c.total_orders',
      'c.total_spent',
      sql<number>`(select count(*) from orders o where o.customer_id = c.id and o.abandoned = 0)`.as('orders'),
      sql<number>`(select coalesce(sum(o.total), 0) from orders o where o.customer_id = c.id and o.abandoned = 0
        and o.payment_status = 'paid' and o.status not in ('cancel', 'refund'))`.as('spent'),
    ])
    .execute();
  for (const t of totals) {
    expect(n(t.total_orders), `orders of customer ${t.id}`).toBe(n(t.orders));
    expect(n(t.total_spent), `spent by customer ${t.id}`).toBeCloseTo(n(t.spent), 2);
  }

  // Nothing half-written: no tag, event or bulk-undo row without its product or order.
  const orphans = await sql<{ what: string; n: number }>`
    select 'product_tags' as what, count(*) as n from product_tags t where not exists (select 1 from products p where p.id = t.product_id)
    union all select 'order_events', count(*) from order_events e where not exists (select 1 from orders o where o.id = e.order_id)
    union all select 'orders without created event', count(*) from orders o where o.abandoned = 0
      and not exists (select 1 from order_events e where e.order_id = o.id)
    union all select 'bulk rows', count(*) from product_bulk_update_rows r
      where not exists (select 1 from product_bulk_updates b where b.id = r.bulk_id)
    union all select 'products of no shop', count(*) from products p where not exists (select 1 from shops s where s.id = p.shop_id)
    union all select 'orders of no shop', count(*) from orders o where not exists (select 1 from shops s where s.id = o.shop_id)`.execute(
    db,
  );
  expect(
    orphans.rows.filter((r) => n(r.n) > 0).map((r) => `${r.what}: ${r.n}`),
    'half-written rows',
  ).toEqual([]);
}

/** Rows of one shop in the tables the crash cases write. */
export async function shopRows(db: Db, shopId: string) {
  const count = async (table: 'products' | 'product_tags' | 'orders' | 'order_events' | 'customers') =>
    n(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('shop_id', '=', shopId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const untagged = await db
    .selectFrom('products as p')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('p.shop_id', '=', shopId)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('product_tags as t').select('t.product_id').whereRef('t.product_id', '=', 'p.id')),
      ),
    )
    .executeTakeFirstOrThrow();
  return {
    untagged: n(untagged.n),
    shop: Boolean(await db.selectFrom('shops').select('id').where('id', '=', shopId).executeTakeFirst()),
    products: await count('products'),
    product_tags: await count('product_tags'),
    orders: await count('orders'),
    order_events: await count('order_events'),
    customers: await count('customers'),
  };
}
