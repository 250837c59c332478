/**
 * The benchmarks' data generator (tests/gateway/dataGen.ts, issue 30 item 1): the same seed makes
 * the same rows, and what it writes leaves the status counters and daily rollups equal to a
 * recount from the orders, on both databases (they are kept by the orders' triggers).
 */
import { describe, expect, it } from 'vitest';
import { rebuildOrderTotals } from '../../gateway/modules/order/order.dayTotals';
import { copyWriter } from './dataCopy';
import { generateShop, verifyShop } from './dataGen';
import { useGateway } from './harness';
import { merchant } from './orders.fixtures';

const gw = useGateway();
const until = Date.UTC(2026, 10, 27, 12);

const snapshot = async (shopId: string) => ({
  orders: await gw.db.selectFrom('orders').selectAll().where('shop_id', '=', shopId).orderBy('id').execute(),
  customers: await gw.db.selectFrom('customers').selectAll().where('shop_id', '=', shopId).orderBy('id').execute(),
  products: await gw.db
    .selectFrom('products')
    .select(['id', 'title', 'price', 'variants'])
    .where('shop_id', '=', shopId)
    .orderBy('id')
    .execute(),
});

async function wipe(shopId: string) {
  for (const table of ['orders', 'order_tags', 'customers', 'products'] as const)
    await gw.db.deleteFrom(table).where('shop_id', '=', shopId).execute();
}

describe('the data generator', () => {
  it('makes the same rows from the same seed, over two years, with counters and rollups consistent', async () => {
    const { shopId } = await merchant(gw);
    await wipe(shopId);
    const options = { index: 0, shopId, orders: 400, products: 12, customers: 40, until, seed: 7, batch: 150 };
    const made = await generateShop(gw.db, options);
    expect(made).toMatchObject({ orders: 400, products: 12, customers: 40 });
    expect(await verifyShop(gw.db, shopId)).toEqual([]);
    const first = await snapshot(shopId);
    const days = first.orders.map((o) => o.created_at).sort();
    expect(Date.parse(days[0])).toBeLessThan(until - 600 * 86_400_000);
    expect(new Set(first.orders.map((o) => o.status))).toEqual(
      new Set(['processing', 'fulfillment', 'cancel', 'refund']),
    );
    expect(first.orders.some((o) => o.abandoned === 1)).toBe(true);
    expect(first.products.some((p) => JSON.parse(p.variants).length > 0)).toBe(true);
    // Customers' totals are those of their orders.
    const spent = first.customers.reduce((n, c) => n + c.total_orders, 0);
    expect(spent).toBe(first.orders.filter((o) => !o.abandoned).length);

    await wipe(shopId);
    await generateShop(gw.db, options);
    expect(await snapshot(shopId)).toEqual(first);
    expect(await verifyShop(gw.db, shopId)).toEqual([]);
  });

  it('rebuilds every maintained total from the orders (the bulk loader runs it after loading with triggers off)', async () => {
    const { shopId } = await merchant(gw);
    await wipe(shopId);
    await generateShop(gw.db, { index: 1, shopId, orders: 300, products: 8, customers: 30, until, seed: 11 });
    const totals = async () => ({
      counts: await gw.db
        .selectFrom('order_status_counts')
        .selectAll()
        .where('shop_id', '=', shopId)
        .orderBy('status')
        .execute(),
      daily: await gw.db
        .selectFrom('order_daily_totals')
        .selectAll()
        .where('shop_id', '=', shopId)
        .orderBy('day')
        .orderBy('source')
        .execute(),
      days: await gw.db
        .selectFrom('order_day_totals')
        .selectAll()
        .where('shop_id', '=', shopId)
        .orderBy('day')
        .execute(),
    });
    const kept = await totals();
    expect(kept.daily.length).toBeGreaterThan(100);
    // Wrong totals, as a load with the triggers off leaves them: the rebuild puts them right.
    await gw.db.updateTable('order_status_counts').set({ n: 999 }).where('shop_id', '=', shopId).execute();
    await gw.db
      .deleteFrom('order_daily_totals')
      .where('shop_id', '=', shopId)
      .where('day', '<', '2026-01-01')
      .execute();
    await gw.db.updateTable('order_day_totals').set({ sales: 1 }).where('shop_id', '=', shopId).execute();
    expect(await verifyShop(gw.db, shopId)).not.toEqual([]);
    await gw.db.transaction().execute((trx) => rebuildOrderTotals(trx));
    expect(await verifyShop(gw.db, shopId)).toEqual([]);
    expect(await totals()).toEqual(kept);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'writes the same rows through COPY with the triggers off as through INSERT',
    async () => {
      const { shopId } = await merchant(gw);
      await wipe(shopId);
      const options = { index: 2, shopId, orders: 250, products: 6, customers: 25, until, seed: 13, batch: 100 };
      await generateShop(gw.db, options);
      const inserted = await snapshot(shopId);
      await wipe(shopId);
      await gw.db.deleteFrom('order_status_counts').where('shop_id', '=', shopId).execute();
      const writer = await copyWriter(gw.config.databaseUrl!, 70);
      await generateShop(gw.db, { ...options, write: writer.write });
      await writer.end();
      expect(writer.rows).toBeGreaterThan(250);
      expect(await snapshot(shopId)).toEqual(inserted);
      // The triggers did not run: no counters until the rebuild.
      expect(await gw.db.selectFrom('order_status_counts').selectAll().where('shop_id', '=', shopId).execute()).toEqual(
        [],
      );
      await rebuildOrderTotals(gw.db);
      expect(await verifyShop(gw.db, shopId)).toEqual([]);
    },
  );
});
