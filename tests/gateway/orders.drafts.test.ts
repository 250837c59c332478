/**
 * Draft orders (issue 9) on both databases: saved, listed, reopened, saved again (409 from
 * a stale tab), the customer's address by default, priced by the gateway (totals sent are
 * ignored), the invoice mail in the outbox, completion with the next order number and the
 * discount's use counted, drafts out of the order list, and another merchant's drafts.
 */
import { describe, expect, it } from 'vitest';
import { discountContract as discountRoutes } from '../../resources/discount/discount.contract';
import { mailContract as mailRoutes } from '../../resources/mail/mail.contract';
import { draftContract as draftRoutes } from '../../resources/order/draft.contract';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { seedDrafts } from '../../gateway/modules/order/draft.seed';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { useGateway } from './harness';
import { createCustomer, createOrder, merchant, type Merchant } from './orders.fixtures';

const gw = useGateway();
const address = { address: '12 Maple Street', city: 'Portland', province: 'OR', country_code: 'US', zip_code: '97201' };

const as = (m: Merchant) => ({ token: m.account.token, params: { shop: m.shopId } });
const save = (m: Merchant, body: Record<string, unknown>) =>
  gw.ok(draftRoutes.create, { ...as(m), body }).then((a) => a.data);
const list = (m: Merchant, query: Record<string, string> = {}) =>
  gw.ok(draftRoutes.list, { ...as(m), query }).then((a) => a.data);

describe('draft orders', () => {
  it('are saved with the customer and their address, listed, reopened, saved again and deleted', async () => {
    const m = await merchant(gw);
    // A fixed e-mail: `q` searches it too, and a random one containing "d1" would match #D2 as well.
    const customer = await createCustomer(gw, m, {
      address,
      phone: '+1 503 555 0100',
      email: 'grace.hopper@example.com',
    });
    const draft = await save(m, { customer_id: customer.id, items: [{ product_id: m.mug.id, quantity: 2 }] });
    expect(draft).toMatchObject({
      number: 1,
      name: '#D1',
      status: 'open',
      order_id: null,
      email: customer.email,
      subtotal: 50,
      total: 50,
      version: 0,
      billing_same_as_shipping: true,
      country_code: 'US',
      shipping_address: { first_name: 'Grace', last_name: 'Hopper', phone: '+1 503 555 0100', ...address },
      billing_address: { first_name: 'Grace', ...address },
    });
    expect((await save(m, { customer_id: customer.id, items: [{ product_id: m.mug.id, quantity: 1 }] })).name).toBe(
      '#D2',
    );

    const found = await list(m, { q: 'grace' });
    expect(found.total).toBe(2);
    expect(found.drafts[1]).toMatchObject({ id: draft.id, customer: { name: 'Grace Hopper' }, total: 50 });
    expect((await list(m, { q: '#D1' })).drafts.map((d) => d.id)).toEqual([draft.id]);

    const params = { shop: m.shopId, draft_id: draft.id };
    const reopened = (await gw.ok(draftRoutes.get, { token: m.account.token, params })).data;
    expect(reopened).toEqual(draft);
    const shipTo = { ...address, first_name: 'Ada', last_name: 'Lovelace', city: 'Salem' };
    const body = {
      customer_id: customer.id,
      items: [{ product_id: m.shirt.id, variant_id: m.shirt.large, quantity: 3 }],
      shipping_address: shipTo,
      billing_same_as_shipping: false,
      billing_address: address,
      note: 'Gift wrap',
    };
    const again = (await gw.ok(draftRoutes.update, { token: m.account.token, params, body: { ...body, version: 0 } }))
      .data;
    expect(again).toMatchObject({
      version: 1,
      subtotal: 42,
      note: 'Gift wrap',
      shipping_address: { city: 'Salem' },
      billing_address: { city: 'Portland' },
    });
    expect(again.items).toEqual([
      expect.objectContaining({ title: 'Linen Shirt', variant_title: 'L', price: 14, quantity: 3, total: 42 }),
    ]);

    // The other tab read version 0.
    const stale = await gw.call(draftRoutes.update, {
      token: m.account.token,
      params,
      body: { ...body, note: 'Other tab', version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await gw.ok(draftRoutes.get, { token: m.account.token, params })).data.note).toBe('Gift wrap');

    expect((await gw.ok(draftRoutes.deleteMany, { ...as(m), body: { ids: [draft.id, 'nope'] } })).data.ids).toEqual([
      draft.id,
    ]);
    expect((await gw.call(draftRoutes.get, { token: m.account.token, params })).statusCode).toBe(404);
    expect((await list(m)).total).toBe(1);
  });

  it('are priced by the gateway: catalogue prices and the highest discount, whatever totals the browser sends', async () => {
    const m = await merchant(gw);
    await gw.ok(discountRoutes.create, {
      ...as(m),
      body: { kind: 'code', code: 'TEN', name: 'Ten percent', type: 'percent', value: 10 },
    });
    const five = (
      await gw.ok(discountRoutes.create, {
        ...as(m),
        body: { kind: 'automatic', name: '$5 off', type: 'fixed_amount', value: 5 },
      })
    ).data;
    const draft = await save(m, {
      email: 'walk-in@example.com',
      items: [{ product_id: m.mug.id, quantity: 3, price: 1 }],
      code: 'ten',
      shipping_price: 4.5,
      subtotal: 1,
      discount: 74,
      total: 0.01,
    });
    expect(draft).toMatchObject({
      subtotal: 75,
      discount: 7.5,
      shipping: 4.5,
      shipping_price: 4.5,
      total: 72,
      applied_discount: { code: 'TEN' },
      unknown_code: null,
    });
    expect(draft.items[0]).toMatchObject({ price: 25, total: 75, discount: 7.5 });
    expect(draft.rejected_discounts).toEqual([
      expect.objectContaining({
        discount_id: five.id,
        reason: 'lower_value',
        message: 'resources.discounts.reasons.lower_value',
        args: { amount: 5 },
      }),
    ]);
    const unknown = await save(m, {
      email: 'walk-in@example.com',
      items: [{ product_id: m.mug.id, quantity: 1 }],
      code: 'NOPE',
    });
    expect(unknown).toMatchObject({
      unknown_code: 'NOPE',
      discount: 5,
      total: 20,
      applied_discount: { title: '$5 off' },
    });
  });

  it('refuse bad input per field, never a 500', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const res = await gw.call(draftRoutes.create, {
      ...as(m),
      body: { items: [], shipping_address: { zip_code: 'abc' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      email: { message: 'app.validation.required' },
      items: { message: 'app.validation.list' },
    });
    expect(Object.keys(res.json().errors)).toContain('shipping_address.zip_code');
    const foreign = await gw.call(draftRoutes.create, {
      ...as(m),
      body: { email: 'a@example.com', items: [{ product_id: other.mug.id, quantity: 1 }] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ 'items.0.product_id': { message: 'app.validation.invalid' } });
  });

  it('mail an invoice with a link to pay, kept in the outbox', async () => {
    const m = await merchant(gw);
    const customer = await createCustomer(gw, m, { address });
    const draft = await save(m, { customer_id: customer.id, items: [{ product_id: m.mug.id, quantity: 1 }] });
    const sent = (
      await gw.ok(draftRoutes.sendInvoice, { token: m.account.token, params: { shop: m.shopId, draft_id: draft.id } })
    ).data.mail;
    expect(sent).toMatchObject({ kind: 'draft_invoice', to: customer.email, transport: 'outbox' });
    expect(sent.subject).toContain('#D1');
    expect(sent.body).toContain(draft.invoice_url);
    expect(draft.invoice_url).toMatch(new RegExp(`/invoices/${draft.id}$`));
    const outbox = (await gw.ok(mailRoutes.outbox, { ...as(m), query: { kind: 'draft_invoice' } })).data;
    expect(outbox.mails.map((x) => x.id)).toEqual([sent.id]);
    const reread = (
      await gw.ok(draftRoutes.get, { token: m.account.token, params: { shop: m.shopId, draft_id: draft.id } })
    ).data;
    expect(reread.invoice_sent_at).toBe(sent.created_at);
  });

  it('become an order with the next number, paid or pending, leave the drafts list and count the discount use', async () => {
    const m = await merchant(gw);
    const customer = await createCustomer(gw, m, { address });
    const code = (
      await gw.ok(discountRoutes.create, {
        ...as(m),
        body: { kind: 'code', code: 'TEN', name: 'Ten percent', type: 'percent', value: 10 },
      })
    ).data;
    const before = await createOrder(gw, m);
    const draft = await save(m, {
      customer_id: customer.id,
      items: [{ product_id: m.mug.id, quantity: 2 }],
      code: 'TEN',
      shipping_price: 5,
    });
    // Drafts are not orders: the list and its counts do not see them.
    const orders = (await gw.ok(orderRoutes.list, as(m))).data;
    expect(orders.total).toBe(1);

    const params = { shop: m.shopId, draft_id: draft.id };
    const stale = await gw.call(draftRoutes.complete, {
      token: m.account.token,
      params,
      body: { payment_status: 'paid', version: 7 },
    });
    expect(stale.statusCode).toBe(409);
    const order = (
      await gw.ok(draftRoutes.complete, {
        token: m.account.token,
        params,
        body: { payment_status: 'paid', version: 0 },
      })
    ).data;
    expect(order).toMatchObject({
      number: before.number! + 1,
      payment_status: 'paid',
      status: 'processing',
      customer_id: customer.id,
      subtotal: 50,
      discount: 5,
      shipping: 5,
      total: 50,
      shipping_address: { city: 'Portland' },
    });
    expect(
      (await gw.ok(discountRoutes.get, { token: m.account.token, params: { shop: m.shopId, id: code.id } })).data
        .times_used,
    ).toBe(1);
    expect((await list(m)).total).toBe(0);
    const done = (await gw.ok(draftRoutes.get, { token: m.account.token, params })).data;
    expect(done).toMatchObject({ status: 'completed', order_id: order.id });
    const twice = await gw.call(draftRoutes.complete, { token: m.account.token, params, body: {} });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('order.draft_completed');

    const pending = await save(m, { customer_id: customer.id, items: [{ product_id: m.mug.id, quantity: 1 }] });
    const next = (
      await gw.ok(draftRoutes.complete, {
        token: m.account.token,
        params: { shop: m.shopId, draft_id: pending.id },
        body: {},
      })
    ).data;
    expect(next).toMatchObject({ number: before.number! + 2, payment_status: 'unpaid' });
  });

  it("another merchant's drafts are 404 and stay as they were", async () => {
    const m = await merchant(gw);
    const intruder = await merchant(gw);
    const draft = await save(m, {
      email: 'a@example.com',
      items: [{ product_id: m.mug.id, quantity: 1 }],
      note: 'mine',
    });
    const theirs = { token: intruder.account.token, params: { shop: intruder.shopId, draft_id: draft.id } };
    const body = { email: 'x@example.com', items: [{ product_id: intruder.mug.id, quantity: 9 }], note: 'stolen' };
    expect((await gw.call(draftRoutes.get, theirs)).statusCode).toBe(404);
    expect((await gw.call(draftRoutes.update, { ...theirs, body })).statusCode).toBe(404);
    expect((await gw.call(draftRoutes.complete, { ...theirs, body: {} })).statusCode).toBe(404);
    expect((await gw.call(draftRoutes.sendInvoice, theirs)).statusCode).toBe(404);
    expect((await gw.ok(draftRoutes.deleteMany, { ...as(intruder), body: { ids: [draft.id] } })).data.ids).toEqual([]);
    expect((await list(intruder)).total).toBe(0);
    // Their own shop path with the victim's shop id: 404.
    expect(
      (await gw.call(draftRoutes.list, { token: intruder.account.token, params: { shop: m.shopId } })).statusCode,
    ).toBe(404);
    const still = (
      await gw.ok(draftRoutes.get, { token: m.account.token, params: { shop: m.shopId, draft_id: draft.id } })
    ).data;
    expect(still).toEqual(draft);
  });

  it('are seeded for a demo shop once, for customers with an address, in the shop language', async () => {
    const m = await merchant(gw, { language: 'vi', currency: 'VND', country_code: 'VN', zip_code: '100000' });
    await gw.ok(productRoutes.create, { ...as(m), body: { title: 'Bình gốm', price: 120000, quantity: 50 } });
    for (const n of [1, 2])
      await createCustomer(gw, m, {
        address: { ...address, country_code: 'VN', zip_code: '100000' },
        last_name: `Nguyen ${n}`,
      });
    const shop = await gw.db.selectFrom('shops').selectAll().where('id', '=', m.shopId).executeTakeFirstOrThrow();
    await seedDrafts({ db: gw.db, shops: [shop], publicBaseUrl: '' });
    await seedDrafts({ db: gw.db, shops: [shop], publicBaseUrl: '' });
    const { drafts, total } = await list(m);
    expect(total).toBe(2);
    for (const d of drafts) expect(d).toMatchObject({ currency: 'VND', status: 'open' });
    const first = (
      await gw.ok(draftRoutes.get, { token: m.account.token, params: { shop: m.shopId, draft_id: drafts[1].id } })
    ).data;
    expect(first.note).toBe('Khách đặt qua điện thoại, gói quà giúp.');
    expect(first.shipping_address).toMatchObject({ country_code: 'VN' });
  });
});
