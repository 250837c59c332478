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
import { giftCardContract as giftCardRoutes } from '../../resources/gift-card/giftCard.contract';
import { reviewContract as reviewRoutes } from '../../resources/review/review.contract';
import { domainContract as domainRoutes } from '../../resources/domain/domain.contract';
import { feedContract as feedRoutes } from '../../resources/feed/feed.contract';
import { jobContract as jobRoutes } from '../../resources/job/job.contract';
import { FEED_CHANNEL } from '../../gateway/modules/feed/feed.module';
import { themeContract as themeRoutes } from '../../resources/theme/theme.contract';
import { language } from '../../resources/language/language.resource';
import { metafieldContract as metafieldRoutes } from '../../resources/metafield/metafield.contract';
import { fulfillmentContract as fulfillmentRoutes } from '../../resources/order/fulfillment.contract';
import { createCustomer, createOrder, merchant, type Merchant } from './orders.fixtures';
import { PASSWORD, useGateway } from './harness';
import { totp } from '../../gateway/lib/totp';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { privateAppContract as privateAppRoutes } from '../../resources/private-app/privateApp.contract';

const gw = useGateway();
const taxRoutes = settingsContract(tax);
const languageRoutes = settingsContract(language);
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

  it('payments: a move and a delete keep their states (no secret), deletes of orders, drafts and fulfillments one each', async () => {
    const m = await merchant(gw, {}, { payments: [] });
    const body = { type: 'card', public_key: 'pk_test_gone', secret_key: 'sk_live_deleted_4411' } as const;
    const card = (await gw.call(paymentRoutes.create, { ...as(m), body })).json().data;
    const other = (await gw.ok(paymentRoutes.create, { ...as(m), body: { type: 'cod' } })).data;
    // A move is an update of each method whose place changed (the one left in place keeps none).
    await gw.ok(paymentRoutes.position, { ...as(m), body: { ids: [other.id, card.id] } });
    await gw.ok(paymentRoutes.position, { ...as(m), body: { ids: [other.id, card.id] } });
    expect((await kept(m, 'payments', other.id)).map((v) => [v.action, v.state.position])).toEqual([
      ['create', 1],
      ['update', 0],
    ]);
    await gw.ok(paymentRoutes.delete, { ...as(m), params: { shop: m.shopId, payment_id: card.id } });
    const versions = await kept(m, 'payments', card.id);
    expect(versions.map((v) => [v.action, v.state.public_key, v.state.position])).toEqual([
      ['create', 'pk_test_gone', 0],
      ['update', 'pk_test_gone', 1],
      ['delete', 'pk_test_gone', 1],
    ]);
    expect(JSON.stringify(versions)).not.toContain('sk_live_deleted_4411');

    const paid = await merchant(gw);
    const order = await createOrder(gw, paid);
    const made = await gw.call(fulfillmentRoutes.create, {
      ...as(paid),
      params: { shop: paid.shopId, order_id: order.id },
      body: { items: [{ item_index: 0, quantity: 1 }], tracking_number: '1Z1' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const fulfillment = made.json().data.fulfillment;
    const params = { shop: paid.shopId, order_id: order.id, fulfill_id: fulfillment.id };
    await gw.ok(fulfillmentRoutes.update, { ...as(paid), params, body: { tracking_number: '1Z2' } });
    await gw.ok(fulfillmentRoutes.delete, { ...as(paid), params });
    expect((await kept(paid, 'fulfillments', fulfillment.id)).map((v) => [v.action, v.state.tracking_number])).toEqual([
      ['create', '1Z1'],
      ['update', '1Z2'],
      ['delete', '1Z2'],
    ]);
    await gw.ok(orderRoutes.deleteMany, { ...as(paid), body: { ids: [order.id] } });
    expect((await kept(paid, 'orders', order.id)).map((v) => [v.action, v.state.id])).toEqual([
      ['create', order.id],
      ['delete', order.id],
    ]);
    const draft = (
      await gw.ok(draftRoutes.create, {
        ...as(paid),
        body: { email: 'ada@example.com', items: [{ product_id: paid.mug.id, quantity: 1 }] },
      })
    ).data;
    await gw.ok(draftRoutes.deleteMany, { ...as(paid), body: { ids: [draft.id] } });
    expect((await kept(paid, 'draft_orders', draft.id)).map((v) => [v.action, v.state.email])).toEqual([
      ['create', 'ada@example.com'],
      ['delete', 'ada@example.com'],
    ]);
  });

  it('gift cards, reviews (create, status, import) and domains (add, remove) each a version', async () => {
    const m = await merchant(gw);
    const card = (await gw.ok(giftCardRoutes.create, { ...as(m), body: { initial_value: 50, shop_id: m.shopId } }))
      .data;
    const cards = await kept(m, 'gift_cards', card.id);
    expect(cards.map((v) => [v.action, v.state.balance])).toEqual([['create', 50]]);

    const review = { full_name: 'Olivia', content: 'Lovely', rating: 5, type: 'review', shop_id: m.shopId };
    const made = (await gw.ok(reviewRoutes.create, { ...as(m), body: { ...review, product_id: m.mug.id } })).data;
    await gw.ok(reviewRoutes.approve, { ...as(m), query: { status: 'approved' }, body: [made.id] });
    expect((await kept(m, 'reviews', made.id)).map((v) => [v.action, v.state.status])).toEqual([
      ['create', 'pending'],
      ['update', 'approved'],
    ]);
    const csv = 'product_handle,full_name,content,rating\nstoneware-mug,Liam,Nice,4\n';
    const imported = (await gw.ok(reviewRoutes.import, { ...as(m), body: { type: 'review', csv, dry_run: false } }))
      .data;
    expect(imported.created, JSON.stringify(imported)).toBe(1);
    expect((await kept(m, 'reviews', imported.ids[0])).map((v) => [v.action, v.state.full_name])).toEqual([
      ['create', 'Liam'],
    ]);

    const domain = (await gw.ok(domainRoutes.add, { ...as(m), body: { name: `h${m.shopId.slice(-6)}.example` } })).data;
    await gw.ok(domainRoutes.remove, { ...as(m), params: { shop: m.shopId, domain_id: domain.id } });
    expect((await kept(m, 'domains', domain.id)).map((v) => [v.action, v.state.name])).toEqual([
      ['create', domain.name],
      ['delete', domain.name],
    ]);
  });

  it('product CSV import: one version per product created or updated, with the batch', async () => {
    const m = await merchant(gw);
    const csv = `ID,Title,Price\n${m.mug.id},Mug renamed,25\n,Brand new,9\n`;
    const report = (await gw.ok(productRoutes.import, { ...as(m), body: { csv, dry_run: false } })).data;
    expect(report).toMatchObject({ created: 1, updated: 1 });
    expect((await kept(m, 'products', m.mug.id)).map((v) => [v.action, v.state.title])).toEqual([
      ['create', 'Stoneware Mug'],
      ['update', 'Mug renamed'],
    ]);
    const fresh = ('ids' in report ? report.ids! : []).find((id) => id !== m.mug.id)!;
    expect((await kept(m, 'products', fresh)).map((v) => [v.action, v.state.title])).toEqual([['create', 'Brand new']]);
  });

  it('feeds, theme layouts, languages and metafield values each a version; languages and values restored', async () => {
    const m = await merchant(gw);
    const queued = await gw.call(jobRoutes.publish, {
      token: m.account.token,
      query: { channel: FEED_CHANNEL },
      body: { format: 'google', shop_id: m.shopId, user_id: m.account.id },
    });
    expect(queued.statusCode, queued.body).toBe(202);
    await gw.app.queue.drain();
    await gw.ok(feedRoutes.delete, as(m));
    expect((await kept(m, 'feeds', m.shopId)).map((v) => [v.action, v.state.items])).toEqual([
      ['update', 3],
      ['delete', 3],
    ]);

    const token = m.account.token;
    const sense = (await gw.ok(themeRoutes.layoutCreate, { token, body: { theme: 'sense', shop_id: m.shopId } })).data;
    await gw.ok(themeRoutes.act, { token, body: { id: sense.id, action: 'publish', shop_id: m.shopId } });
    const copy = (
      await gw.ok(themeRoutes.act, { token, body: { id: sense.id, action: 'duplicate', shop_id: m.shopId } })
    ).data;
    await gw.ok(themeRoutes.act, { token, body: { id: copy.id, action: 'delete', shop_id: m.shopId } });
    expect((await kept(m, 'theme_layouts', sense.id)).map((v) => [v.action, v.state.role])).toEqual([
      ['create', 'unpublished'],
      ['update', 'main'],
    ]);
    expect((await kept(m, 'theme_layouts', copy.id)).map((v) => v.action)).toEqual(['create', 'delete']);

    await gw.ok(languageRoutes.update, { ...as(m), body: { language: 'en', storefront: ['en', 'vi'] } });
    await gw.ok(languageRoutes.update, { ...as(m), body: { language: 'vi', storefront: ['vi'] } });
    expect((await kept(m, language.table, m.shopId)).map((v) => v.state)).toEqual([
      { language: 'en', storefront: ['en', 'vi'] },
      { language: 'vi', storefront: ['vi'] },
    ]);
    const back = await restore(m, language.table, m.shopId, 1, 0);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toEqual({ language: 'en', storefront: ['en', 'vi'] });

    await gw.ok(metafieldRoutes.createDefinition, {
      ...as(m),
      body: { owner_type: 'product', key: 'material', name: 'Material', type: 'text', shop_id: m.shopId },
    });
    const save = (material: string) =>
      gw.call(metafieldRoutes.saveValues, {
        ...as(m),
        params: { shop: m.shopId, owner_type: 'product', owner_id: m.mug.id },
        body: { values: { material } },
      });
    expect((await save('Clay')).statusCode).toBe(200);
    expect((await save('Stone')).statusCode).toBe(200);
    const record = `product:${m.mug.id}`;
    expect((await kept(m, 'metafield_values', record)).map((v) => v.state.values)).toEqual([
      { material: 'Clay' },
      { material: 'Stone' },
    ]);
    const restored = await restore(m, 'metafield_values', record, 1, 0);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await kept(m, 'metafield_values', record)).map((v) => v.action)).toEqual(['update', 'update', 'restore']);
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
