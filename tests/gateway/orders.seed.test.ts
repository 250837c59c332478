/** The demo customers and orders of the first start, and CLEAN-SHOP emptying every order table of a shop. */
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../gateway/seed/catalogue';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from '../../gateway/seed/demo';
import { seedOrders } from '../../gateway/seed/orders';
import { customerContract as customerRoutes } from '../../gateway/modules/customer/customer.module';
import { jobContract as jobRoutes } from '../../resources/job/job.contract';
import { paymentContract as paymentRoutes } from '../../resources/payment/payment.contract';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../resources/order/order.schema';
import { trafficSourceLabel } from '../../src/lib/trafficSource';
import { useGateway } from './harness';

const gw = useGateway();
const ORDER_TABLES = ['orders', 'order_tags', 'order_counters', 'order_events', 'fulfillments', 'customers'] as const;

describe('demo orders', () => {
  it('give both demo shops ~300 customers, 2,000 orders over 90 days in every status, and 40 abandoned checkouts, once', async () => {
    await seedDemo(gw.db, gw.config);
    await seedCatalogue(gw.db, { store: null, publicBaseUrl: '' });
    expect((await seedOrders(gw.db)).seeded).toHaveLength(2);
    expect((await seedOrders(gw.db)).seeded).toEqual([]);

    const token = await gw.login(DEMO_EMAIL, DEMO_PASSWORD);
    const { shops } = (await gw.call(shopRoutes.list, { token })).json().data as {
      shops: { id: string; language: string; currency: string }[];
    };
    for (const shop of shops) {
      const list = async (query: Record<string, string | number> = {}) =>
        (await gw.call(orderRoutes.list, { token, params: { shop: shop.id }, query })).json().data;
      const all = await list({ limit: 100, sort: 'number', order: 'asc' });
      expect(all.total).toBe(2000);
      expect(all.orders[0].number).toBe(1001);
      for (const status of ORDER_STATUSES) expect((await list({ status })).total).toBeGreaterThan(50);
      for (const payment of PAYMENT_STATUSES)
        expect((await list({ payment_status: payment })).total).toBeGreaterThan(100);
      expect((await list({ abandoned: 'true' })).total).toBe(40);
      const oldest = Date.parse(all.orders[0].created_at);
      expect(Date.now() - oldest).toBeLessThanOrEqual(90 * 86_400_000);
      expect(Date.now() - oldest).toBeGreaterThan(80 * 86_400_000);

      const sample = (await list({ limit: 100 })).orders as {
        referring_site: string | null;
        tags: string[];
        note: string | null;
        fulfillment_status: string;
      }[];
      const sources = new Set(
        sample.map((o) => {
          const l = trafficSourceLabel(o.referring_site);
          return 'key' in l ? l.key : 'host';
        }),
      );
      expect(sources).toEqual(
        new Set([
          'app.traffic.anonymous',
          'app.traffic.google',
          'app.traffic.facebook',
          'app.traffic.pinterest',
          'app.traffic.twitter',
          'host',
        ]),
      );
      expect(sample.some((o) => o.tags.length)).toBe(true);
      expect(sample.some((o) => o.note)).toBe(true);
      expect(sample.some((o) => o.fulfillment_status === 'fulfilled')).toBe(true);

      const fulfilled = (await list({ status: 'fulfillment', limit: 1 })).orders[0];
      const detail = (
        await gw.call(orderRoutes.get, { token, params: { shop: shop.id, order_id: fulfilled.id } })
      ).json().data;
      expect(detail.fulfillments.length).toBeGreaterThan(0);
      expect(detail.timeline.map((e: { type: string }) => e.type)).toEqual(
        expect.arrayContaining(['created', 'fulfilled']),
      );
      expect(detail.items.every((i: { title: string; price: number }) => i.title && i.price > 0)).toBe(true);

      const customers = (
        await gw.call(customerRoutes.list, {
          token,
          params: { shop: shop.id },
          query: { sort: 'total_spent', limit: 5 },
        })
      ).json().data;
      expect(customers.total).toBe(300);
      const top = customers.customers[0];
      const theirs = (await list({ customer_id: top.id, limit: 100 })).orders as {
        total: number;
        payment_status: string;
        status: string;
      }[];
      expect(top.total_orders).toBe(theirs.length);
      const spent = theirs
        .filter((o) => o.payment_status === 'paid' && !['cancel', 'refund'].includes(o.status))
        .reduce((n, o) => n + o.total, 0);
      expect(top.total_spent).toBeCloseTo(spent, 0);
      if (shop.language === 'vi') {
        expect(customers.customers.some((c: { name: string }) => /[ăâđêôơư]/i.test(c.name))).toBe(true);
        // The family name (Nguyễn, Trần, …) is the last_name box ("Họ"), the given names first_name ("Tên").
        const families = [
          'Nguyễn',
          'Trần',
          'Lê',
          'Phạm',
          'Hoàng',
          'Huỳnh',
          'Phan',
          'Vũ',
          'Võ',
          'Đặng',
          'Bùi',
          'Đỗ',
          'Hồ',
          'Ngô',
          'Dương',
          'Lý',
        ];
        for (const c of customers.customers as { first_name: string; last_name: string }[]) {
          expect(families).toContain(c.last_name);
          expect(families).not.toContain(c.first_name);
        }
      }

      // The currency is locked: the demo shops have sold.
      expect(
        (await gw.call(shopRoutes.update, { token, params: { id: shop.id }, body: { currency: 'EUR' } })).statusCode,
      ).toBe(400);
    }
    // New orders continue the numbers (cash on delivery on: the payments are another module's seed).
    await gw.call(paymentRoutes.create, { token, params: { shop: shops[0].id }, body: { type: 'cod' } });
    const next = await gw.call(orderRoutes.create, {
      token,
      params: { shop: shops[0].id },
      body: {
        email: 'next@example.com',
        items: [
          {
            product_id: (
              await gw.db
                .selectFrom('products')
                .select('id')
                .where('shop_id', '=', shops[0].id)
                .where('quantity', '>', 0)
                .executeTakeFirstOrThrow()
            ).id,
            quantity: 1,
          },
        ],
      },
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json().data.number).toBe(3001);
  });

  it('CLEAN-SHOP empties every order table of the deleted shop, and only that shop', async () => {
    const account = await gw.account();
    const keep = await gw.createShop(account.token, { name: 'Keep Shop' });
    const gone = await gw.createShop(account.token, { name: 'Gone Shop' });
    for (const shop of [keep, gone]) {
      await gw.db
        .insertInto('products')
        .values({
          id: `p${shop.id.slice(0, 20)}`,
          shop_id: shop.id,
          title: 'Bowl',
          handle: 'bowl',
          description: null,
          seo_description: null,
          price: 10,
          compare_at_price: null,
          cost_per_item: null,
          sku: null,
          barcode: null,
          quantity: 1,
          track_quantity: 1,
          continue_selling: 0,
          status: 'active',
          vendor: null,
          media: '[]',
          options: '[]',
          variants: '[]',
          custom_options: '[]',
          sort_title: 'bowl',
          search: 'bowl',
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .execute();
      const { seedShopOrders } = await import('../../gateway/seed/orders');
      await seedShopOrders(
        gw.db,
        { id: shop.id, language: 'en', currency: 'USD', prefix: null, suffix: null },
        { customers: 5, orders: 20, abandoned: 2 },
      );
    }
    await gw.call(shopRoutes.delete, { token: account.token, params: { id: gone._id } });
    await gw.db
      .updateTable('shops')
      .set({ delete_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', gone._id)
      .execute();
    const res = await gw.call(jobRoutes.publish, {
      token: account.token,
      query: { channel: 'CLEAN-SHOP' },
      body: { shop_id: gone._id, user_id: account.id },
    });
    expect(res.statusCode).toBe(202);
    await gw.app.queue.drain();
    for (const table of ORDER_TABLES) {
      const left = await gw.db.selectFrom(table).select('shop_id').where('shop_id', '=', gone._id).execute();
      expect(left, table).toEqual([]);
      const kept = await gw.db.selectFrom(table).select('shop_id').where('shop_id', '=', keep._id).execute();
      expect(kept.length, table).toBeGreaterThan(0);
    }
  });
});
