/**
 * Order mails: the abandoned-checkout recovery mail, the order confirmation and the payment
 * reminder (POST /email/send/order?type=…) go to the outbox by default and through SMTP
 * when it is configured; each leaves a timeline entry.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailRoutes } from '../../resources/mail/mail.routes';
import { orderRoutes } from '../../resources/order/order.routes';
import { startGateway, useGateway, type Gateway } from './harness';
import { createOrder, getOrder, merchant } from './orders.fixtures';

const gw = useGateway();

describe('abandoned checkouts', () => {
  it('have no number, list apart, and get one when completed', async () => {
    const m = await merchant(gw);
    await createOrder(gw, m);
    const checkout = await createOrder(gw, m, { abandoned: true, payment_status: 'paid' });
    expect(checkout).toMatchObject({ number: null, abandoned: true, payment_status: 'unpaid', name: `#C${checkout.id.slice(-6).toUpperCase()}` });
    expect(checkout.recovery_url).toMatch(new RegExp(`/checkouts/${checkout.id}/recover$`));
    const list = await gw.call(orderRoutes.list, { token: m.account.token, params: { shop: m.shopId }, query: { abandoned: 'true' } });
    expect(list.json().data.orders.map((o: { id: string }) => o.id)).toEqual([checkout.id]);
    const done = await gw.call(orderRoutes.update, { token: m.account.token, params: { shop: m.shopId, order_id: checkout.id }, body: { abandoned: false } });
    expect(done.json().data).toMatchObject({ number: 1002, name: '#1002', abandoned: false, recovery_url: null });
    expect(done.json().data.timeline[0]).toMatchObject({ type: 'completed', args: { name: '#1002' } });
  });

  it('send the recovery mail with the link into the outbox, readable by the merchant, and note it in the timeline', async () => {
    const m = await merchant(gw);
    const checkout = await createOrder(gw, m, { abandoned: true, email: 'cart@example.com', shipping_address: { first_name: 'Lan', last_name: 'Phạm' } });
    const res = await gw.call(orderRoutes.sendAbandonedMail, { token: m.account.token, params: { shop: m.shopId, order_id: checkout.id } });
    expect(res.statusCode).toBe(200);
    const { mail } = res.json().data;
    expect(mail).toMatchObject({ to: 'cart@example.com', kind: 'abandoned_checkout', order_id: checkout.id, transport: 'outbox' });
    expect(mail.body).toContain(checkout.recovery_url);
    expect(mail.body).toContain('Lan Phạm');
    const outbox = await gw.call(mailRoutes.outbox, { token: m.account.token, params: { shop: m.shopId } });
    expect(outbox.json().data).toMatchObject({ total: 1, mails: [{ id: mail.id, subject: mail.subject }] });
    const one = await gw.call(mailRoutes.outboxGet, { token: m.account.token, params: { shop: m.shopId, mail_id: mail.id } });
    expect(one.json().data.body).toBe(mail.body);
    expect((await getOrder(gw, m, checkout.id)).timeline[0]).toMatchObject({ type: 'mail_sent', args: { kind: 'abandoned_checkout', to: 'cart@example.com' } });
  });

  it('the recovery mail is refused for a completed order; the outbox of another shop is 404', async () => {
    const m = await merchant(gw);
    const order = await createOrder(gw, m);
    const res = await gw.call(orderRoutes.sendAbandonedMail, { token: m.account.token, params: { shop: m.shopId, order_id: order.id } });
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'order.not_abandoned' });
    const other = await merchant(gw);
    const checkout = await createOrder(gw, other, { abandoned: true });
    const theirs = await gw.call(orderRoutes.sendAbandonedMail, { token: m.account.token, params: { shop: m.shopId, order_id: checkout.id } });
    expect(theirs.statusCode).toBe(404);
    const mail = (await gw.call(orderRoutes.sendAbandonedMail, { token: other.account.token, params: { shop: other.shopId, order_id: checkout.id } })).json().data.mail;
    expect((await gw.call(mailRoutes.outboxGet, { token: m.account.token, params: { shop: m.shopId, mail_id: mail.id } })).statusCode).toBe(404);
  });
});

describe('POST /email/send/order', () => {
  it('type=active sends the order confirmation, type=payment_reminder the reminder, in the shop language', async () => {
    const m = await merchant(gw, { language: 'vi', currency: 'VND', country_code: 'VN', zip_code: '100000' });
    const order = await createOrder(gw, m, { prefix: 'BT' });
    const send = (type: string) => gw.call(mailRoutes.sendOrder, { token: m.account.token, query: { type }, body: { shop_id: m.shopId, order_id: order.id } });
    const confirmation = (await send('active')).json().data.mail;
    expect(confirmation).toMatchObject({ kind: 'order_confirmation', subject: 'Xác nhận đơn hàng #BT1001' });
    const reminder = (await send('payment_reminder')).json().data.mail;
    expect(reminder.kind).toBe('payment_reminder');
    expect(reminder.body).toMatch(/500\.000\s₫/);
    await gw.call(orderRoutes.update, { token: m.account.token, params: { shop: m.shopId, order_id: order.id }, body: { payment_status: 'paid' } });
    expect((await send('payment_reminder')).json()).toMatchObject({ statusCode: 400, code: 'order.already_paid' });
  });

  it("answers 404 for another user's shop named in the body, and sends nothing", async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const order = await createOrder(gw, other);
    const res = await gw.call(mailRoutes.sendOrder, { token: m.account.token, query: { type: 'active' }, body: { shop_id: other.shopId, order_id: order.id } });
    expect(res.statusCode).toBe(404);
    const mine = await gw.call(mailRoutes.sendOrder, { token: m.account.token, query: { type: 'active' }, body: { shop_id: m.shopId, order_id: order.id } });
    expect(mine.statusCode).toBe(404);
    const outbox = await gw.call(mailRoutes.outbox, { token: other.account.token, params: { shop: other.shopId } });
    expect(outbox.json().data.total).toBe(0);
  });
});

/** A minimal SMTP server that keeps what it is given. */
function fakeSmtp() {
  const received: { from: string; to: string; data: string }[] = [];
  const server = net.createServer((socket) => {
    let mail = { from: '', to: '', data: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: '', data: '' };
            socket.write('250 queued\r\n');
          } else mail.data += `${line}\n`;
        } else if (/^EHLO/i.test(line)) socket.write('250-fake\r\n250 AUTH PLAIN\r\n');
        else if (/^AUTH PLAIN/i.test(line)) socket.write('235 ok\r\n');
        else if (/^MAIL FROM:/i.test(line)) { mail.from = line.slice(10); socket.write('250 ok\r\n'); }
        else if (/^RCPT TO:/i.test(line)) { mail.to = line.slice(8); socket.write('250 ok\r\n'); }
        else if (line === 'DATA') { inData = true; socket.write('354 go\r\n'); }
        else if (line === 'QUIT') { socket.write('221 bye\r\n'); socket.end(); }
        else socket.write('500 what\r\n');
      }
    });
  });
  return { server, received };
}

describe('with SMTP configured', () => {
  const smtp = fakeSmtp();
  let env: { gw: Gateway; close: () => Promise<void> };
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as net.AddressInfo;
    env = await startGateway({ smtpUrl: `smtp://user:secret@127.0.0.1:${port}`, mailFrom: 'Shop <shop@example.com>' });
  });
  afterAll(async () => {
    await env?.close();
    smtp.server.close();
  });

  it('sends the mail through the server and keeps a copy marked smtp', async () => {
    const m = await merchant(env.gw);
    const checkout = await createOrder(env.gw, m, { abandoned: true, email: 'smtp@example.com' });
    const res = await env.gw.call(orderRoutes.sendAbandonedMail, { token: m.account.token, params: { shop: m.shopId, order_id: checkout.id } });
    expect(res.json().data.mail).toMatchObject({ transport: 'smtp', to: 'smtp@example.com' });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: '<shop@example.com>', to: '<smtp@example.com>' });
    const [, encoded] = smtp.received[0].data.split('\n\n');
    expect(Buffer.from(encoded.replace(/\n/g, ''), 'base64').toString('utf8')).toContain(`/checkouts/${checkout.id}/recover`);
  });
});
