/** SPEC §7 Order › Fulfillment: lines and quantities never beyond the order, status follows, tracking, notify. */
import { describe, expect, it } from 'vitest';
import { fulfillmentContract as fulfillmentRoutes } from '../../resources/order/fulfillment.contract';
import { mailContract as mailRoutes } from '../../resources/mail/mail.contract';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { useGateway } from './harness';
import { createOrder, getOrder, merchant, type Merchant } from './orders.fixtures';

const gw = useGateway();

const fulfil = (m: Merchant, orderId: string, body: Record<string, unknown>) =>
  gw.call(fulfillmentRoutes.create, { token: m.account.token, params: { shop: m.shopId, order_id: orderId }, body });

async function twoLineOrder(m: Merchant) {
  return createOrder(gw, m, {
    items: [
      { product_id: m.mug.id, quantity: 2 },
      { product_id: m.shirt.id, variant_id: m.shirt.small, quantity: 1 },
    ],
  });
}

describe('creating a fulfillment', () => {
  it('fulfils part of an order by line index or line id, with tracking, and keeps the status while lines are open', async () => {
    const m = await merchant(gw);
    const order = await twoLineOrder(m);
    const res = await fulfil(m, order.id, {
      items: [{ item_index: 0, quantity: 1 }],
      tracking_number: '1Z999',
      tracking_company: 'UPS',
    });
    expect(res.statusCode).toBe(201);
    const { fulfillment, order: after } = res.json().data;
    expect(fulfillment).toMatchObject({
      order_id: order.id,
      name: '#1001.1',
      tracking_number: '1Z999',
      tracking_company: 'UPS',
      item_count: 1,
      items: [{ item_id: order.items[0].id, item_index: 0, title: 'Stoneware Mug', quantity: 1 }],
    });
    expect(after).toMatchObject({ status: 'processing', fulfillment_status: 'partial' });
    expect(after.items.map((i: { fulfilled_quantity: number }) => i.fulfilled_quantity)).toEqual([1, 0]);
    expect(after.timeline[0]).toMatchObject({
      type: 'fulfilled',
      args: { name: '#1001.1', quantity: 1, tracking_number: '1Z999', tracking_company: 'UPS' },
    });

    const rest = await fulfil(m, order.id, {
      items: [
        { item_id: order.items[0].id, quantity: 1 },
        { item_index: 1, quantity: 1 },
      ],
    });
    expect(rest.json().data.order).toMatchObject({ status: 'fulfillment', fulfillment_status: 'fulfilled' });
    expect(rest.json().data.fulfillment.name).toBe('#1001.2');
  });

  it('refuses more than the order holds, per line, with what is left, and writes nothing', async () => {
    const m = await merchant(gw);
    const order = await twoLineOrder(m);
    await fulfil(m, order.id, { items: [{ item_index: 0, quantity: 1 }] });
    const res = await fulfil(m, order.id, {
      items: [
        { item_index: 1, quantity: 1 },
        { item_index: 0, quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'items.1.quantity': { message: 'app.validation.fulfill_over', args: { n: 1 } },
    });
    expect(res.json().messages['items.1.quantity']).toBe('Only 1 left to fulfil.');
    const twice = await fulfil(m, order.id, {
      items: [
        { item_index: 0, quantity: 1 },
        { item_index: 0, quantity: 1 },
      ],
    });
    expect(twice.json().errors).toEqual({
      'items.1.quantity': { message: 'app.validation.fulfill_over', args: { n: 0 } },
    });
    const unknown = await fulfil(m, order.id, { items: [{ item_index: 7, quantity: 1 }] });
    expect(unknown.json().errors).toEqual({ 'items.0.item_id': { message: 'app.validation.invalid' } });
    expect((await getOrder(gw, m, order.id)).fulfillments).toHaveLength(1);
  });

  it('holds the limit when two fulfillments of the same line arrive at once', async () => {
    const m = await merchant(gw);
    const order = await createOrder(gw, m, { items: [{ product_id: m.mug.id, quantity: 3 }] });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => fulfil(m, order.id, { items: [{ item_index: 0, quantity: 1 }] })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(2);
    expect((await getOrder(gw, m, order.id)).items[0].fulfilled_quantity).toBe(3);
  });

  it('is refused for a cancelled order and an abandoned checkout', async () => {
    const m = await merchant(gw);
    const order = await createOrder(gw, m);
    await gw.call(orderRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: order.id },
      body: { status: 'cancel' },
    });
    const res = await fulfil(m, order.id, { items: [{ item_index: 0, quantity: 1 }] });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'order.not_fulfillable' });
    const checkout = await createOrder(gw, m, { abandoned: true });
    expect((await fulfil(m, checkout.id, { items: [{ item_index: 0, quantity: 1 }] })).json().code).toBe(
      'order.not_fulfillable',
    );
  });

  it('mails the customer a shipping confirmation when asked to notify', async () => {
    const m = await merchant(gw);
    const order = await createOrder(gw, m, { email: 'ship@example.com' });
    await fulfil(m, order.id, {
      items: [{ item_index: 0, quantity: 2 }],
      tracking_number: 'VN123',
      tracking_company: 'VNPost',
      notify: true,
    });
    const outbox = await gw.call(mailRoutes.outbox, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { order_id: order.id },
    });
    const [mail] = outbox.json().data.mails;
    expect(mail).toMatchObject({ kind: 'shipping_confirmation', to: 'ship@example.com', transport: 'outbox' });
    expect(mail.body).toContain('VN123');
    expect((await getOrder(gw, m, order.id)).timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'mail_sent', args: { kind: 'shipping_confirmation', to: 'ship@example.com' } }),
      ]),
    );
  });
});

describe('reading, editing and deleting a fulfillment', () => {
  it('reads it, changes its tracking and quantities within the limit, and deleting it opens the lines again', async () => {
    const m = await merchant(gw);
    const order = await createOrder(gw, m, { items: [{ product_id: m.mug.id, quantity: 2 }] });
    const created = (await fulfil(m, order.id, { items: [{ item_index: 0, quantity: 2 }] })).json().data;
    expect(created.order.status).toBe('fulfillment');
    const id = created.fulfillment.id;
    const params = { shop: m.shopId, order_id: order.id };

    const got = await gw.call(fulfillmentRoutes.get, { token: m.account.token, params: { ...params, fulfill_id: id } });
    expect(got.json().data).toMatchObject({ id, name: '#1001.1', item_count: 2 });

    const over = await gw.call(fulfillmentRoutes.update, {
      token: m.account.token,
      params: { ...params, fulfill_id: id },
      body: { items: [{ item_index: 0, quantity: 3 }] },
    });
    expect(over.json().errors['items.0.quantity']).toEqual({ message: 'app.validation.fulfill_over', args: { n: 2 } });

    const edited = await gw.call(fulfillmentRoutes.update, {
      token: m.account.token,
      params: { ...params, fulfill_id: id },
      body: { items: [{ item_index: 0, quantity: 1 }], tracking_number: 'NEW-1' },
    });
    expect(edited.json().data.fulfillment).toMatchObject({ tracking_number: 'NEW-1', item_count: 1 });
    expect(edited.json().data.order).toMatchObject({ status: 'processing', fulfillment_status: 'partial' });

    const del = await gw.call(fulfillmentRoutes.delete, {
      token: m.account.token,
      params: { ...params, fulfill_id: id },
    });
    expect(del.json().data.order).toMatchObject({
      status: 'processing',
      fulfillment_status: 'unfulfilled',
      fulfillments: [],
    });
    expect(del.json().data.order.timeline[0]).toMatchObject({ type: 'fulfillment_deleted', args: { name: '#1001.1' } });
  });

  it('answers 404 for a fulfillment through another shop or another order', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const theirs = await createOrder(gw, other);
    const f = (await fulfil(other, theirs.id, { items: [{ item_index: 0, quantity: 1 }] })).json().data.fulfillment;
    const mine = await createOrder(gw, m);
    for (const params of [
      { shop: m.shopId, order_id: theirs.id },
      { shop: m.shopId, order_id: mine.id },
    ]) {
      expect(
        (await gw.call(fulfillmentRoutes.get, { token: m.account.token, params: { ...params, fulfill_id: f.id } }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await gw.call(fulfillmentRoutes.update, {
            token: m.account.token,
            params: { ...params, fulfill_id: f.id },
            body: { tracking_number: 'x' },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await gw.call(fulfillmentRoutes.delete, { token: m.account.token, params: { ...params, fulfill_id: f.id } }))
          .statusCode,
      ).toBe(404);
    }
    expect((await fulfil(m, theirs.id, { items: [{ item_index: 0, quantity: 1 }] })).statusCode).toBe(404);
    expect((await getOrder(gw, other, theirs.id)).fulfillments).toHaveLength(1);
  });
});
