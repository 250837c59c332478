/**
 * SPEC §7 Email templates: list (cached; update and recover clear it), get, update,
 * recover; every order mail rendered from them in the shop's language, HTML and text.
 */
import { describe, expect, it } from 'vitest';
import { emailContract as emailRoutes } from '../../resources/email/email.contract';
import { mailContract as mailRoutes } from '../../resources/mail/mail.contract';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { clearTemplateCache, templateCacheStats } from '../../gateway/mail/templateStore';
import { useGateway } from './harness';
import { createOrder, merchant } from './orders.fixtures';

const gw = useGateway({ publicBaseUrl: 'https://shops.example.com' });

describe('email templates', () => {
  it('lists every template in the shop language, defaults first, and reads one by slug', async () => {
    const m = await merchant(gw, { language: 'vi', currency: 'VND', country_code: 'VN', zip_code: '100000' });
    const list = await gw.ok(emailRoutes.list, { token: m.account.token, params: { shop: m.shopId } });
    expect(list.data.templates.map((t) => t.slug)).toContain('order_confirmation');
    expect(list.data.templates.every((t) => t.language === 'vi' && !t.customized)).toBe(true);
    const one = await gw.ok(emailRoutes.get, {
      token: m.account.token,
      params: { shop: m.shopId, slug: 'payment_reminder' },
    });
    expect(one.data.subject).toBe('Nhắc thanh toán đơn hàng {{ order.name }}');
    expect(
      (await gw.call(emailRoutes.get, { token: m.account.token, params: { shop: m.shopId, slug: 'nope' } })).statusCode,
    ).toBe(400);
  });

  it('caches the list; an update and a recover clear the cache (also for another instance)', async () => {
    const m = await merchant(gw);
    const list = () => gw.ok(emailRoutes.list, { token: m.account.token, params: { shop: m.shopId } });
    const subjectOf = async () => (await list()).data.templates.find((t) => t.slug === 'order_confirmation')!.subject;
    expect(await subjectOf()).toBe('Order {{ order.name }} confirmed');
    const builds = templateCacheStats.builds;
    await list();
    expect(templateCacheStats.builds).toBe(builds);

    await gw.ok(emailRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: {
        slug: 'order_confirmation',
        subject: 'Thanks! {{ order.name }}',
        html: '<p>Hi {{ customer.name }}</p>',
        text: '',
      },
    });
    expect(await subjectOf()).toBe('Thanks! {{ order.name }}');
    expect(templateCacheStats.builds).toBe(builds + 1);

    // Another instance writes (stamp renewed in the database): this process does not serve its stale list.
    await gw.db
      .updateTable('email_templates')
      .set({ subject: 'Written elsewhere' })
      .where('shop_id', '=', m.shopId)
      .execute();
    expect(await subjectOf()).toBe('Thanks! {{ order.name }}');
    await clearTemplateCache(gw.db, m.shopId);
    expect(await subjectOf()).toBe('Written elsewhere');

    const recovered = await gw.ok(emailRoutes.recover, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { slug: 'order_confirmation' },
    });
    expect(recovered.data).toMatchObject({ customized: false, subject: 'Order {{ order.name }} confirmed' });
    expect(await subjectOf()).toBe('Order {{ order.name }} confirmed');
  });

  it('refuses bad input per field: missing subject, unknown slug, broken Liquid', async () => {
    const m = await merchant(gw);
    const put = (body: Record<string, unknown>) =>
      gw.call(emailRoutes.update, { token: m.account.token, params: { shop: m.shopId }, body });
    const missing = await put({ slug: 'order_confirmation', subject: ' ', html: '<p>x</p>' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.subject.message).toBe('app.validation.required');
    expect((await put({ slug: 'nope', subject: 'a', html: 'b' })).json().errors.slug.message).toBe(
      'app.validation.invalid',
    );
    const broken = await put({ slug: 'order_confirmation', subject: 'ok', html: '{% for x in y %}never closed' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors.html.message).toBe('resources.email_templates.validation.syntax');
    const kept = await gw.ok(emailRoutes.get, {
      token: m.account.token,
      params: { shop: m.shopId, slug: 'order_confirmation' },
    });
    expect(kept.data.customized).toBe(false);
  });

  it("another merchant's shop is 404 and its templates stay as they were", async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    await gw.ok(emailRoutes.update, {
      token: other.account.token,
      params: { shop: other.shopId },
      body: { slug: 'refund_notification', subject: 'Theirs', html: '<p>theirs</p>' },
    });
    const res = await gw.call(emailRoutes.update, {
      token: m.account.token,
      params: { shop: other.shopId },
      body: { slug: 'refund_notification', subject: 'Mine', html: '<p>mine</p>' },
    });
    expect(res.statusCode).toBe(404);
    expect(
      (
        await gw.call(emailRoutes.recover, {
          token: m.account.token,
          params: { shop: other.shopId },
          body: { slug: 'refund_notification' },
        })
      ).statusCode,
    ).toBe(404);
    const theirs = await gw.ok(emailRoutes.get, {
      token: other.account.token,
      params: { shop: other.shopId, slug: 'refund_notification' },
    });
    expect(theirs.data).toMatchObject({ subject: 'Theirs', customized: true });
  });
});

describe('mails rendered from the templates', () => {
  it('renders the order confirmation in English and Vietnamese, HTML escaped and text', async () => {
    const en = await merchant(gw);
    const vi = await merchant(gw, { language: 'vi', currency: 'VND', country_code: 'VN', zip_code: '100000' });
    const send = async (m: typeof en) => {
      const order = await createOrder(gw, m, { shipping_address: { first_name: '<b>Lan</b>', last_name: 'Phạm' } });
      return (
        await gw.ok(mailRoutes.sendOrder, {
          token: m.account.token,
          query: { type: 'active' },
          body: { shop_id: m.shopId, order_id: order.id },
        })
      ).data.mail;
    };
    const a = await send(en);
    expect(a).toMatchObject({ subject: 'Order #1001 confirmed', status: 'kept', transport: 'outbox' });
    expect(a.html).toContain('<h1>Thank you for your order</h1>');
    expect(a.html).toContain('Stoneware Mug');
    expect(a.body).toContain('Total: $50.00');
    const b = await send(vi);
    expect(b.subject).toBe('Xác nhận đơn hàng #1001');
    expect(b.html).toContain('Cảm ơn bạn đã đặt hàng');
    expect(b.body).toMatch(/Tổng cộng: 500\.000\s₫/);
  });

  it('uses the edited template, escapes customer data in HTML, and the recovery link points at PUBLIC_BASE_URL', async () => {
    const m = await merchant(gw);
    await gw.ok(emailRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: {
        slug: 'abandoned_checkout',
        subject: 'Come back, {{ customer.name }}',
        html: '<p>{{ customer.name }}</p><a href="{{ recovery_url }}">go</a>',
        text: '',
      },
    });
    const checkout = await createOrder(gw, m, {
      abandoned: true,
      shipping_address: { first_name: '<i>Ann</i>', last_name: 'Lee' },
    });
    const res = await gw.call(orderRoutes.sendAbandonedMail, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: checkout.id },
    });
    const { mail } = res.json().data;
    expect(mail.subject).toBe('Come back, <i>Ann</i> Lee');
    expect(mail.html).toContain('<p>&lt;i&gt;Ann&lt;/i&gt; Lee</p>');
    expect(mail.html).toContain(`href="https://shops.example.com/s/`);
    expect(mail.body).toContain(`/checkouts/${checkout.id}/recover`);
    expect(mail.body).not.toMatch(/\.localhost/);
  });

  it('sends a test of a template with sample data to the merchant, into the outbox', async () => {
    const m = await merchant(gw);
    const res = await gw.call(emailRoutes.sendTest, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { slug: 'shipping_confirmation', subject: 'Test {{ order.name }}' },
    });
    expect(res.statusCode).toBe(202);
    const { mail } = res.json().data;
    expect(mail).toMatchObject({ to: m.account.email, kind: 'test', subject: 'Test #1001' });
    expect(mail.html).toContain('1Z999AA10123456784');
    const outbox = await gw.ok(mailRoutes.outbox, { token: m.account.token, params: { shop: m.shopId } });
    expect(outbox.data.mails[0].id).toBe(mail.id);
  });
});

describe('notification settings', () => {
  it('which events mail whom: an automatic mail follows them; the merchant can get a copy', async () => {
    const { notificationContract: notificationRoutes } =
      await import('../../resources/notification/notification.contract');
    const { DEFAULT_NOTIFICATIONS } = await import('../../resources/notification/notification.schema');
    const m = await merchant(gw);
    const read = await gw.ok(notificationRoutes.get, { token: m.account.token, params: { shop: m.shopId } });
    expect(read.data.events).toEqual(DEFAULT_NOTIFICATIONS);
    const events = { ...DEFAULT_NOTIFICATIONS, order_confirmation: { customer: true, merchant: true } };
    await gw.ok(notificationRoutes.update, { token: m.account.token, params: { shop: m.shopId }, body: { events } });
    const bad = await gw.call(notificationRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { events: { order_confirmation: 'yes' } },
    });
    expect(bad.statusCode).toBe(400);
    const order = await createOrder(gw, m, { email: 'buyer@example.com' });
    await gw.ok(mailRoutes.sendOrder, {
      token: m.account.token,
      query: { type: 'active' },
      body: { shop_id: m.shopId, order_id: order.id },
    });
    const outbox = await gw.ok(mailRoutes.outbox, { token: m.account.token, params: { shop: m.shopId } });
    expect(outbox.data.mails.map((x) => x.to).sort()).toEqual(['buyer@example.com', 'owner@maple.example.com'].sort());

    const other = await merchant(gw);
    expect(
      (
        await gw.call(notificationRoutes.update, {
          token: m.account.token,
          params: { shop: other.shopId },
          body: { events },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await gw.ok(notificationRoutes.get, { token: other.account.token, params: { shop: other.shopId } })).data.events,
    ).toEqual(DEFAULT_NOTIFICATIONS);
  });
});

describe('language settings', () => {
  it('the store language switches the mails; storefront languages keep the store language; 404 for another shop', async () => {
    const { settingsContract } = await import('../../core/settingsContract');
    const languageRoutes = settingsContract((await import('../../resources/language/language.resource')).language);
    const m = await merchant(gw);
    expect((await gw.ok(languageRoutes.get, { token: m.account.token, params: { shop: m.shopId } })).data).toEqual({
      language: 'en',
      storefront: ['en'],
    });
    const saved = await gw.ok(languageRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { language: 'vi', storefront: ['en'] },
    });
    expect(saved.data).toEqual({ language: 'vi', storefront: ['vi', 'en'] });
    const list = await gw.ok(emailRoutes.list, { token: m.account.token, params: { shop: m.shopId } });
    expect(list.data.templates[0]).toMatchObject({ language: 'vi', subject: 'Xác nhận đơn hàng {{ order.name }}' });
    const bad = await gw.call(languageRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { language: 'fr', storefront: [] },
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['language', 'storefront']);
    const other = await merchant(gw);
    expect(
      (
        await gw.call(languageRoutes.update, {
          token: m.account.token,
          params: { shop: other.shopId },
          body: { language: 'vi', storefront: ['vi'] },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await gw.ok(languageRoutes.get, { token: other.account.token, params: { shop: other.shopId } })).data.language,
    ).toBe('en');
  });
});
