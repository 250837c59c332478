/** SPEC §7 Order on both databases: numbering, prices and totals, currency lock, refunds, bulk status, delete, tags, lists. */
import { describe, expect, it } from 'vitest';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { useGateway } from './harness';
import { createOrder, getOrder, merchant, setUpPayment } from './orders.fixtures';

const gw = useGateway();

describe('order numbers', () => {
  it('start at 1001 per shop and carry the prefix and suffix the client sends', async () => {
    const a = await merchant(gw);
    const b = await merchant(gw);
    const first = await createOrder(gw, a, { prefix: 'BT', suffix: '-X' });
    const second = await createOrder(gw, a);
    const other = await createOrder(gw, b);
    expect(first).toMatchObject({ number: 1001, name: '#BT1001-X', prefix: 'BT', suffix: '-X' });
    expect(second).toMatchObject({ number: 1002, name: '#1002' });
    expect(other.number).toBe(1001);
  });

  it('never repeat, also for 20 orders created at once', async () => {
    const m = await merchant(gw);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        gw.call(orderRoutes.create, {
          token: m.account.token,
          params: { shop: m.shopId },
          body: { email: 'rush@example.com', items: [{ product_id: m.mug.id, quantity: 1 }] },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = results.map((r) => r.json().data.number as number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => 1001 + i));
  });

  it('are not reused after a delete', async () => {
    const m = await merchant(gw);
    const first = await createOrder(gw, m);
    const del = await gw.call(orderRoutes.deleteMany, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { ids: [first.id] },
    });
    expect(del.json().data.ids).toEqual([first.id]);
    expect((await createOrder(gw, m)).number).toBe(1002);
  });
});

describe('creating an order', () => {
  it('prices the lines from the catalogue (variant price when named) and adds up the totals', async () => {
    const m = await merchant(gw);
    await setUpPayment(gw, m.account.token, m.shopId, 'card');
    const order = await createOrder(gw, m, {
      items: [
        { product_id: m.mug.id, quantity: 2 },
        { product_id: m.shirt.id, variant_id: m.shirt.large, quantity: 3 },
      ],
      discount: 5,
      shipping: 4.5,
      payment_method: 'card',
    });
    expect(order.items.map((i) => [i.title, i.variant_title, i.price, i.quantity, i.total])).toEqual([
      ['Stoneware Mug', null, 25, 2, 50],
      ['Linen Shirt', 'L', 14, 3, 42],
    ]);
    expect(order).toMatchObject({
      subtotal: 92,
      discount: 5,
      shipping: 4.5,
      total: 91.5,
      item_count: 5,
      currency: 'USD',
      status: 'processing',
      payment_status: 'unpaid',
      payment_method: 'card',
    });
    expect(order.timeline).toEqual([
      expect.objectContaining({
        type: 'created',
        message: 'resources.orders.timeline.created',
        args: { name: '#1001' },
      }),
    ]);
  });

  it('refuses a product of another shop and an unknown variant, per line', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const res = await gw.call(orderRoutes.create, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: {
        email: 'x@example.com',
        items: [
          { product_id: other.mug.id, quantity: 1 },
          { product_id: m.shirt.id, variant_id: 'nope', quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'items.0.product_id': { message: 'app.validation.invalid' },
      'items.1.variant_id': { message: 'app.validation.invalid' },
    });
  });

  it('needs a customer id or an e-mail', async () => {
    const m = await merchant(gw);
    const res = await gw.call(orderRoutes.create, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { items: [{ product_id: m.mug.id, quantity: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toEqual({ message: 'app.validation.required' });
  });

  it('uses the shop currency and rounds to whole dong in a VND shop', async () => {
    const m = await merchant(gw, { currency: 'VND', country_code: 'VN', zip_code: '100000' });
    const order = await createOrder(gw, m, { shipping: 30000.4 });
    expect(order).toMatchObject({ currency: 'VND', subtotal: 500000, shipping: 30000, total: 530000 });
  });
});

describe('the currency lock', () => {
  it('holds after the first paid order: the shop update answers 400 on currency', async () => {
    const m = await merchant(gw);
    const before = await gw.call(shopRoutes.update, {
      token: m.account.token,
      params: { id: m.shopId },
      body: { currency: 'EUR' },
    });
    expect(before.statusCode).toBe(200);
    const order = await createOrder(gw, m);
    const unpaid = await gw.call(shopRoutes.update, {
      token: m.account.token,
      params: { id: m.shopId },
      body: { currency: 'USD' },
    });
    expect(unpaid.statusCode).toBe(200);
    await gw.call(orderRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: order.id },
      body: { payment_status: 'paid' },
    });
    const after = await gw.call(shopRoutes.update, {
      token: m.account.token,
      params: { id: m.shopId },
      body: { currency: 'GBP' },
    });
    expect(after.statusCode).toBe(400);
    expect(after.json().errors.currency).toEqual({ message: 'app.validation.currency_locked' });
  });

  it('holds for an order created paid', async () => {
    const m = await merchant(gw);
    await createOrder(gw, m, { payment_status: 'paid' });
    const res = await gw.call(shopRoutes.update, {
      token: m.account.token,
      params: { id: m.shopId },
      body: { currency: 'EUR' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('updating an order', () => {
  it('refuses a stale write with 409 and the current order, and keeps the newer change and its timeline', async () => {
    const m = await merchant(gw);
    const order = await createOrder(gw, m);
    expect(order.version).toBe(0);
    const update = (version: number, body: Record<string, unknown>) =>
      gw.call(orderRoutes.update, {
        token: m.account.token,
        params: { shop: m.shopId, order_id: order.id },
        body: { ...body, version },
      });
    const first = await update(0, { note: 'Gift wrap, please' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ note: 'Gift wrap, please', version: 1 });
    const stale = await update(0, { note: 'Leave at the door', status: 'cancel' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_write',
      data: { id: order.id, note: 'Gift wrap, please', status: 'processing', version: 1 },
    });
    const now = await getOrder(gw, m, order.id);
    expect(now).toMatchObject({ note: 'Gift wrap, please', status: 'processing', version: 1 });
    expect(now.timeline.filter((e) => e.type === 'status_changed')).toEqual([]);
  });

  it('refuses a refund without a reason, on the refund_reason field, and changes nothing', async () => {
    const m = await merchant(gw);
    const order = await createOrder(gw, m, { payment_status: 'paid' });
    const res = await gw.call(orderRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: order.id },
      body: { status: 'refund' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ refund_reason: { message: 'app.validation.required' } });
    expect((await getOrder(gw, m, order.id)).status).toBe('processing');
  });

  it('records a refund with its reason in the timeline', async () => {
    const m = await merchant(gw);
    const order = await createOrder(gw, m, { payment_status: 'paid' });
    const res = await gw.call(orderRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: order.id },
      body: { status: 'refund', refund_reason: 'Arrived broken' },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().data;
    expect(updated).toMatchObject({ status: 'refund', refund_reason: 'Arrived broken' });
    expect(updated.timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'refunded', args: { reason: 'Arrived broken', amount: 50, currency: 'USD' } }),
        expect.objectContaining({ type: 'status_changed', args: { from: 'processing', to: 'refund' } }),
      ]),
    );
  });

  it('changes note, tags and addresses and says so in the timeline', async () => {
    const m = await merchant(gw);
    const order = await createOrder(gw, m);
    const res = await gw.call(orderRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: order.id },
      body: {
        note: 'Gift wrap',
        tags: ['gift', 'Gift', 'vip'],
        shipping_address: { first_name: 'Ada', city: 'London', zip_code: 'bad zip!' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['shipping_address.zip_code'].message).toBe('app.validation.zipcode');
    const ok = await gw.call(orderRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: order.id },
      body: {
        note: 'Gift wrap',
        tags: ['gift', 'Gift', 'vip'],
        shipping_address: { first_name: 'Ada', city: 'London', zip_code: '12345' },
      },
    });
    expect(ok.json().data).toMatchObject({
      note: 'Gift wrap',
      tags: ['gift', 'vip'],
      shipping_address: { first_name: 'Ada', city: 'London' },
    });
    expect(ok.json().data.timeline[0]).toMatchObject({
      type: 'updated',
      args: { fields: 'note, tags, shipping_address' },
    });
  });

  it('answers 404 for an order of another shop', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const theirs = await createOrder(gw, other);
    for (const route of [orderRoutes.get, orderRoutes.update]) {
      const res = await gw.call(route, {
        token: m.account.token,
        params: { shop: m.shopId, order_id: theirs.id },
        body: route.method === 'GET' ? undefined : { note: 'x' },
      });
      expect(res.statusCode).toBe(404);
    }
    const bulk = await gw.call(orderRoutes.updateStatus, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { status: 'cancel' },
      body: { ids: [theirs.id] },
    });
    expect(bulk.json().data).toEqual({ ids: [], updated: 0 });
    const del = await gw.call(orderRoutes.deleteMany, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { ids: [theirs.id] },
    });
    expect(del.json().data).toEqual({ ids: [] });
    expect((await getOrder(gw, other, theirs.id)).status).toBe('processing');
  });
});

describe('bulk status (PUT /status with params and a body)', () => {
  it('moves the chosen orders and only those', async () => {
    const m = await merchant(gw);
    const [a, b, c] = [await createOrder(gw, m), await createOrder(gw, m), await createOrder(gw, m)];
    const res = await gw.call(orderRoutes.updateStatus, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { status: 'fulfillment', payment_status: 'paid' },
      body: { ids: [a.id, b.id] },
    });
    expect(res.json().data.updated).toBe(2);
    expect(await getOrder(gw, m, a.id)).toMatchObject({ status: 'fulfillment', payment_status: 'paid' });
    expect(await getOrder(gw, m, c.id)).toMatchObject({ status: 'processing', payment_status: 'unpaid' });
  });

  it('wants a reason for a bulk refund and a value to set', async () => {
    const m = await merchant(gw);
    const a = await createOrder(gw, m);
    const refund = await gw.call(orderRoutes.updateStatus, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { status: 'refund' },
      body: { ids: [a.id] },
    });
    expect(refund.json().errors).toEqual({ refund_reason: { message: 'app.validation.required' } });
    const nothing = await gw.call(orderRoutes.updateStatus, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { ids: [a.id] },
    });
    expect(nothing.json().errors).toEqual({ status: { message: 'app.validation.required' } });
  });
});

describe('deleting orders', () => {
  it('refuses a paid order still open and deletes nothing', async () => {
    const m = await merchant(gw);
    const paid = await createOrder(gw, m, { payment_status: 'paid' });
    const unpaid = await createOrder(gw, m);
    const res = await gw.call(orderRoutes.deleteMany, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { ids: [paid.id, unpaid.id] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'order.cannot_delete', ids: [paid.id] });
    expect((await getOrder(gw, m, unpaid.id)).id).toBe(unpaid.id);
  });
});

describe('the order list', () => {
  it('filters by status, payment status, tag, search and dates, and pages', async () => {
    const m = await merchant(gw);
    const a = await createOrder(gw, m, {
      tags: ['wholesale'],
      email: 'bao@example.com',
      shipping_address: { first_name: 'Bảo', last_name: 'Trần' },
    });
    const b = await createOrder(gw, m, { payment_status: 'paid' });
    await createOrder(gw, m, { abandoned: true });
    const list = async (query: Record<string, string | number>) => {
      const res = await gw.call(orderRoutes.list, { token: m.account.token, params: { shop: m.shopId }, query });
      expect(res.statusCode).toBe(200);
      return res.json().data as { orders: { id: string; name: string }[]; total: number; page: number; limit: number };
    };
    expect(await list({})).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect((await list({ payment_status: 'paid' })).orders.map((o) => o.id)).toEqual([b.id]);
    expect((await list({ tag: 'WHOLESALE' })).orders.map((o) => o.id)).toEqual([a.id]);
    expect((await list({ q: 'bao tran' })).orders.map((o) => o.id)).toEqual([a.id]);
    expect((await list({ q: '#1002' })).orders.map((o) => o.id)).toEqual([b.id]);
    expect((await list({ q: '1001' })).orders.map((o) => o.id)).toEqual([a.id]);
    expect((await list({ q: '#X1001' })).total).toBe(0);
    expect((await list({ status: 'cancel' })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ from: '2021-10-10', to: '2099-01-01' })).total).toBe(2);
    expect((await list({ from: '2099-01-01' })).total).toBe(0);
    expect((await list({ sort: 'number', order: 'asc', limit: 1, page: 2 })).orders.map((o) => o.name)).toEqual([
      '#1002',
    ]);
    expect((await list({ abandoned: 'true' })).total).toBe(1);
    const bad = await gw.call(orderRoutes.list, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { from: today.replace(/-/g, '/') },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers the tags of the shop for suggestions', async () => {
    const m = await merchant(gw);
    await createOrder(gw, m, { tags: ['Gift', 'vip'] });
    await createOrder(gw, m, { tags: ['gift', 'wholesale'] });
    const res = await gw.call(orderRoutes.tags, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { q: 'g' },
    });
    expect(res.json().data).toEqual(['Gift']);
  });
});

describe('analysis', () => {
  it('sums sales, orders, items and averages per day, leaving out cancelled orders', async () => {
    const m = await merchant(gw, { timezone: 'UTC+00:00' });
    await createOrder(gw, m, { items: [{ product_id: m.mug.id, quantity: 2 }] });
    await createOrder(gw, m, {
      items: [
        { product_id: m.mug.id, quantity: 1 },
        { product_id: m.shirt.id, variant_id: m.shirt.small, quantity: 1 },
      ],
    });
    const cancelled = await createOrder(gw, m);
    await gw.call(orderRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: cancelled.id },
      body: { status: 'cancel' },
    });
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const res = await gw.call(orderRoutes.analysis, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { from: yesterday, to: today, interval: 'day' },
      body: { metrics: ['sales', 'orders', 'average_order_value', 'items', 'average_items'] },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.series).toEqual([
      { date: yesterday, sales: 0, orders: 0, average_order_value: 0, items: 0, average_items: 0 },
      { date: today, sales: 85, orders: 2, average_order_value: 42.5, items: 4, average_items: 2 },
    ]);
    expect(data.totals).toEqual({ sales: 85, orders: 2, average_order_value: 42.5, items: 4, average_items: 2 });
  });

  it('groups by week from Monday and by month', async () => {
    const m = await merchant(gw);
    const res = await gw.call(orderRoutes.analysis, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { from: '2026-01-01', to: '2026-01-20', interval: 'week' },
      body: { metrics: ['orders'] },
    });
    expect(res.json().data.series.map((p: { date: string }) => p.date)).toEqual([
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
      '2026-01-19',
    ]);
    const month = await gw.call(orderRoutes.analysis, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { from: '2026-01-15', to: '2026-03-01', interval: 'month' },
      body: { metrics: ['sales'] },
    });
    expect(month.json().data.series).toEqual([
      { date: '2026-01-01', sales: 0 },
      { date: '2026-02-01', sales: 0 },
      { date: '2026-03-01', sales: 0 },
    ]);
  });
});
