/**
 * Issue 15 item 9: placing an order takes stock atomically, oversell is refused with a
 * clear message, cancelling and refunding with restock give it back, once.
 */
import { describe, expect, it } from 'vitest';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { useGateway } from './harness';
import { merchant, type Merchant } from './orders.fixtures';

const gw = useGateway();

async function product(m: Merchant, body: Record<string, unknown>) {
  const res = await gw.call(productRoutes.create, {
    token: m.account.token,
    params: { shop: m.shopId },
    body: { title: 'Last One', price: 10, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; variants: { id: string; quantity: number }[] };
}

const place = (m: Merchant, items: Record<string, unknown>[]) =>
  gw.call(orderRoutes.create, {
    token: m.account.token,
    params: { shop: m.shopId },
    body: { email: 'ada@example.com', items },
  });

async function stock(m: Merchant, id: string) {
  const p = (
    await gw.call(productRoutes.get, { token: m.account.token, params: { shop: m.shopId, product_id: id } })
  ).json().data;
  return { quantity: p.quantity as number, variants: (p.variants as { quantity: number }[]).map((v) => v.quantity) };
}

const setStatus = (m: Merchant, id: string, query: Record<string, string>) =>
  gw.call(orderRoutes.updateStatus, { token: m.account.token, params: { shop: m.shopId }, query, body: { ids: [id] } });

describe('stock', () => {
  it('five parallel orders of the last one: exactly one is placed, quantity 0, the others are told why', async () => {
    const m = await merchant(gw);
    const p = await product(m, { quantity: 1 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(m, [{ product_id: p.id, quantity: 1 }])));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    const refused = answers.find((a) => a.statusCode === 400)!.json();
    expect(refused.errors).toEqual({ 'items.0.quantity': { message: 'app.validation.out_of_stock', args: { n: 0 } } });
    expect(refused.messages['items.0.quantity']).toBe('Only 0 left in stock.');
    expect(await stock(m, p.id)).toMatchObject({ quantity: 0 });
    const orders = (await gw.call(orderRoutes.list, { token: m.account.token, params: { shop: m.shopId } })).json()
      .data;
    expect(orders.total).toBe(0 + 1);
  });

  it('five parallel orders of the last variant: exactly one is placed', async () => {
    const m = await merchant(gw);
    const p = await product(m, {
      options: [{ name: 'Size', values: ['S', 'L'] }],
      variants: [
        { options: ['S'], price: 10, quantity: 1 },
        { options: ['L'], price: 12, quantity: 3 },
      ],
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => place(m, [{ product_id: p.id, variant_id: p.variants[0].id, quantity: 1 }])),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    expect((await stock(m, p.id)).variants).toEqual([0, 3]);
  });

  it('refuses a whole order when one line is short, taking nothing from the others', async () => {
    const m = await merchant(gw);
    const plenty = await product(m, { title: 'Plenty', quantity: 10 });
    const few = await product(m, { title: 'Few', quantity: 2 });
    const res = await place(m, [
      { product_id: plenty.id, quantity: 4 },
      { product_id: few.id, quantity: 2 },
      { product_id: few.id, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'items.1.quantity': { message: 'app.validation.out_of_stock', args: { n: 2 } },
    });
    expect((await stock(m, plenty.id)).quantity).toBe(10);
    expect((await stock(m, few.id)).quantity).toBe(2);
  });

  it('leaves untracked products alone and lets "continue selling" go below zero', async () => {
    const m = await merchant(gw);
    const untracked = await product(m, { title: 'Untracked', quantity: 0, track_quantity: false });
    const oversold = await product(m, { title: 'Backorder', quantity: 1, continue_selling: true });
    const res = await place(m, [
      { product_id: untracked.id, quantity: 3 },
      { product_id: oversold.id, quantity: 3 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect((await stock(m, untracked.id)).quantity).toBe(0);
    expect((await stock(m, oversold.id)).quantity).toBe(-2);
  });

  it('gives stock back on cancel once, on refund only with restock, and takes it again when reopened', async () => {
    const m = await merchant(gw);
    const p = await product(m, { quantity: 5 });
    const v = await product(m, {
      title: 'Sized',
      options: [{ name: 'Size', values: ['S'] }],
      variants: [{ options: ['S'], price: 10, quantity: 4 }],
    });
    const items = [
      { product_id: p.id, quantity: 2 },
      { product_id: v.id, variant_id: v.variants[0].id, quantity: 1 },
    ];
    const a = (await place(m, items)).json().data;
    expect((await stock(m, p.id)).quantity).toBe(3);
    expect((await stock(m, v.id)).variants).toEqual([3]);

    expect((await setStatus(m, a.id, { status: 'cancel' })).statusCode).toBe(200);
    expect((await stock(m, p.id)).quantity).toBe(5);
    expect((await stock(m, v.id)).variants).toEqual([4]);
    // Refunding a cancelled order, with restock: nothing more comes back.
    expect((await setStatus(m, a.id, { status: 'refund', refund_reason: 'Damaged', restock: 'true' })).statusCode).toBe(
      200,
    );
    expect((await stock(m, p.id)).quantity).toBe(5);
    // Reopened: taken again.
    expect((await setStatus(m, a.id, { status: 'processing' })).statusCode).toBe(200);
    expect((await stock(m, p.id)).quantity).toBe(3);

    // A refund without restock keeps the stock out; with restock (the order form) it returns.
    const b = (await place(m, items)).json().data;
    expect((await setStatus(m, b.id, { status: 'refund', refund_reason: 'Lost in post' })).statusCode).toBe(200);
    expect((await stock(m, p.id)).quantity).toBe(1);
    const c = (await place(m, [{ product_id: p.id, quantity: 1 }])).json().data;
    const refund = await gw.call(orderRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: c.id },
      body: { status: 'refund', refund_reason: 'Changed mind', restock: true },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await stock(m, p.id)).quantity).toBe(1);
  });

  it('an abandoned checkout holds nothing until completed; completing it past the stock is refused', async () => {
    const m = await merchant(gw);
    const p = await product(m, { quantity: 1 });
    const res = await gw.call(orderRoutes.create, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { email: 'a@example.com', abandoned: true, items: [{ product_id: p.id, quantity: 2 }] },
    });
    expect(res.statusCode).toBe(201);
    expect((await stock(m, p.id)).quantity).toBe(1);
    const complete = await gw.call(orderRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: res.json().data.id },
      body: { abandoned: false },
    });
    expect(complete.statusCode).toBe(400);
    expect(complete.json().errors['items.0.quantity']).toMatchObject({ message: 'app.validation.out_of_stock' });
    expect((await stock(m, p.id)).quantity).toBe(1);
  });
});
