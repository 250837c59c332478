/**
 * Mail through a real SMTP server on loopback: queued by the request, sent by the SEND-MAIL
 * job with nodemailer (multipart/alternative), MAIL_FROM as envelope sender and the shop
 * as Reply-To; a refused mail is marked failed with a code, never the server's words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { mailContract as mailRoutes } from '../../resources/mail/mail.contract';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { startGateway, type Gateway } from './harness';
import { decodeWords, headers, parts, startSmtp } from './mail.smtp';
import { createOrder, merchant } from './orders.fixtures';

describe('with SMTP configured', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let env: { gw: Gateway; close: () => Promise<void> };
  beforeAll(async () => {
    smtp = await startSmtp({ rejectRcpt: 'nobody@example.com' });
    env = await startGateway({
      smtpUrl: `smtp://user:secret@127.0.0.1:${smtp.port}`,
      mailFrom: 'Platform <mailer@platform.example>',
    });
  });
  afterAll(async () => {
    await env?.close();
    await smtp?.close();
  });

  it('queues the mail in the request, then the job sends a templated HTML mail with the right headers', async () => {
    const { gw } = env;
    const m = await merchant(gw, { name: 'Maple, Oak & Co', email: 'hello@maple.com' });
    const order = await createOrder(gw, m, { email: 'buyer@example.com' });
    const sent = await gw.ok(mailRoutes.sendOrder, {
      token: m.account.token,
      query: { type: 'active' },
      body: { shop_id: m.shopId, order_id: order.id },
    });
    expect(sent.data.mail).toMatchObject({ transport: 'smtp', status: 'queued' });
    // (The merchant's own welcome mail may go out meanwhile: only the buyer's mails count.)
    const toBuyer = () => smtp.received.filter((m) => m.to.includes('buyer@example.com'));
    expect(toBuyer()).toHaveLength(0);

    await gw.app.queue.drain();
    expect(toBuyer()).toHaveLength(1);
    const [mail] = toBuyer();
    expect(mail).toMatchObject({ from: 'mailer@platform.example', to: ['buyer@example.com'] });
    const h = headers(mail.raw);
    expect(h['content-type']).toMatch(/^multipart\/alternative; boundary=/);
    expect(h.from).toBe('"Maple, Oak & Co" <mailer@platform.example>');
    expect(h['reply-to']).toBe('"Maple, Oak & Co" <hello@maple.com>');
    expect(decodeWords(h.subject)).toBe('Order #1001 confirmed');
    const body = parts(mail.raw);
    expect(body['text/html']).toContain('<h1>Thank you for your order</h1>');
    expect(body['text/plain']).toContain('Thank you for your order #1001 at Maple, Oak & Co.');

    const kept = await gw.ok(mailRoutes.outboxGet, {
      token: m.account.token,
      params: { shop: m.shopId, mail_id: sent.data.mail.id },
    });
    expect(kept.data).toMatchObject({ status: 'sent', error_code: null });
    await gw.app.queue.drain();
    expect(toBuyer()).toHaveLength(1);
  });

  it('a Vietnamese shop sends a Vietnamese subject, encoded', async () => {
    const { gw } = env;
    const m = await merchant(gw, { language: 'vi', currency: 'VND', country_code: 'VN', zip_code: '100000' });
    const checkout = await createOrder(gw, m, { abandoned: true, email: 'khach@example.com' });
    await gw.ok(orderRoutes.sendAbandonedMail, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: checkout.id },
    });
    await gw.app.queue.drain();
    const mail = smtp.received.filter((m) => m.to.includes('khach@example.com')).at(-1)!;
    expect(decodeWords(headers(mail.raw).subject)).toMatch(/^Bạn còn sản phẩm trong giỏ hàng tại /);
    expect(parts(mail.raw)['text/plain']).toContain(`/checkouts/${checkout.id}/recover`);
  });

  it('a refused recipient marks the mail failed with a code, not the server text', async () => {
    const { gw } = env;
    const m = await merchant(gw);
    const order = await createOrder(gw, m, { email: 'nobody@example.com' });
    const sent = await gw.ok(mailRoutes.sendOrder, {
      token: m.account.token,
      query: { type: 'active' },
      body: { shop_id: m.shopId, order_id: order.id },
    });
    await gw.app.queue.drain();
    const kept = await gw.ok(mailRoutes.outboxGet, {
      token: m.account.token,
      params: { shop: m.shopId, mail_id: sent.data.mail.id },
    });
    expect(kept.data).toMatchObject({ status: 'failed', error_code: 'rejected' });
    expect(JSON.stringify(kept.data)).not.toContain('secret server words');
  });

  it('account mails (no shop) go out too: the welcome and the password recovery, sent as the platform', async () => {
    const { gw } = env;
    const before = smtp.received.length;
    const user = await gw.signUp({ email: `welcome-${Date.now()}@example.com` });
    const recover = await gw.call(authRoutes.recover, { params: { email: user.email } });
    expect(recover.statusCode).toBe(200);
    await gw.app.queue.drain();
    const mails = smtp.received.slice(before).filter((m) => m.to.includes(user.email));
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.from).toBe('mailer@platform.example');
      expect(headers(mail.raw).from).toMatch(/^"?Shop back office"? <mailer@platform\.example>$/);
    }
    const rows = await gw.db
      .selectFrom('outbox')
      .select(['kind', 'status', 'transport'])
      .where('to_email', '=', user.email)
      .orderBy('created_at')
      .execute();
    expect(rows.map((r) => [r.kind, r.status, r.transport]).sort()).toEqual([
      ['recover', 'sent', 'smtp'],
      ['welcome', 'sent', 'smtp'],
    ]);
  });
});
