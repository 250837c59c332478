/**
 * Issue 15 item 11: the demo is seeded once per database and only into the shops it
 * created. Before, a restart after the demo merchant made a shop with orders seeded demo
 * products into it and died on UNIQUE(orders.shop_id, orders.number).
 */
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../gateway/seed/catalogue';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_SEED_KEY, seedDemo } from '../../gateway/seed/demo';
import { seedOrders } from '../../gateway/seed/orders';
import { paymentContract as paymentRoutes } from '../../resources/payment/payment.contract';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { useGateway } from './harness';

const gw = useGateway();
const small = { customers: 5, orders: 20, abandoned: 2 };

/** What main.ts does on each start. */
async function start() {
  const demo = await seedDemo(gw.db, gw.config);
  const catalogue = await seedCatalogue(gw.db, { store: null, publicBaseUrl: '', productsPerShop: 5 });
  const orders = await seedOrders(gw.db, small);
  return { created: demo.created, catalogue: catalogue.seeded, orders: orders.seeded };
}

describe('demo seed', () => {
  it('runs once per database and never touches a shop it did not create', async () => {
    const first = await start();
    expect(first.created).toBe(true);
    expect(first.catalogue).toHaveLength(2);
    expect(first.orders).toEqual(first.catalogue);
    const marker = await gw.db
      .selectFrom('key_values')
      .select('value')
      .where('key', '=', DEMO_SEED_KEY)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(marker.value).shops).toEqual(first.catalogue);

    // The demo merchant makes a shop of their own, with a product and an order.
    const token = await gw.login(DEMO_EMAIL, DEMO_PASSWORD);
    const shop = await gw.createShop(token, { name: 'My Own Shop' });
    const own = { token, params: { shop: shop._id } };
    const product = await gw.call(productRoutes.create, { ...own, body: { title: 'Own Mug', price: 9, quantity: 5 } });
    expect(product.statusCode).toBe(201);
    // Cash on delivery switched on first: an order may not use a method that is off.
    expect((await gw.call(paymentRoutes.create, { ...own, body: { type: 'cod' } })).statusCode).toBe(201);
    const order = await gw.call(orderRoutes.create, {
      ...own,
      body: { email: 'a@example.com', items: [{ product_id: product.json().data.id, quantity: 1 }] },
    });
    expect(order.statusCode, order.body).toBe(201);

    // Restart, twice: nothing seeded, no crash, the merchant's shop as they left it.
    for (let i = 0; i < 2; i++) expect(await start()).toEqual({ created: false, catalogue: [], orders: [] });
    const products = (await gw.call(productRoutes.list, own)).json().data;
    expect(products.total).toBe(1);
    expect(products.products[0].title).toBe('Own Mug');
    const orders = (await gw.call(orderRoutes.list, own)).json().data;
    expect(orders.total).toBe(1);
    expect(orders.orders[0].number).toBe(1001);
  });

  it("recognises a database seeded before the marker: only the shops a seed filled are the demo's", async () => {
    // This file's first test seeded; forget the marker as an older version would have.
    await gw.db.deleteFrom('key_values').where('key', '=', DEMO_SEED_KEY).execute();
    expect(await start()).toEqual({ created: false, catalogue: [], orders: [] });
    const marker = JSON.parse(
      (await gw.db.selectFrom('key_values').select('value').where('key', '=', DEMO_SEED_KEY).executeTakeFirstOrThrow())
        .value,
    );
    expect(marker.shops).toHaveLength(2);
  });
});
