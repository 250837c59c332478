/**
 * Draft orders as a merchant met them (issue 31 item 6), on both databases: a New York address
 * pays New York's rate, not the country's; a completed draft names its order as the order
 * list does; a completed draft is not deleted (its order is), one whose order is gone may be;
 * and no order, from a draft or any other call, uses a payment method the shop has off.
 */
import { describe, expect, it } from 'vitest';
import { draftContract as draftRoutes } from '../../resources/order/draft.contract';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { paymentContract as paymentRoutes } from '../../resources/payment/payment.contract';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { settingsContract } from '../../core/settingsContract';
import { tax } from '../../resources/tax/tax.resource';
import { useGateway } from './harness';
import { createCustomer, createOrder, merchant, setUpPayment, type Merchant } from './orders.fixtures';

const gw = useGateway();
const taxRoutes = settingsContract(tax);

const as = (m: Merchant) => ({ token: m.account.token, params: { shop: m.shopId } });
const ofDraft = (m: Merchant, id: string) => ({ token: m.account.token, params: { shop: m.shopId, draft_id: id } });
const save = (m: Merchant, body: Record<string, unknown>) =>
  gw.ok(draftRoutes.create, { ...as(m), body }).then((a) => a.data);
const complete = (m: Merchant, id: string) => gw.call(draftRoutes.complete, { ...ofDraft(m, id), body: {} });
const shipTo = (province: string) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  address: '350 5th Avenue',
  city: 'New York',
  province,
  country_code: 'US',
  zip_code: '10118',
});

describe('draft order tax', () => {
  it("is the state's rate where Settings → Taxes has one, by code or name; else the country's", async () => {
    const m = await merchant(gw);
    await gw.ok(taxRoutes.update, {
      ...as(m),
      body: {
        rates: [
          { country_code: 'US', name: 'Sales tax', rate: 6 },
          { country_code: 'US', region: 'NY', name: 'New York sales tax', rate: 8.875 },
        ],
      },
    });
    const draft = (province: string) =>
      save(m, {
        email: 'ada@example.com',
        items: [{ product_id: m.mug.id, quantity: 4 }],
        shipping_address: shipTo(province),
      });
    // 4 × 25.00 = 100.00: 8.875 % is 8.88 (rounded), 6 % is 6.00.
    for (const province of ['NY', 'ny', 'New York']) {
      const d = await draft(province);
      expect(d.adjustments).toEqual([
        expect.objectContaining({ kind: 'tax', title: 'New York sales tax', amount: 8.88 }),
      ]);
      expect(d.total).toBe(108.88);
    }
    const oregon = await draft('OR');
    expect(oregon.adjustments).toEqual([expect.objectContaining({ title: 'Sales tax', amount: 6 })]);

    // The order keeps the state's tax.
    const ny = await draft('New York');
    const order = (await gw.ok(draftRoutes.complete, { ...ofDraft(m, ny.id), body: {} })).data;
    expect(order).toMatchObject({ tax: 8.88, total: 108.88 });
  });
});

describe('a completed draft', () => {
  it("names the order it became with the shop's prefix and suffix, and none once that order is deleted", async () => {
    const m = await merchant(gw);
    await gw.ok(shopRoutes.update, {
      token: m.account.token,
      params: { id: m.shopId },
      body: { prefix: 'MC-', suffix: '-W' },
    });
    const draft = await save(m, { email: 'ada@example.com', items: [{ product_id: m.mug.id, quantity: 1 }] });
    expect(draft.order_name).toBeNull();
    const order = (await complete(m, draft.id)).json().data;
    expect(order.name).toMatch(/^#MC-\d+-W$/);
    const done = (await gw.ok(draftRoutes.get, ofDraft(m, draft.id))).data;
    expect(done).toMatchObject({ status: 'completed', order_id: order.id, order_name: order.name });
    expect(done.name).toBe('#D1');

    await gw.ok(orderRoutes.deleteMany, { ...as(m), body: { ids: [order.id] } });
    expect((await gw.ok(draftRoutes.get, ofDraft(m, draft.id))).data).toMatchObject({
      order_id: order.id,
      order_name: null,
    });
  });

  it('is not deleted while its order exists (nothing of a mixed bulk delete is); once the order is gone it may be', async () => {
    const m = await merchant(gw);
    const line = { email: 'ada@example.com', items: [{ product_id: m.mug.id, quantity: 1 }] };
    const done = await save(m, line);
    const open = await save(m, line);
    const order = (await complete(m, done.id)).json().data;

    const refused = await gw.call(draftRoutes.deleteMany, { ...as(m), body: { ids: [open.id, done.id] } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('order.draft_completed_delete');
    expect((await gw.call(draftRoutes.get, ofDraft(m, open.id))).statusCode).toBe(200);
    expect((await gw.call(draftRoutes.get, ofDraft(m, done.id))).statusCode).toBe(200);

    expect((await gw.ok(draftRoutes.deleteMany, { ...as(m), body: { ids: [open.id] } })).data.ids).toEqual([open.id]);
    await gw.ok(orderRoutes.deleteMany, { ...as(m), body: { ids: [order.id] } });
    expect((await gw.ok(draftRoutes.deleteMany, { ...as(m), body: { ids: [done.id] } })).data.ids).toEqual([done.id]);
    expect((await gw.call(draftRoutes.get, ofDraft(m, done.id))).statusCode).toBe(404);
  });
});

describe('a payment method that is off', () => {
  const notEnabled = (method: string) => ({ payment_method: { message: `app.payment.${method}_not_enabled` } });
  const toggle = (m: Merchant, type: 'cod' | 'bank_transfer', enabled: boolean) =>
    gw.ok(paymentRoutes.toggle, { ...as(m), body: { type, enabled } });

  it('refuses to complete a draft with "not yet enabled" on payment_method, and nothing is written', async () => {
    const m = await merchant(gw);
    const customer = await createCustomer(gw, m);
    const draft = await save(m, {
      customer_id: customer.id,
      items: [{ product_id: m.mug.id, quantity: 1 }],
      payment_method: 'bank_transfer',
    });
    const before = (await gw.ok(orderRoutes.list, as(m))).data.total;

    // Never activated, then activated and switched off again: refused both times.
    const never = await complete(m, draft.id);
    expect(never.statusCode).toBe(400);
    expect(never.json().errors).toEqual(notEnabled('bank_transfer'));
    await setUpPayment(gw, m.account.token, m.shopId, 'bank_transfer');
    await toggle(m, 'bank_transfer', false);
    const off = await complete(m, draft.id);
    expect(off.statusCode).toBe(400);
    expect(off.json().errors).toEqual(notEnabled('bank_transfer'));
    expect((await gw.ok(orderRoutes.list, as(m))).data.total).toBe(before);
    expect((await gw.ok(draftRoutes.get, ofDraft(m, draft.id))).data).toMatchObject({ status: 'open', version: 0 });
    expect((await gw.ok(orderRoutes.list, as(m))).data.total).toBe(before);

    await toggle(m, 'bank_transfer', true);
    expect((await complete(m, draft.id)).statusCode).toBe(201);
  });

  it('refuses a card without a card provider and PayPal without an account, on a draft and on the order calls', async () => {
    const m = await merchant(gw);
    for (const method of ['card', 'paypal'] as const) {
      const draft = await save(m, {
        email: 'ada@example.com',
        items: [{ product_id: m.mug.id, quantity: 1 }],
        payment_method: method,
      });
      expect((await complete(m, draft.id)).json().errors).toEqual(notEnabled(method));
      const order = await gw.call(orderRoutes.create, {
        ...as(m),
        body: { email: 'ada@example.com', items: [{ product_id: m.mug.id, quantity: 1 }], payment_method: method },
      });
      expect(order.statusCode).toBe(400);
      expect(order.json().errors).toEqual(notEnabled(method));
      await setUpPayment(gw, m.account.token, m.shopId, method);
      expect((await complete(m, draft.id)).statusCode).toBe(201);
    }
  });

  it('is refused when an order is switched to it or an abandoned checkout using it is completed', async () => {
    const m = await merchant(gw);
    const order = await createOrder(gw, m);
    const params = { shop: m.shopId, order_id: order.id };
    const switched = await gw.call(orderRoutes.update, {
      token: m.account.token,
      params,
      body: { payment_method: 'bank_transfer', version: order.version },
    });
    expect(switched.statusCode).toBe(400);
    expect(switched.json().errors).toEqual(notEnabled('bank_transfer'));

    // A checkout left behind is not an order: it is taken, and refused when completed while COD is off.
    const checkout = await createOrder(gw, m, { abandoned: true });
    await toggle(m, 'cod', false);
    const completed = await gw.call(orderRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: checkout.id },
      body: { abandoned: false, version: checkout.version },
    });
    expect(completed.statusCode).toBe(400);
    expect(completed.json().errors).toEqual(notEnabled('cod'));
    const still = (
      await gw.ok(orderRoutes.get, { token: m.account.token, params: { ...params, order_id: checkout.id } })
    ).data;
    expect(still).toMatchObject({ abandoned: true, number: null, payment_method: 'cod' });
    // The order already made keeps its method; a note can still be written on it.
    await gw.ok(orderRoutes.update, {
      token: m.account.token,
      params,
      body: { note: 'Call first', version: order.version },
    });
  });
});
