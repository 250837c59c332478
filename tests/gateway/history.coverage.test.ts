/**
 * Issue 27 item 1: the hand-written writes keep a version each, like the generic paths: one per
 * write (one per record a bulk write changes), none for a refused one (400, 409), each restored
 * through the record's own update call.
 */
import { describe, expect, it } from 'vitest';
import { settingsContract } from '../../core/settingsContract';
import { customerContract as customerRoutes } from '../../gateway/modules/customer/customer.module';
import { discountContract as discountRoutes } from '../../resources/discount/discount.contract';
import { emailContract as emailRoutes } from '../../resources/email/email.contract';
import { historyContract as historyRoutes } from '../../resources/history/history.contract';
import { notificationContract as notificationRoutes } from '../../resources/notification/notification.contract';
import { DEFAULT_NOTIFICATIONS } from '../../resources/notification/notification.schema';
import { offerContract as offerRoutes } from '../../resources/offer/offer.contract';
import { draftContract as draftRoutes } from '../../resources/order/draft.contract';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { paymentContract as paymentRoutes } from '../../resources/payment/payment.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { tax } from '../../resources/tax/tax.resource';
import { createCustomer, createOrder, merchant, type Merchant } from './orders.fixtures';
import { PASSWORD, useGateway } from './harness';
import { totp } from '../../gateway/lib/totp';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { privateAppContract as privateAppRoutes } from '../../resources/private-app/privateApp.contract';

const gw = useGateway();
const taxRoutes = settingsContract(tax);
const as = (m: Merchant) => ({ token: m.account.token, params: { shop: m.shopId } });

/** The versions kept of a record, oldest first: [action, state]. */
const kept = async (m: Merchant, resource: string, id: string) =>
  (
    await gw.db
      .selectFrom('record_versions')
      .select(['version', 'action', 'state'])
      .where('shop_id', '=', m.shopId)
      .where('resource', '=', resource)
      .where('record_id', '=', id)
      .orderBy('version')
      .execute()
  ).map((r) => ({ action: r.action, state: JSON.parse(r.state) as Record<string, unknown> }));

const restore = (m: Merchant, resource: string, id: string, version: number, current: number) =>
  gw.call(historyRoutes.restore, {
    token: m.account.token,
    params: { shop: m.shopId, resource, record_id: id, version: String(version) },
    body: { version: current },
  });

describe('history of the hand-written writes', () => {
  it('discounts: a create and an update each a version, a taken code none; a version restored', async () => {
    const m = await merchant(gw);
    const body = { kind: 'code', code: 'TEN', name: 'TEN', type: 'percent', value: 10 } as const;
    const made = (await gw.ok(discountRoutes.create, { ...as(m), body })).data;
    expect((await gw.call(discountRoutes.create, { ...as(m), body })).statusCode).toBe(400);
    const params = { shop: m.shopId, id: made.id };
    await gw.ok(discountRoutes.update, { ...as(m), params, body: { ...body, value: 20, version: 0 } });
    expect((await gw.call(discountRoutes.update, { ...as(m), params, body: { ...body, version: 0 } })).statusCode).toBe(
      409,
    );
    expect((await kept(m, 'discounts', made.id)).map((v) => [v.action, v.state.value])).toEqual([
      ['create', 10],
      ['update', 20],
    ]);
    const restored = await restore(m, 'discounts', made.id, 1, 1);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ value: 10, version: 2 });
  });

  it('offers: a create a version, restored through the update (which names the offer in its body)', async () => {
    const m = await merchant(gw);
    const offer = {
      name: 'Pair it',
      title: 'Goes well with',
      type: 'in_cart',
      kind: 'cross_sell',
      target_type: 'products',
      target_ids: [m.mug.id],
      recommended_ids: [m.shirt.id],
      discount_type: 'percent',
      discount_value: 10,
      status: 'draft',
      shop_id: m.shopId,
    } as const;
    const made = (await gw.ok(offerRoutes.create, { ...as(m), body: offer })).data;
    await gw.ok(offerRoutes.update, {
      ...as(m),
      params: { shop: m.shopId, discount_id: made.id },
      body: { ...offer, id: made.id, discount_value: 15, version: 0 },
    });
    expect((await kept(m, 'cross_sales', made.id)).map((v) => [v.action, v.state.discount_value])).toEqual([
      ['create', 10],
      ['update', 15],
    ]);
    const restored = await restore(m, 'cross_sales', made.id, 1, 1);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ discount_value: 10 });
  });

  it('customers: a bulk tag change keeps one version per customer changed', async () => {
    const m = await merchant(gw);
    const a = await createCustomer(gw, m);
    const b = await createCustomer(gw, m);
    const c = await createCustomer(gw, m);
    await gw.ok(customerRoutes.bulk, { ...as(m), body: { ids: [a.id, b.id], changes: { add_tags: ['vip'] } } });
    for (const id of [a.id, b.id]) {
      expect((await kept(m, 'customers', id)).map((v) => [v.action, v.state.tags])).toEqual([
        ['create', []],
        ['update', ['vip']],
      ]);
    }
    expect((await kept(m, 'customers', c.id)).map((v) => v.action)).toEqual(['create']);
  });

  it('products: the variants call and a bulk update (one version per product changed, and its undo)', async () => {
    const m = await merchant(gw);
    await gw.ok(productRoutes.variants, {
      ...as(m),
      body: {
        product_id: m.shirt.id,
        variants: [
          { options: ['S'], price: 11, sku: 'SH-S', quantity: 5 },
          { options: ['L'], price: 15, sku: 'SH-L', quantity: 5 },
        ],
      },
    });
    const refused = await gw.call(productRoutes.variants, {
      ...as(m),
      body: { product_id: m.shirt.id, variants: [{ options: ['XL'], price: 1 }] },
    });
    expect(refused.statusCode).toBe(400);
    const shirt = await kept(m, 'products', m.shirt.id);
    expect(shirt.map((v) => v.action)).toEqual(['create', 'update']);
    expect((shirt[1].state.variants as { price: number }[]).map((v) => v.price)).toEqual([11, 15]);

    const body = { ids: [m.mug.id, m.shirt.id], changes: [{ field: 'status', operation: 'set', value: 'inactive' }] };
    const applied = (await gw.ok(productRoutes.bulkApply, { ...as(m), body })).data;
    expect(applied.updated).toBe(2);
    expect((await kept(m, 'products', m.mug.id)).map((v) => [v.action, v.state.status])).toEqual([
      ['create', 'active'],
      ['update', 'inactive'],
    ]);
    await gw.ok(productRoutes.bulkUndo, { ...as(m), params: { shop: m.shopId, bulk_id: applied.undo_id! } });
    expect((await kept(m, 'products', m.mug.id)).map((v) => v.state.status)).toEqual(['active', 'inactive', 'active']);
    expect(await kept(m, 'products', m.shirt.id)).toHaveLength(4);
  });

  it('orders and drafts: created, bulk status (one version per order), a draft completed', async () => {
    const m = await merchant(gw);
    const first = await createOrder(gw, m);
    const second = await createOrder(gw, m);
    expect((await kept(m, 'orders', first.id)).map((v) => v.action)).toEqual(['create']);
    await gw.ok(orderRoutes.updateStatus, {
      ...as(m),
      query: { status: 'cancel' },
      body: { ids: [first.id, second.id] },
    });
    for (const id of [first.id, second.id]) {
      expect((await kept(m, 'orders', id)).map((v) => [v.action, v.state.status])).toEqual([
        ['create', 'processing'],
        ['update', 'cancel'],
      ]);
    }
    const draft = (
      await gw.ok(draftRoutes.create, {
        ...as(m),
        body: { email: 'ada@example.com', items: [{ product_id: m.mug.id, quantity: 1 }] },
      })
    ).data;
    expect((await kept(m, 'draft_orders', draft.id)).map((v) => v.action)).toEqual(['create']);
    const made = await gw.call(draftRoutes.complete, {
      ...as(m),
      params: { shop: m.shopId, draft_id: draft.id },
      body: { version: 0, payment_status: 'paid' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await kept(m, 'orders', made.json().data.id)).map((v) => v.action)).toEqual(['create']);
  });

  it('settings: taxes, the shop, notifications, an e-mail template each a version; restored; a refused save none', async () => {
    const m = await merchant(gw);
    await gw.ok(taxRoutes.update, { ...as(m), body: { rates: [{ country_code: 'US', name: 'Sales tax', rate: 10 }] } });
    await gw.ok(taxRoutes.update, { ...as(m), body: { rates: [{ country_code: 'US', name: 'Sales tax', rate: 8 }] } });
    const bad = await gw.call(taxRoutes.update, { ...as(m), body: { rates: [{ country_code: 'US', rate: -1 }] } });
    expect(bad.statusCode).toBe(400);
    const taxes = await kept(m, 'tax_settings', m.shopId);
    expect(taxes.map((v) => (v.state.rates as { rate: number }[])[0].rate)).toEqual([10, 8]);
    const current = Number(taxes[1].state.version);
    const restored = await restore(m, 'tax_settings', m.shopId, 1, current);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ rates: [{ rate: 10 }] });
    expect((await kept(m, 'tax_settings', m.shopId)).map((v) => v.action)).toEqual(['update', 'update', 'restore']);

    await gw.ok(shopRoutes.update, {
      token: m.account.token,
      params: { id: m.shopId },
      body: { name: 'Renamed shop' },
    });
    await gw.ok(shopRoutes.update, { token: m.account.token, params: { id: m.shopId }, body: { name: 'Again' } });
    expect((await kept(m, 'shops', m.shopId)).map((v) => v.state.name)).toEqual(['Renamed shop', 'Again']);
    expect((await restore(m, 'shops', m.shopId, 1, 0)).json().data).toMatchObject({ name: 'Renamed shop' });

    const events = { ...DEFAULT_NOTIFICATIONS, order_confirmation: { customer: true, merchant: true } };
    await gw.ok(notificationRoutes.update, { ...as(m), body: { events } });
    const notes = await kept(m, 'notifications', m.shopId);
    expect(notes.map((v) => v.state)).toEqual([{ events }]);

    const template = { slug: 'order_confirmation', subject: 'Thanks {{ order.name }}', html: '<p>Hi</p>' } as const;
    await gw.ok(emailRoutes.update, { ...as(m), body: template });
    expect((await gw.call(emailRoutes.update, { ...as(m), body: { ...template, html: '{% if %}' } })).statusCode).toBe(
      400,
    );
    const mails = await kept(m, 'email_templates', 'order_confirmation');
    expect(mails.map((v) => [v.action, v.state.subject])).toEqual([['update', 'Thanks {{ order.name }}']]);
  });

  it('payments: a create and a toggle each a version', async () => {
    const m = await merchant(gw, {}, { payments: [] });
    const cod = (await gw.call(paymentRoutes.create, { ...as(m), body: { type: 'cod' } })).json().data;
    await gw.ok(paymentRoutes.toggle, { ...as(m), body: { type: 'cod', enabled: false } });
    expect((await kept(m, 'payments', cod.id)).map((v) => [v.action, v.state.enabled])).toEqual([
      ['create', true],
      ['update', false],
    ]);
  });

  it('no stored version holds a secret: payment keys, private app tokens, passwords, two-factor secrets', async () => {
    const m = await merchant(gw, {}, { payments: [] });
    const token = m.account.token;
    const secrets: string[] = [PASSWORD];
    const card = await gw.call(paymentRoutes.create, {
      ...as(m),
      body: { type: 'card', public_key: 'pk_test_visible', secret_key: 'sk_live_card_secret_7788' },
    });
    expect(card.statusCode, card.body).toBe(201);
    await gw.ok(paymentRoutes.update, {
      ...as(m),
      params: { shop: m.shopId, payment_id: card.json().data.id },
      body: { secret_key: 'sk_live_card_secret_9900', version: 0 },
    });
    const paypal = { type: 'paypal', account_name: 'Main', client_id: 'c-1', mode: 'live' } as const;
    await gw.call(paymentRoutes.create, { ...as(m), body: { ...paypal, secret_key: 'paypal_secret_5566' } });
    secrets.push('sk_live_card_secret_7788', 'sk_live_card_secret_9900', 'paypal_secret_5566');

    const app = (await gw.ok(privateAppRoutes.create, { ...as(m), body: { name: 'ERP', scopes: ['write_products'] } }))
      .data;
    secrets.push(app.access_token);
    // Its own token, used for a write that keeps a version.
    const byApp = await gw.call(productRoutes.update, {
      token: app.access_token,
      params: { shop: m.shopId, product_id: m.mug.id },
      body: { price: 31, version: 0 },
    });
    expect(byApp.statusCode, byApp.body).toBe(200);

    const { secret } = (await gw.ok(authRoutes.twoFactorSetup, { token })).data;
    const enabled = await gw.ok(authRoutes.twoFactorEnable, { token, body: { code: totp(secret, Date.now()) } });
    secrets.push(secret, ...enabled.data.recovery_codes);
    const user = await gw.db.selectFrom('users').selectAll().where('id', '=', m.account.id).executeTakeFirstOrThrow();
    secrets.push(...Object.values(user).filter((v): v is string => typeof v === 'string' && v.startsWith('$')));
    await gw.ok(shopRoutes.update, { token, params: { id: m.shopId }, body: { name: 'After the secrets' } });

    // Last: a new password signs the session out.
    const fresh = 'kettle maple orchard 42';
    const changed = await gw.call(authRoutes.changePassword, {
      token,
      body: { current_password: PASSWORD, password: fresh, password_confirmation: fresh },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    secrets.push(fresh);
    // Every version of every shop, not only this one's.
    const rows = await gw.db.selectFrom('record_versions').selectAll().execute();
    expect(rows.filter((r) => r.shop_id === m.shopId).length).toBeGreaterThanOrEqual(5);
    const all = JSON.stringify(rows);
    for (const found of secrets) expect(all, found).not.toContain(found);
  });
});
