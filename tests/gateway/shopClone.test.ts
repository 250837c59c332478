/**
 * Issue 26 item 4: a new shop from another of the merchant's shops. The CLONE-SHOP job copies
 * settings, the active theme with its files, menus and pages with new ids and references
 * remapped; no secret comes along; a second start or a job run again creates nothing twice;
 * undo removes what the clone added; another merchant's shop is a 404.
 */
import { describe, expect, it } from 'vitest';
import { declaredContract } from '../../core/declaredContract';
import { settingsContract } from '../../core/settingsContract';
import { emailContract as emailRoutes } from '../../resources/email/email.contract';
import { menuContract as menuRoutes } from '../../resources/menu/menu.contract';
import { notificationContract as notificationRoutes } from '../../resources/notification/notification.contract';
import { DEFAULT_NOTIFICATIONS } from '../../resources/notification/notification.schema';
import { page } from '../../resources/page/page.resource';
import { paymentContract as paymentRoutes } from '../../resources/payment/payment.contract';
import { shipping } from '../../resources/shipping/shipping.resource';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { shopCloneContract as cloneRoutes } from '../../resources/shop/shopClone.contract';
import { subfee } from '../../resources/subfee/subfee.resource';
import { tax } from '../../resources/tax/tax.resource';
import { themeContract as themeRoutes } from '../../resources/theme/theme.contract';
import { useGateway } from './harness';

const gw = useGateway();
const pageRoutes = declaredContract(page);
const zoneRoutes = declaredContract(shipping);
const subfeeRoutes = declaredContract(subfee);
const taxRoutes = settingsContract(tax);
const CARD_SECRET = 'sk_live_51CloneSecret4242';
const PAYPAL_SECRET = 'EHcloneSecretPaypal-7731';
const ALL = ['settings', 'theme', 'menus', 'pages'] as const;

/** A merchant with a furnished shop and a new empty one. */
async function furnished() {
  const account = await gw.account();
  const token = account.token;
  const source = (await gw.createShop(token, { name: 'Maple Source' }))._id;
  const target = (await gw.createShop(token, { name: 'Maple Second' }))._id;
  const as = { token, params: { shop: source } };
  const about = (
    await gw.ok(pageRoutes.create, { ...as, body: { title: 'About us', description: '<p>Hi</p>', shop_id: source } })
  ).data;
  await gw.ok(menuRoutes.create, {
    ...as,
    body: {
      shop_id: source,
      title: 'Main menu',
      location: 'header',
      items: [
        { id: 'i1', name: 'About', type: 'page', target_id: about.id, url: '', children: [] },
        { id: 'i2', name: 'Blog', type: 'url', url: 'https://blog.example', children: [] },
      ],
    },
  });
  const zone = {
    name: 'Domestic',
    country_codes: ['US'],
    price_rates: [{ name: 'Standard', min: 0, max: 0, cost: 6 }],
    methods: [
      { name: 'Express', type: 'flat_rate', price: 15, additional_price: 0, condition: 'none', min: 0, max: 0 },
    ],
  };
  await gw.ok(zoneRoutes.create, { ...as, body: zone as never });
  await gw.ok(subfeeRoutes.create, {
    ...as,
    body: { name: 'Island', applies_to: 'countries', country_codes: ['US'], first_item: 2, next_item: 1 } as never,
  });
  await gw.ok(taxRoutes.update, { ...as, body: { rates: [{ country_code: 'US', name: 'Sales tax', rate: 7 }] } });
  await gw.ok(emailRoutes.update, {
    ...as,
    body: { slug: 'order_confirmation', subject: 'Thanks from Maple', html: '<p>Maple thanks you</p>' },
  });
  const events = { ...DEFAULT_NOTIFICATIONS, order_confirmation: { customer: true, merchant: true } };
  await gw.ok(notificationRoutes.update, { ...as, body: { events } });
  await gw.ok(paymentRoutes.create, {
    ...as,
    body: { type: 'card', public_key: 'pk_live_9', secret_key: CARD_SECRET },
  });
  await gw.ok(paymentRoutes.create, {
    ...as,
    body: { type: 'paypal', account_name: 'Main', client_id: 'c-1', secret_key: PAYPAL_SECRET, mode: 'live' },
  });
  await gw.ok(paymentRoutes.create, { ...as, body: { type: 'cod', instructions: 'Cash please' } });
  await gw.ok(shopRoutes.update, { token, params: { id: source }, body: { title: 'Maple SEO title' } as never });
  await gw.ok(themeRoutes.active, { token, query: { shop_id: source } });
  return { token, source, target, about, events };
}

const start = (token: string, target: string, body: Record<string, unknown>) =>
  gw.call(cloneRoutes.start, { token, params: { id: target }, body });

/** Every row of the shop's tables as text, to search for what must not be there. */
async function shopText(shopId: string) {
  const tables = ['payments', 'shops', 'shipping_zones', 'subfees', 'email_templates', 'menus', 'pages', 'shop_clones'];
  const rows = await Promise.all(
    tables.map((t) =>
      gw.db
        .selectFrom(t as 'pages')
        .selectAll()
        .where(t === 'shops' ? 'id' : 'shop_id', '=', shopId)
        .execute(),
    ),
  );
  const values = await gw.db.selectFrom('key_values').selectAll().where('key', 'like', `%:${shopId}`).execute();
  return JSON.stringify([rows, values]);
}

const count = async (table: string, shopId: string) =>
  (
    await gw.db
      .selectFrom(table as 'pages')
      .select('id')
      .where('shop_id', '=', shopId)
      .execute()
  ).length;

describe('a new shop from another', () => {
  it('copies every part with new ids and references remapped, and no secret', async () => {
    const m = await furnished();
    const started = await start(m.token, m.target, { source_id: m.source, parts: [...ALL] });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().data).toMatchObject({ status: 'queued', source_name: 'Maple Source', parts: [...ALL] });
    await gw.app.queue.drain();
    const as = { token: m.token, params: { shop: m.target } };
    const clone = (await gw.ok(cloneRoutes.get, { token: m.token, params: { id: m.target } })).data!;
    expect(clone.status).toBe('done');
    expect(clone.report.settings).toMatchObject({
      counts: { shipping_zones: 1, subfees: 1, email_templates: 1, payments: 3, tax_settings: 1, notifications: 1 },
      secrets_to_enter: ['card', 'paypal'],
    });
    expect(clone.report.theme?.counts.theme_files).toBeGreaterThan(0);

    // Pages and menus: new ids, the menu's page item pointing at the copy.
    const pages = (await gw.ok(pageRoutes.list, as)).data.pages;
    expect(pages.map((p: { title: string }) => p.title)).toEqual(['About us']);
    expect(pages[0].id).not.toBe(m.about.id);
    const menus = (await gw.ok(menuRoutes.list, as)).data.menus;
    expect(menus).toHaveLength(1);
    expect(menus[0].items[0]).toMatchObject({ type: 'page', target_id: pages[0].id, url: '/pages/about-us' });
    expect(menus[0].items[1]).toMatchObject({ type: 'url', url: 'https://blog.example' });

    // Settings.
    const zones = (await gw.ok(zoneRoutes.list, as)).data.zones;
    expect(zones[0]).toMatchObject({ name: 'Domestic', methods: [expect.objectContaining({ name: 'Express' })] });
    expect((await gw.ok(subfeeRoutes.list, as)).data.subfees[0]).toMatchObject({ name: 'Island' });
    expect((await gw.ok(taxRoutes.get, as)).data.rates).toEqual([
      expect.objectContaining({ country_code: 'US', rate: 7 }),
    ]);
    const mail = (await gw.ok(emailRoutes.get, { ...as, params: { ...as.params, slug: 'order_confirmation' } })).data;
    expect(mail).toMatchObject({ subject: 'Thanks from Maple', customized: true });
    expect((await gw.ok(notificationRoutes.get, as)).data.events).toEqual(m.events);
    const shop = (await gw.ok(shopRoutes.get, { token: m.token, params: { id: m.target }, query: {} })).data;
    expect(shop).toMatchObject({ title: 'Maple SEO title', name: 'Maple Second' });

    // Payment methods: those with a secret are off and have none; no row holds the source's keys.
    const payments = (await gw.ok(paymentRoutes.list, as)).data.payments;
    expect(
      payments.map((p: { type: string; enabled: boolean; secret_key: string | null }) => [
        p.type,
        p.enabled,
        p.secret_key,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['card', false, null],
        ['paypal', false, null],
        ['cod', true, null],
      ]),
    );
    const sourceSecrets = await gw.db
      .selectFrom('payments')
      .select('secret_enc')
      .where('shop_id', '=', m.source)
      .execute();
    const text = await shopText(m.target);
    for (const { secret_enc: sealed } of sourceSecrets) if (sealed) expect(text).not.toContain(sealed);
    expect(text).not.toContain(CARD_SECRET);
    expect(text).not.toContain(PAYPAL_SECRET);

    // The theme: a published layout of the new shop, its files under the new shop's prefix.
    const active = (await gw.ok(themeRoutes.active, { token: m.token, query: { shop_id: m.target } })).data;
    expect(active.id).toBe(
      (await gw.db.selectFrom('theme_layouts').select('id').where('shop_id', '=', m.target).executeTakeFirstOrThrow())
        .id,
    );
    const files = await gw.db.selectFrom('template_objects').select('key').where('shop_id', '=', m.target).execute();
    expect(files.length).toBe(clone.report.theme!.counts.theme_files * 2);
    expect(files.every((f) => f.key.startsWith(`themes/${m.target}/${active.id}/`))).toBe(true);
  });

  it('creates nothing twice: a second start answers the same clone, a job run again adds nothing', async () => {
    const m = await furnished();
    const first = (await start(m.token, m.target, { source_id: m.source, parts: [...ALL] })).json().data;
    const again = await start(m.token, m.target, { source_id: m.source, parts: ['pages'] });
    expect(again.statusCode).toBe(202);
    expect(again.json().data).toMatchObject({ id: first.id, job_id: first.job_id, parts: [...ALL] });
    await gw.app.queue.drain();
    const before = await Promise.all(['pages', 'menus', 'payments', 'theme_layouts'].map((t) => count(t, m.target)));
    // The same job run again (a retry after a lost lease): every part is already recorded.
    await gw.db
      .updateTable('jobs')
      .set({ status: 'queued', run_at: new Date(0).toISOString() })
      .where('id', '=', first.job_id)
      .execute();
    await gw.app.queue.drain();
    const job = await gw.db.selectFrom('jobs').selectAll().where('id', '=', first.job_id).executeTakeFirstOrThrow();
    expect(job.status, job.error ?? '').toBe('done');
    expect(await Promise.all(['pages', 'menus', 'payments', 'theme_layouts'].map((t) => count(t, m.target)))).toEqual(
      before,
    );
    expect(
      await gw.db
        .selectFrom('jobs')
        .select('id')
        .where('channel', '=', 'CLONE-SHOP')
        .where('shop_id', '=', m.target)
        .execute(),
    ).toHaveLength(1);
  });

  it('undo removes what the clone added and puts the replaced settings back; the shop stays; once', async () => {
    const m = await furnished();
    await start(m.token, m.target, { source_id: m.source, parts: [...ALL] });
    await gw.app.queue.drain();
    const undo = await gw.call(cloneRoutes.undo, { token: m.token, params: { id: m.target } });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data).toMatchObject({ status: 'undone' });
    expect(undo.json().data.removed).toBeGreaterThan(5);
    for (const table of ['pages', 'menus', 'payments', 'shipping_zones', 'subfees', 'email_templates', 'shop_headers'])
      expect(await count(table, m.target), table).toBe(0);
    expect(await gw.db.selectFrom('template_objects').select('key').where('shop_id', '=', m.target).execute()).toEqual(
      [],
    );
    expect(
      await gw.db.selectFrom('key_values').select('key').where('key', '=', `notifications:${m.target}`).execute(),
    ).toEqual([]);
    const as = { token: m.token, params: { shop: m.target } };
    expect((await gw.ok(taxRoutes.get, as)).data.rates).toEqual([]);
    const shop = (await gw.ok(shopRoutes.get, { token: m.token, params: { id: m.target }, query: {} })).data;
    expect(shop).toMatchObject({ name: 'Maple Second' });
    expect(shop.title ?? null).toBeNull();
    // The source is as it was.
    expect(await count('pages', m.source)).toBe(1);
    expect(await count('payments', m.source)).toBe(3);
    const twice = await gw.call(cloneRoutes.undo, { token: m.token, params: { id: m.target } });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().code).toBe('shop.clone.undo_expired');
  });

  it("is scoped to the merchant: another merchant's shop as source or target is a 404; bad input is a 400", async () => {
    const m = await furnished();
    const other = await gw.account();
    const theirs = (await gw.createShop(other.token, { name: 'Theirs' }))._id;
    expect((await start(m.token, m.target, { source_id: theirs, parts: ['pages'] })).statusCode).toBe(404);
    expect((await start(other.token, m.target, { source_id: m.source, parts: ['pages'] })).statusCode).toBe(404);
    expect((await start(other.token, theirs, { source_id: m.source, parts: ['pages'] })).statusCode).toBe(404);
    expect((await gw.call(cloneRoutes.get, { token: other.token, params: { id: m.target } })).statusCode).toBe(404);
    expect((await gw.call(cloneRoutes.undo, { token: other.token, params: { id: m.target } })).statusCode).toBe(404);
    expect(await count('pages', theirs)).toBe(0);
    const bad = await start(m.token, m.target, { source_id: '', parts: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['parts', 'source_id']);
    const self = await start(m.token, m.target, { source_id: m.target, parts: ['pages'] });
    expect(self.statusCode).toBe(400);
    expect(self.json().errors.source_id.message).toBe('app.validation.invalid');
    // Nothing was started by any of them.
    expect((await gw.ok(cloneRoutes.get, { token: m.token, params: { id: m.target } })).data).toBeNull();
  });
});
