/**
 * Row tests of the whole checkout pricing (issue 12): every shipping type and condition,
 * 0 = not set, price- and product-based rates, surcharges first/next item, tax inclusive
 * and exclusive, tip, VND rounding, and the order of the steps.
 */
import { describe, expect, it } from 'vitest';
import { priceCheckout } from './checkout';
import { methodApplies, methodPrice, productMatches, shippingOptions, zoneServes } from './shipping';
import { surchargeAmount } from './surcharge';
import { taxRateFor } from './tax';
import { subtotalStep } from './price';
import type {
  Cart,
  CartLine,
  PricingState,
  ShippingMethodRule,
  ShippingZoneRule,
  SurchargeRule,
  TaxRule,
} from './pricing.types';

const line = (over: Partial<CartLine> = {}): CartLine => ({
  product_id: 'mug',
  variant_id: null,
  title: 'Blue mug',
  quantity: 1,
  unit_price: 2000,
  compare_at_price: null,
  collection_ids: [],
  ...over,
});
/** 2 mugs at 20.00 and a bowl at 30.00: subtotal 70.00, 3 items. */
const cart = (over: Partial<Cart> = {}): Cart => ({
  currency: 'USD',
  code: null,
  customer_email: null,
  country_code: 'US',
  at: '2026-11-23T12:00:00.000Z',
  lines: [
    line({ quantity: 2 }),
    line({ product_id: 'bowl', title: 'Rice bowl', unit_price: 3000, collection_ids: ['kitchen'] }),
  ],
  ...over,
});
const method = (over: Partial<ShippingMethodRule> = {}): ShippingMethodRule => ({
  id: 'm1',
  name: 'Standard',
  type: 'flat_rate',
  price: 500,
  additional_price: 0,
  condition: 'none',
  min: 0,
  max: 0,
  ...over,
});
const zone = (over: Partial<ShippingZoneRule> = {}): ShippingZoneRule => ({
  id: 'z1',
  name: 'Domestic',
  country_mode: 'include',
  country_codes: ['US'],
  price_rates: [],
  product_rates: [],
  methods: [],
  ...over,
});
const stateOf = (c: Cart = cart()): PricingState =>
  subtotalStep({ cart: c, lines: [], subtotal: 0, adjustments: [], applied: null, rejected: [] });

describe('shipping zones', () => {
  it.each([
    ['included country', zone(), 'US', true],
    ['country not included', zone(), 'VN', false],
    ['lower case country', zone(), 'us', true],
    ['excluded country', zone({ country_mode: 'exclude', country_codes: ['US'] }), 'US', false],
    ['any other country of an exclude zone', zone({ country_mode: 'exclude', country_codes: ['US'] }), 'VN', true],
    ['no country', zone(), null, false],
  ])('%s', (_n, z, country, expected) => expect(zoneServes(z, country)).toBe(expected));
});

describe('shipping method price by type (3 items)', () => {
  it.each([
    ['flat rate: the price once', method({ type: 'flat_rate', price: 500 }), 500],
    ['by item: first 5.00 then 2.00 each', method({ type: 'by_item', price: 500, additional_price: 200 }), 900],
    ['fixed flat: the price for every item', method({ type: 'fixed_flat', price: 300 }), 900],
    ['free ship', method({ type: 'free_ship', price: 999 }), 0],
  ])('%s', (_n, m, expected) => expect(methodPrice(m, 3)).toBe(expected));

  it('by item with one item charges the first-item price only', () => {
    expect(methodPrice(method({ type: 'by_item', price: 500, additional_price: 200 }), 1)).toBe(500);
  });
});

describe('shipping method conditions (0 means not set)', () => {
  it.each([
    ['no condition', method(), 7000, 3, true],
    ['order total within 50.00-100.00', method({ condition: 'order_total', min: 5000, max: 10000 }), 7000, 3, true],
    ['order total at the minimum (inclusive)', method({ condition: 'order_total', min: 7000, max: 0 }), 7000, 3, true],
    ['order total below the minimum', method({ condition: 'order_total', min: 7001, max: 0 }), 7000, 3, false],
    ['order total above the maximum', method({ condition: 'order_total', min: 0, max: 6999 }), 7000, 3, false],
    ['order total: min 0 and max 0 are not set', method({ condition: 'order_total', min: 0, max: 0 }), 1, 1, true],
    [
      'order total: max 0 is not set (no upper bound)',
      method({ condition: 'order_total', min: 100, max: 0 }),
      9_999_999,
      1,
      true,
    ],
    ['item number within 2-5', method({ condition: 'item_number', min: 2, max: 5 }), 7000, 3, true],
    ['item number below the minimum', method({ condition: 'item_number', min: 4, max: 0 }), 7000, 3, false],
    ['item number above the maximum', method({ condition: 'item_number', min: 0, max: 2 }), 7000, 3, false],
    ['item number: min 0 is not set', method({ condition: 'item_number', min: 0, max: 3 }), 7000, 3, true],
  ])('%s', (_n, m, total, items, expected) => expect(methodApplies(m, total, items)).toBe(expected));
});

describe('shipping options for a country', () => {
  const full = zone({
    price_rates: [
      { id: 'r-small', name: 'Under $50', min: 0, max: 4999, cost: 800 },
      { id: 'r-big', name: '$50 and more', min: 5000, max: 0, cost: 400 },
    ],
    product_rates: [
      { id: 'p-mug', name: 'Mugs', keyword: 'mug', match: 'contains', first_item: 300, additional_item: 100 },
    ],
    methods: [
      method({ id: 'm-free', name: 'Free over $100', type: 'free_ship', condition: 'order_total', min: 10000 }),
      method(),
    ],
  });

  it('offers the matching price rate, the product rate and the methods whose condition holds, cheapest first', () => {
    expect(shippingOptions([full], stateOf()).map((o) => [o.id, o.amount])).toEqual([
      ['r-big', 400],
      ['p-mug', 400],
      ['m1', 500],
    ]);
  });

  it('a price rate follows the total after the discount', () => {
    const state = stateOf();
    const discounted = { ...state, adjustments: [{ kind: 'discount' as const, id: 'd', title: 'd', amount: -2500 }] };
    expect(shippingOptions([full], discounted).map((o) => o.id)).toContain('r-small');
  });

  it('nothing for a country no zone serves', () => {
    expect(shippingOptions([full], stateOf(cart({ country_code: 'VN' })))).toEqual([]);
  });

  it.each([
    ['contains, any case and accents', { keyword: 'MUG', match: 'contains' as const }, 'Blue mug', true],
    ['contains, Vietnamese accents folded', { keyword: 'bat', match: 'contains' as const }, 'Bát cơm', true],
    ['equals the whole title', { keyword: 'blue mug', match: 'equals' as const }, 'Blue Mug', true],
    ['equals is not contains', { keyword: 'mug', match: 'equals' as const }, 'Blue mug', false],
    ['an empty keyword matches every product', { keyword: '', match: 'contains' as const }, 'Vase', true],
  ])('product filter: %s', (_n, rate, title, expected) => expect(productMatches(rate, { title })).toBe(expected));

  it('product rate: first item then each additional matching item (2 mugs: 3.00 + 1.00)', () => {
    const z = zone({
      product_rates: [
        { id: 'p', name: 'Mugs', keyword: 'mug', match: 'contains', first_item: 300, additional_item: 100 },
      ],
    });
    expect(shippingOptions([z], stateOf())[0]).toMatchObject({
      id: 'p',
      amount: 400,
      zone_id: 'z1',
      kind: 'product_rate',
    });
  });
});

describe('surcharges', () => {
  const rule = (over: Partial<SurchargeRule> = {}): SurchargeRule => ({
    id: 's1',
    name: 'Remote area',
    applies_to: 'countries',
    country_codes: ['US'],
    product_ids: [],
    collection_ids: [],
    first_item: 500,
    next_item: 100,
    ...over,
  });
  it.each([
    ['a listed country: every item (5.00 + 2 × 1.00)', rule(), cart(), 700],
    ['an unlisted country', rule({ country_codes: ['VN'] }), cart(), 0],
    ['products: the 2 mugs (5.00 + 1.00)', rule({ applies_to: 'products', product_ids: ['mug'] }), cart(), 600],
    [
      'collections: the bowl only (first item)',
      rule({ applies_to: 'collections', collection_ids: ['kitchen'] }),
      cart(),
      500,
    ],
    ['no item concerned', rule({ applies_to: 'products', product_ids: ['vase'] }), cart(), 0],
    ['amounts of 0 charge nothing', rule({ first_item: 0, next_item: 0 }), cart(), 0],
    ['next item only', rule({ first_item: 0, next_item: 100 }), cart(), 200],
  ])('%s', (_n, r, c, expected) => expect(surchargeAmount(r, c)).toBe(expected));
});

describe('tax', () => {
  const tax = (over: Partial<TaxRule> = {}): TaxRule => ({
    prices_include_tax: false,
    tax_shipping: false,
    rates: [
      { country_code: 'US', region: null, name: 'Sales tax', rate: 5 },
      { country_code: 'US', region: 'NY', name: 'NY tax', rate: 8.875 },
    ],
    ...over,
  });
  it('a region has its own rate before the country’s', () => {
    expect(taxRateFor(tax(), { country_code: 'US', region: 'ny' })?.rate).toBe(8.875);
    expect(taxRateFor(tax(), { country_code: 'US', region: 'CA' })?.rate).toBe(5);
    expect(taxRateFor(tax(), { country_code: 'VN', region: null })).toBeUndefined();
  });

  it.each([
    ['exclusive: 5 % of 70.00 added', tax(), { total: 7350, tax: 350, included: 0 }],
    [
      'inclusive: 70.00 holds 3.33 of tax, total unchanged',
      tax({ prices_include_tax: true }),
      { total: 7000, tax: 0, included: 333 },
    ],
    [
      'exclusive with shipping taxed: 5 % of 75.00',
      tax({ tax_shipping: true }),
      { total: 7375, tax: 375, included: 0 },
    ],
  ])('%s', (_n, t, expected) => {
    const priced = priceCheckout(cart(), { zones: [zone({ methods: [method()] })], tax: t });
    const taxed = priced.adjustments.filter((a) => a.kind === 'tax').reduce((n, a) => n + a.amount, 0);
    expect({ total: priced.total, tax: taxed, included: priced.included_tax }).toEqual({
      total: expected.total + 500,
      tax: expected.tax,
      included: expected.included,
    });
  });

  it('no rate for the country: no tax', () => {
    expect(priceCheckout(cart({ country_code: 'VN' }), { tax: tax() }).total).toBe(7000);
  });
});

describe('the whole checkout', () => {
  const discount = {
    id: 'd10',
    kind: 'automatic' as const,
    code: null,
    title: '10%',
    type: 'percent' as const,
    value: 10,
    applies_to: 'entire_order' as const,
    product_ids: [],
    collection_ids: [],
    excluded_product_ids: [],
    excluded_collection_ids: [],
    country_mode: 'all' as const,
    country_codes: [],
    minimum_requirement: 'none' as const,
    minimum_value: null,
    eligibility: 'everyone' as const,
    customer_emails: [],
    usage_limit: null,
    once_per_customer: false,
    starts_at: null,
    ends_at: null,
    exclude_discounted: false,
    active: true,
    times_used: 0,
    customer_uses: 0,
    created_at: '2026-01-01T00:00:00.000Z',
  };
  const settings = {
    discounts: [discount],
    zones: [
      zone({
        price_rates: [{ id: 'r', name: 'Standard', min: 0, max: 0, cost: 800 }],
        methods: [method({ id: 'exp', name: 'Express', price: 2000 })],
      }),
    ],
    surcharges: [
      {
        id: 's',
        name: 'Fragile',
        applies_to: 'collections' as const,
        country_codes: [],
        product_ids: [],
        collection_ids: ['kitchen'],
        first_item: 150,
        next_item: 50,
      },
    ],
    tax: {
      prices_include_tax: false,
      tax_shipping: false,
      rates: [{ country_code: 'US', region: null, name: 'Tax', rate: 10 }],
    },
    tip: { percent: 15, amount: null },
  };

  it('subtotal → discount → shipping (cheapest) → surcharge → tax → tip, in that order', () => {
    const priced = priceCheckout(cart(), settings);
    // 70.00 − 7.00 = 63.00; shipping 8.00; fragile 1.50; tax 10 % of 64.50 = 6.45; tip 15 % of 63.00 = 9.45
    expect(priced.adjustments.map((a) => [a.kind, a.amount])).toEqual([
      ['discount', -700],
      ['shipping', 800],
      ['surcharge', 150],
      ['tax', 645],
      ['tip', 945],
    ]);
    expect(priced.total).toBe(6300 + 800 + 150 + 645 + 945);
    expect(priced.shipping_options.map((o) => o.id)).toEqual(['r', 'exp']);
  });

  it('charges the chosen option; an option not offered falls back to the cheapest', () => {
    expect(
      priceCheckout(cart(), { ...settings, shipping_option_id: 'exp' }).adjustments.find((a) => a.kind === 'shipping')
        ?.amount,
    ).toBe(2000);
    expect(
      priceCheckout(cart(), { ...settings, shipping_option_id: 'gone' }).adjustments.find((a) => a.kind === 'shipping')
        ?.amount,
    ).toBe(800);
  });

  it('a tip as an amount; no tip without a choice', () => {
    expect(priceCheckout(cart(), { tip: { percent: null, amount: 250 } }).total).toBe(7250);
    expect(priceCheckout(cart(), { tip: { percent: null, amount: null } }).total).toBe(7000);
    expect(priceCheckout(cart(), { tip: { percent: 12.5, amount: null } }).total).toBe(7000 + 875);
  });

  it('VND: whole đồng, rounded half up at every step', () => {
    const vnd = cart({ currency: 'VND', country_code: 'VN', lines: [line({ unit_price: 155_555, quantity: 1 })] });
    const priced = priceCheckout(vnd, {
      zones: [
        zone({
          country_codes: ['VN'],
          methods: [method({ type: 'by_item', price: 30_000, additional_price: 10_000 })],
        }),
      ],
      tax: {
        prices_include_tax: false,
        tax_shipping: true,
        rates: [{ country_code: 'VN', region: null, name: 'VAT', rate: 8 }],
      },
      tip: { percent: 5, amount: null },
    });
    // tax 8 % of 185,555 = 14,844.4 → 14,844; tip 5 % of 155,555 = 7,777.75 → 7,778
    expect(priced).toMatchObject({ digits: 0, subtotal: 155_555, total: 155_555 + 30_000 + 14_844 + 7_778 });
    expect(priced.adjustments.every((a) => Number.isInteger(a.amount))).toBe(true);
  });

  it('without any setting the checkout is the subtotal', () => {
    expect(priceCheckout(cart(), {})).toMatchObject({ total: 7000, shipping_options: [], included_tax: 0 });
  });
});
