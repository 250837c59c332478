/**
 * SPEC §7 Shipping and Surcharge, and the tax settings: CRUD with the §5 messages and the
 * named bounds, stale writes, the two checkout calls priced by the engine (shipping by
 * country, surcharges, tax, tip, VND), and another merchant's shop and records.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { shippingCheckoutContract } from '../../resources/shipping/shipping.contract';
import { shipping } from '../../resources/shipping/shipping.resource';
import { MAX_PRICE } from '../../resources/shipping/shipping.limits';
import { declaredContract } from '../../core/declaredContract';
import { subfeeCheckoutContract } from '../../resources/subfee/subfee.contract';
import { subfee } from '../../resources/subfee/subfee.resource';
import { settingsContract } from '../../core/settingsContract';
import { tax } from '../../resources/tax/tax.resource';
import { draftContract as draftRoutes } from '../../resources/order/draft.contract';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { useGateway } from './harness';
import { merchant, type Merchant } from './orders.fixtures';

const taxRoutes = settingsContract(tax);

const gw = useGateway();
const subfeeRoutes = { ...declaredContract(subfee), ...subfeeCheckoutContract };
const shippingRoutes = { ...declaredContract(shipping), ...shippingCheckoutContract };
type Zone = z.input<typeof shippingRoutes.create.body>;
type Fee = Record<string, unknown>;

const method = {
  name: 'Express',
  type: 'flat_rate',
  price: 15,
  additional_price: 0,
  condition: 'none',
  min: 0,
  max: 0,
} as const;
const domestic: Zone = {
  name: 'Domestic',
  country_codes: ['US'],
  price_rates: [
    { name: 'Standard', min: 0, max: 49.99, cost: 6 },
    { name: 'Free over $50', min: 50, max: 0, cost: 0 },
  ],
  methods: [method],
};
const fragile = (m: Merchant): Fee => ({
  name: 'Fragile',
  applies_to: 'products',
  product_ids: [m.mug.id],
  first_item: 2,
  next_item: 0.5,
});

const as = (m: Merchant) => ({ token: m.account.token, params: { shop: m.shopId } });
const createZone = (m: Merchant, body: Zone = domestic) =>
  gw.ok(shippingRoutes.create, { ...as(m), body }).then((a) => a.data);
const createFee = (m: Merchant, body: Fee) => gw.ok(subfeeRoutes.create, { ...as(m), body }).then((a) => a.data);
const quote = (m: Merchant, country: string, body: Record<string, unknown>) =>
  gw
    .ok(shippingRoutes.checkout, { token: m.account.token, params: { shop: m.shopId, country_code: country }, body })
    .then((a) => a.data);

describe('shipping zones', () => {
  it('creates with ids for every rate and method, lists, gets, replaces (versioned) and deletes', async () => {
    const m = await merchant(gw);
    const zone = await createZone(m);
    expect(zone).toMatchObject({
      name: 'Domestic',
      country_mode: 'include',
      country_codes: ['US'],
      version: 0,
      shop_id: m.shopId,
    });
    expect(zone.price_rates.every((r) => r.id.length > 0) && zone.methods[0].id.length > 0).toBe(true);
    await createZone(m, { name: 'Rest of world', country_mode: 'exclude', country_codes: ['US'] });
    const list = await gw.ok(shippingRoutes.list, as(m));
    expect(list.data.zones.map((z) => z.name)).toEqual(['Domestic', 'Rest of world']);

    const params = { shop: m.shopId, shipping_id: zone.id };
    const kept = zone.methods[0].id;
    const body = { ...domestic, methods: [{ ...method, id: kept, price: 20 }], version: 0 };
    const updated = await gw.ok(shippingRoutes.update, { token: m.account.token, params, body });
    expect(updated.data).toMatchObject({ version: 1, methods: [{ id: kept, price: 20 }] });
    expect((await gw.call(shippingRoutes.update, { token: m.account.token, params, body })).statusCode).toBe(409);

    expect((await gw.ok(shippingRoutes.delete, { token: m.account.token, params })).data).toMatchObject({
      id: zone.id,
      version: 1,
    });
    expect((await gw.call(shippingRoutes.get, { token: m.account.token, params })).statusCode).toBe(404);
  });

  it.each([
    ['zone name required', { ...domestic, name: ' ' }, 'name', { message: 'app.validation.required' }],
    [
      'a country that does not exist',
      { ...domestic, country_codes: ['US', 'XX'] },
      'country_codes.1',
      { message: 'app.validation.invalid' },
    ],
    [
      'method name not empty',
      { ...domestic, methods: [{ ...method, name: '' }] },
      'methods.0.name',
      { message: 'app.validation.required' },
    ],
    [
      'method price required',
      { ...domestic, methods: [{ ...method, price: '' }] },
      'methods.0.price',
      { message: 'app.validation.required' },
    ],
    [
      'price not below the lower bound 0',
      { ...domestic, methods: [{ ...method, price: -1 }] },
      'methods.0.price',
      { message: 'app.validation.atLeast', args: { n: 0 } },
    ],
    [
      'price under the named maximum',
      { ...domestic, methods: [{ ...method, price: MAX_PRICE }] },
      'methods.0.price',
      { message: 'app.validation.maxValue', args: { n: MAX_PRICE } },
    ],
    [
      'second-item price required',
      { ...domestic, methods: [{ ...method, additional_price: null }] },
      'methods.0.additional_price',
      { message: 'app.validation.required' },
    ],
    [
      'minimum required',
      { ...domestic, methods: [{ ...method, min: '' }] },
      'methods.0.min',
      { message: 'app.validation.required' },
    ],
    [
      'maximum not below the minimum',
      { ...domestic, price_rates: [{ name: 'x', min: 50, max: 10, cost: 1 }] },
      'price_rates.0.max',
      { message: 'app.validation.atLeast', args: { n: 50 } },
    ],
    [
      'a method type of the four',
      { ...domestic, methods: [{ ...method, type: 'teleport' }] },
      'methods.0.type',
      expect.objectContaining({ message: expect.any(String) }),
    ],
  ])('answers 400 on the field: %s', async (_n, body, field, error) => {
    const m = await merchant(gw);
    const res = await gw.call(shippingRoutes.create, { ...as(m), body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual(error);
    expect((await gw.ok(shippingRoutes.list, as(m))).data.total).toBe(0);
  });
});

describe('shipping checkout', () => {
  it('answers the options of the country, charges the cheapest or the chosen one, with surcharges and tax', async () => {
    const m = await merchant(gw);
    await createZone(m);
    await createZone(m, {
      name: 'Canada',
      country_codes: ['CA'],
      methods: [{ ...method, name: 'By item', type: 'by_item', price: 8, additional_price: 2 }],
    });
    await createFee(m, fragile(m));
    await gw.ok(taxRoutes.update, { ...as(m), body: { rates: [{ country_code: 'US', name: 'Sales tax', rate: 10 }] } });

    // 1 mug = 25.00: Standard 6.00 (under 50) and Express 15.00; fragile 2.00; tax 10 % of 27.00
    const one = await quote(m, 'us', { lines: [{ product_id: m.mug.id, quantity: 1 }] });
    expect(one.options.map((o) => [o.name, o.amount_minor])).toEqual([
      ['Standard', 600],
      ['Express', 1500],
    ]);
    expect(one.chosen).toBe(one.options[0].id);
    expect(one.priced.adjustments.map((a) => [a.kind, a.amount_minor])).toEqual([
      ['shipping', 600],
      ['surcharge', 200],
      ['tax', 270],
    ]);
    expect(one.priced.total_minor).toBe(2500 + 600 + 200 + 270);

    // 3 mugs = 75.00: free shipping rate; the chosen Express is charged; a 10 % tip of the order
    await gw.ok(shopRoutes.update, {
      token: m.account.token,
      params: { id: m.shopId },
      body: { tip: { enabled: true, percentages: [10] } },
    });
    const three = await quote(m, 'US', {
      lines: [{ product_id: m.mug.id, quantity: 3 }],
      shipping_option_id: one.options[1].id,
      tip_percent: 10,
    });
    expect(three.options.map((o) => o.name)).toEqual(['Free over $50', 'Express']);
    expect(three.priced.adjustments.map((a) => [a.kind, a.amount_minor])).toEqual([
      ['shipping', 1500],
      ['surcharge', 300],
      ['tax', 780],
      ['tip', 750],
    ]);

    const canada = await quote(m, 'CA', { lines: [{ product_id: m.mug.id, quantity: 2 }] });
    expect(canada.options.map((o) => [o.name, o.amount_minor])).toEqual([['By item', 1000]]);
    const nowhere = await quote(m, 'VN', { lines: [{ product_id: m.mug.id, quantity: 1 }] });
    expect(nowhere).toMatchObject({ options: [], chosen: null });
  });

  it('VND: whole đồng; prices that include tax keep the total and show the tax inside', async () => {
    const m = await merchant(gw, { currency: 'VND', language: 'vi' });
    await createZone(m, {
      name: 'Nội địa',
      country_codes: ['VN'],
      price_rates: [{ name: 'Tiêu chuẩn', min: 0, max: 0, cost: 30_000 }],
    });
    await gw.ok(taxRoutes.update, {
      ...as(m),
      body: { prices_include_tax: true, rates: [{ country_code: 'VN', name: 'VAT', rate: 8 }] },
    });
    const q = await quote(m, 'VN', { lines: [{ product_id: m.mug.id, quantity: 1 }] });
    expect(q.priced).toMatchObject({
      digits: 0,
      subtotal_minor: 250_000,
      total_minor: 280_000,
      included_tax_minor: 18_519,
    });
  });

  it('answers 400 on a bad country or a product of another shop', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const bad = await gw.call(shippingRoutes.checkout, {
      token: m.account.token,
      params: { shop: m.shopId, country_code: 'USA' },
      body: { lines: [{ product_id: m.mug.id, quantity: 1 }] },
    });
    expect(bad.statusCode).toBe(400);
    const theirs = await gw.call(shippingRoutes.checkout, {
      token: m.account.token,
      params: { shop: m.shopId, country_code: 'US' },
      body: { lines: [{ product_id: other.mug.id, quantity: 1 }] },
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors).toEqual({ 'lines.0.product_id': { message: 'app.validation.invalid' } });
  });
});

describe('surcharges', () => {
  it('creates, lists with params, gets, replaces, deletes with a body, and prices a cart with params', async () => {
    const m = await merchant(gw);
    const fee = await createFee(m, fragile(m));
    const remote = await createFee(m, {
      name: 'Remote island',
      applies_to: 'countries',
      country_codes: ['US'],
      first_item: 5,
      next_item: 0,
    });
    const list = await gw.ok(subfeeRoutes.list, { ...as(m), query: { q: 'fragi' } });
    expect(list.data.subfees.map((s) => s.id)).toEqual([fee.id]);
    const params = { shop: m.shopId, subfee_id: fee.id };
    const updated = await gw.ok(subfeeRoutes.update, {
      token: m.account.token,
      params,
      body: { ...fragile(m), next_item: 1, version: 0 },
    });
    expect(updated.data).toMatchObject({ next_item: 1, version: 1 });
    expect(
      (await gw.call(subfeeRoutes.update, { token: m.account.token, params, body: { ...fragile(m), version: 0 } }))
        .statusCode,
    ).toBe(409);

    const checkout = await gw.ok(subfeeRoutes.checkout, {
      ...as(m),
      query: { country_code: 'US' },
      body: { lines: [{ product_id: m.mug.id, quantity: 3 }] },
    });
    expect(checkout.data.subfees).toEqual([
      { id: fee.id, name: 'Fragile', amount_minor: 400 },
      { id: remote.id, name: 'Remote island', amount_minor: 500 },
    ]);
    expect(checkout.data).toMatchObject({ total_minor: 900, priced: { total_minor: 7500 + 900 } });
    const elsewhere = await gw.ok(subfeeRoutes.checkout, {
      ...as(m),
      query: { country_code: 'CA' },
      body: { lines: [{ product_id: m.mug.id, quantity: 1 }] },
    });
    expect(elsewhere.data.subfees.map((s) => s.name)).toEqual(['Fragile']);

    expect((await gw.ok(subfeeRoutes.deleteMany, { ...as(m), body: { ids: [fee.id, 'nope'] } })).data.ids).toEqual([
      fee.id,
    ]);
    expect((await gw.call(subfeeRoutes.get, { token: m.account.token, params })).statusCode).toBe(404);
  });

  it.each([
    [
      'name required',
      { name: '', applies_to: 'countries', country_codes: ['US'], first_item: 1, next_item: 1 },
      'name',
      { message: 'app.validation.required' },
    ],
    [
      'first item required',
      { name: 'x', applies_to: 'countries', country_codes: ['US'], first_item: '', next_item: 1 },
      'first_item',
      { message: 'app.validation.required' },
    ],
    [
      'next item at least 0',
      { name: 'x', applies_to: 'countries', country_codes: ['US'], first_item: 1, next_item: -0.5 },
      'next_item',
      { message: 'app.validation.atLeast', args: { n: 0 } },
    ],
    [
      'the countries it applies to',
      { name: 'x', applies_to: 'countries', country_codes: [], first_item: 1, next_item: 1 },
      'country_codes',
      { message: 'app.validation.list' },
    ],
    [
      'the collections it applies to',
      { name: 'x', applies_to: 'collections', first_item: 1, next_item: 1 },
      'collection_ids',
      { message: 'app.validation.list' },
    ],
  ])('answers 400 on the field: %s', async (_n, body, field, error) => {
    const m = await merchant(gw);
    const res = await gw.call(subfeeRoutes.create, { ...as(m), body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual(error);
  });
});

describe('taxes', () => {
  it('answers defaults before the first save, then the saved rates; a duplicate region is refused', async () => {
    const m = await merchant(gw);
    expect((await gw.ok(taxRoutes.get, as(m))).data).toMatchObject({
      prices_include_tax: false,
      rates: [],
      version: 0,
      updated_at: null,
    });
    const saved = await gw.ok(taxRoutes.update, {
      ...as(m),
      body: { tax_shipping: true, rates: [{ country_code: 'us', name: 'Tax', rate: 7.25 }], version: 0 },
    });
    expect(saved.data).toMatchObject({
      tax_shipping: true,
      rates: [{ country_code: 'US', region: null, rate: 7.25 }],
      version: 1,
    });
    expect((await gw.call(taxRoutes.update, { ...as(m), body: { rates: [], version: 0 } })).statusCode).toBe(409);
    const dup = await gw.call(taxRoutes.update, {
      ...as(m),
      body: {
        rates: [
          { country_code: 'US', name: 'a', rate: 1 },
          { country_code: 'US', region: '', name: 'b', rate: 2 },
        ],
      },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors['rates.1.region']).toEqual({ message: 'app.validation.tax_rate_duplicate' });
    const rate = await gw.call(taxRoutes.update, {
      ...as(m),
      body: { rates: [{ country_code: 'US', name: 'a', rate: 100 }] },
    });
    expect(rate.json().errors['rates.0.rate']).toEqual({ message: 'app.validation.maxValue', args: { n: 100 } });
  });

  it('two first saves at once both land (the row is made once); two from version 0: one 409 with the current', async () => {
    const m = await merchant(gw);
    const save = (body: Record<string, unknown>) => gw.call(taxRoutes.update, { ...as(m), body });
    const unversioned = await Promise.all([save({ tax_shipping: true }), save({ prices_include_tax: true })]);
    expect(unversioned.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await gw.ok(taxRoutes.get, as(m))).data.version).toBe(2);

    const other = await merchant(gw);
    const from0 = await Promise.all(
      [1, 2].map((rate) =>
        gw.call(taxRoutes.update, {
          ...as(other),
          body: { rates: [{ country_code: 'US', name: 'Tax', rate }], version: 0 },
        }),
      ),
    );
    expect(from0.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const stale = from0.find((r) => r.statusCode === 409)!.json();
    expect(stale).toMatchObject({ code: 'stale_write', data: { version: 1 } });
  });
});

describe('draft orders use the checkout pricing', () => {
  it("a draft without a typed price pays the zone's rate for its country; a typed price wins everywhere", async () => {
    const m = await merchant(gw);
    await createZone(m);
    await createFee(m, fragile(m));
    await gw.ok(taxRoutes.update, { ...as(m), body: { rates: [{ country_code: 'US', name: 'Sales tax', rate: 10 }] } });
    const shipTo = (country: string) => ({
      first_name: 'Ada',
      last_name: 'Lovelace',
      address: '1 Main St',
      city: 'Town',
      country_code: country,
      zip_code: '10001',
    });
    const draft = (country: string, shippingPrice: number | null) =>
      gw
        .ok(draftRoutes.create, {
          ...as(m),
          body: {
            email: 'ada@example.com',
            items: [{ product_id: m.mug.id, quantity: 1 }],
            shipping_price: shippingPrice,
            shipping_address: shipTo(country),
          },
        })
        .then((a) => a.data);
    // 25.00 + Standard 6.00 + fragile 2.00 + 10 % of 27.00
    const us = await draft('US', null);
    expect(us.adjustments.map((a) => [a.kind, a.title, a.amount])).toEqual([
      ['shipping', 'Standard', 6],
      ['surcharge', 'Fragile', 2],
      ['tax', 'Sales tax', 2.7],
    ]);
    expect(us).toMatchObject({ subtotal: 25, shipping: 6, shipping_price: null, total: 35.7 });
    // Issue 31: the merchant's 9.00 is charged although the zone serves the US.
    const typed = await draft('US', 9);
    expect(typed.adjustments.map((a) => [a.kind, a.title, a.amount])).toEqual([
      ['shipping', 'Shipping', 9],
      ['surcharge', 'Fragile', 2],
      ['tax', 'Sales tax', 2.7],
    ]);
    expect(typed.adjustments[0].id).toBe('manual');
    expect(typed).toMatchObject({ shipping: 9, shipping_price: 9, total: 38.7 });
    // Typed 0: free shipping, not the zone's rate.
    expect(await draft('US', 0)).toMatchObject({ shipping: 0, total: 29.7 });
    // No zone for France: the 9.00 entered, the surcharge, no tax rate; nothing entered, no shipping.
    expect(await draft('FR', 9)).toMatchObject({ shipping: 9, total: 36 });
    expect(await draft('FR', null)).toMatchObject({ shipping: 0, total: 27 });
  });
});

describe('another merchant', () => {
  it('gets 404 on every call about my shop and records, and my data stays as it was', async () => {
    const me = await merchant(gw);
    const them = await merchant(gw);
    const zone = await createZone(me);
    const fee = await createFee(me, fragile(me));
    await gw.ok(taxRoutes.update, { ...as(me), body: { rates: [{ country_code: 'US', name: 'Tax', rate: 5 }] } });
    const before = {
      zone: (
        await gw.ok(shippingRoutes.get, { token: me.account.token, params: { shop: me.shopId, shipping_id: zone.id } })
      ).data,
      fee: (await gw.ok(subfeeRoutes.get, { token: me.account.token, params: { shop: me.shopId, subfee_id: fee.id } }))
        .data,
      tax: (await gw.ok(taxRoutes.get, as(me))).data,
    };
    const t = them.account.token;
    const mine = { shop: me.shopId };
    const statuses = await Promise.all([
      gw.call(shippingRoutes.update, {
        token: t,
        params: { ...mine, shipping_id: zone.id },
        body: { ...domestic, name: 'Hacked' },
      }),
      gw.call(shippingRoutes.delete, { token: t, params: { ...mine, shipping_id: zone.id } }),
      gw.call(subfeeRoutes.update, {
        token: t,
        params: { ...mine, subfee_id: fee.id },
        body: { ...fragile(me), name: 'Hacked' },
      }),
      gw.call(subfeeRoutes.deleteMany, { token: t, params: mine, body: { ids: [fee.id] } }),
      gw.call(taxRoutes.update, { token: t, params: mine, body: { rates: [] } }),
      gw.call(shippingRoutes.checkout, {
        token: t,
        params: { ...mine, country_code: 'US' },
        body: { lines: [{ product_id: me.mug.id, quantity: 1 }] },
      }),
      // Their own shop, my records' ids: not found either.
      gw.call(shippingRoutes.update, { token: t, params: { shop: them.shopId, shipping_id: zone.id }, body: domestic }),
      gw.call(subfeeRoutes.get, { token: t, params: { shop: them.shopId, subfee_id: fee.id } }),
    ]);
    expect(statuses.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
    expect(
      (await gw.ok(subfeeRoutes.deleteMany, { token: t, params: { shop: them.shopId }, body: { ids: [fee.id] } })).data
        .ids,
    ).toEqual([]);
    expect({
      zone: (
        await gw.ok(shippingRoutes.get, { token: me.account.token, params: { shop: me.shopId, shipping_id: zone.id } })
      ).data,
      fee: (await gw.ok(subfeeRoutes.get, { token: me.account.token, params: { shop: me.shopId, subfee_id: fee.id } }))
        .data,
      tax: (await gw.ok(taxRoutes.get, as(me))).data,
    }).toEqual(before);
  });
});
