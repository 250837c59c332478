/**
 * Order mails: the abandoned-checkout recovery mail, the order confirmation and the payment
 * reminder (POST /email/send/order?type=…) go to the outbox by default and through SMTP
 * when it is configured; each leaves a timeline entry.
 */
import { describe, expect, it } from 'vitest';
import { mailContract as mailRoutes } from '../../resources/mail/mail.contract';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { useGateway } from './harness';
import { createOrder, getOrder, merchant } from './orders.fixtures';

const gw = useGateway();

describe('abandoned checkouts', () => {
  it('have no number, list apart, and get one when completed', async () => {
    const m = await merchant(gw);
    await createOrder(gw, m);
    const checkout = await createOrder(gw, m, { abandoned: true, payment_status: 'paid' });
    expect(checkout).toMatchObject({
      number: null,
      abandoned: true,
      payment_status: 'unpaid',
      name: `#C${checkout.id.slice(-6).toUpperCase()}`,
    });
    expect(checkout.recovery_url).toMatch(new RegExp(`/checkouts/${checkout.id}/recover$`));
    const list = await gw.call(orderRoutes.list, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { abandoned: 'true' },
    });
    expect(list.json().data.orders.map((o: { id: string }) => o.id)).toEqual([checkout.id]);
    const done = await gw.call(orderRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: checkout.id },
      body: { abandoned: false },
    });
    expect(done.json().data).toMatchObject({ number: 1002, name: '#1002', abandoned: false, recovery_url: null });
    expect(done.json().data.timeline[0]).toMatchObject({ type: 'completed', args: { name: '#1002' } });
  });

  it('send the recovery mail with the link into the outbox, readable by the merchant, and note it in the timeline', async () => {
    const m = await merchant(gw);
    const checkout = await createOrder(gw, m, {
      abandoned: true,
      email: 'cart@example.com',
      shipping_address: { first_name: 'Lan', last_name: 'Phạm' },
    });
    const res = await gw.call(orderRoutes.sendAbandonedMail, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: checkout.id },
    });
    expect(res.statusCode).toBe(200);
    const { mail } = res.json().data;
    expect(mail).toMatchObject({
      to: 'cart@example.com',
      kind: 'abandoned_checkout',
      order_id: checkout.id,
      transport: 'outbox',
    });
    expect(mail.body).toContain(checkout.recovery_url);
    expect(mail.body).toContain('Lan Phạm');
    const outbox = await gw.call(mailRoutes.outbox, { token: m.account.token, params: { shop: m.shopId } });
    expect(outbox.json().data).toMatchObject({ total: 1, mails: [{ id: mail.id, subject: mail.subject }] });
    const one = await gw.call(mailRoutes.outboxGet, {
      token: m.account.token,
      params: { shop: m.shopId, mail_id: mail.id },
    });
    expect(one.json().data.body).toBe(mail.body);
    expect((await getOrder(gw, m, checkout.id)).timeline[0]).toMatchObject({
      type: 'mail_sent',
      args: { kind: 'abandoned_checkout', to: 'cart@example.com' },
    });
  });

  it('the recovery mail is refused for a completed order; the outbox of another shop is 404', async () => {
    const m = await merchant(gw);
    const order = await createOrder(gw, m);
    const res = await gw.call(orderRoutes.sendAbandonedMail, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: order.id },
    });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'order.not_abandoned' });
    const other = await merchant(gw);
    const checkout = await createOrder(gw, other, { abandoned: true });
    const theirs = await gw.call(orderRoutes.sendAbandonedMail, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: checkout.id },
    });
    expect(theirs.statusCode).toBe(404);
    const mail = (
      await gw.call(orderRoutes.sendAbandonedMail, {
        token: other.account.token,
        params: { shop: other.shopId, order_id: checkout.id },
      })
    ).json().data.mail;
    expect(
      (await gw.call(mailRoutes.outboxGet, { token: m.account.token, params: { shop: m.shopId, mail_id: mail.id } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /email/send/order', () => {
  it('type=active sends the order confirmation, type=payment_reminder the reminder, in the shop language', async () => {
    const m = await merchant(gw, { language: 'vi', currency: 'VND', country_code: 'VN', zip_code: '100000' });
    const order = await createOrder(gw, m, { prefix: 'BT' });
    const send = (type: string) =>
      gw.call(mailRoutes.sendOrder, {
        token: m.account.token,
        query: { type },
        body: { shop_id: m.shopId, order_id: order.id },
      });
    const confirmation = (await send('active')).json().data.mail;
    expect(confirmation).toMatchObject({ kind: 'order_confirmation', subject: 'Xác nhận đơn hàng #BT1001' });
    const reminder = (await send('payment_reminder')).json().data.mail;
    expect(reminder.kind).toBe('payment_reminder');
    expect(reminder.body).toMatch(/500\.000\s₫/);
    await gw.call(orderRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: order.id },
      body: { payment_status: 'paid' },
    });
    expect((await send('payment_reminder')).json()).toMatchObject({ statusCode: 400, code: 'order.already_paid' });
  });

  it("answers 404 for another user's shop named in the body, and sends nothing", async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const order = await createOrder(gw, other);
    const res = await gw.call(mailRoutes.sendOrder, {
      token: m.account.token,
      query: { type: 'active' },
      body: { shop_id: other.shopId, order_id: order.id },
    });
    expect(res.statusCode).toBe(404);
    const mine = await gw.call(mailRoutes.sendOrder, {
      token: m.account.token,
      query: { type: 'active' },
      body: { shop_id: m.shopId, order_id: order.id },
    });
    expect(mine.statusCode).toBe(404);
    const outbox = await gw.call(mailRoutes.outbox, { token: other.account.token, params: { shop: other.shopId } });
    expect(outbox.json().data.total).toBe(0);
  });
});
