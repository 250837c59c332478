/** Row tests of the pricing engine: every SPEC §3 discount condition, ties, exclusions, limits. */
import { describe, expect, it } from 'vitest';
import { allocate } from './discount';
import { minorDigits, toMinor } from './minor';
import { priceCart, pipeline } from './price';
import type { Cart, CartLine, DiscountRule } from './pricing.types';

const NOW = '2026-11-23T12:00:00.000Z';
const line = (over: Partial<CartLine> = {}): CartLine => ({
  product_id: 'mug',
  variant_id: null,
  title: 'Mug',
  quantity: 1,
  unit_price: 2000,
  compare_at_price: null,
  collection_ids: [],
  ...over,
});
const cart = (over: Partial<Cart> = {}): Cart => ({
  currency: 'USD',
  code: null,
  customer_email: 'an@example.com',
  country_code: 'US',
  at: NOW,
  lines: [
    line({ quantity: 2 }),
    line({ product_id: 'bowl', title: 'Bowl', unit_price: 3000, collection_ids: ['kitchen'] }),
  ],
  ...over,
});
const rule = (over: Partial<DiscountRule> = {}): DiscountRule => ({
  id: 'd1',
  kind: 'automatic',
  code: null,
  title: '10% off',
  type: 'percent',
  value: 10,
  applies_to: 'entire_order',
  product_ids: [],
  collection_ids: [],
  excluded_product_ids: [],
  excluded_collection_ids: [],
  country_mode: 'all',
  country_codes: [],
  minimum_requirement: 'none',
  minimum_value: null,
  eligibility: 'everyone',
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
  ...over,
});

/** Subtotal of cart() is 2 × 20.00 + 30.00 = 70.00. */
const discountOf = (r: DiscountRule, c: Cart = cart()) => priceCart(c, [r]).discount;
const reasonOf = (r: DiscountRule, c: Cart = cart()) => priceCart(c, [r]).rejected[0]?.reason;

describe('priceCart: amounts', () => {
  it.each([
    ['10 % of the order', rule(), 700],
    ['12.5 % rounds half up', rule({ value: 12.5 }), 875],
    ['100 % takes everything', rule({ value: 100 }), 7000],
    ['a fixed 5.00 off the order', rule({ type: 'fixed_amount', value: 500 }), 500],
    ['a fixed amount above the order is capped at it', rule({ type: 'fixed_amount', value: 99999 }), 7000],
    ['specific products: only the mugs', rule({ applies_to: 'products', product_ids: ['mug'] }), 400],
    ['specific collections: only the bowl', rule({ applies_to: 'collections', collection_ids: ['kitchen'] }), 300],
    ['excluded products are left out', rule({ excluded_product_ids: ['bowl'] }), 400],
    ['excluded collections are left out', rule({ excluded_collection_ids: ['kitchen'] }), 400],
    ['minimum order total met (70.00 ≥ 60.00)', rule({ minimum_requirement: 'order_total', minimum_value: 6000 }), 700],
    ['minimum item count met (3 ≥ 3)', rule({ minimum_requirement: 'item_count', minimum_value: 3 }), 700],
    [
      'specific customer, e-mail in any case',
      rule({ eligibility: 'customers', customer_emails: ['AN@Example.com'] }),
      700,
    ],
    ['included country', rule({ country_mode: 'include', country_codes: ['US', 'CA'] }), 700],
    ['excluded country elsewhere', rule({ country_mode: 'exclude', country_codes: ['VN'] }), 700],
    ['inside its dates', rule({ starts_at: '2026-11-01T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }), 700],
    ['usage limit not reached', rule({ usage_limit: 5, times_used: 4 }), 700],
    ['code entered in another case', rule({ kind: 'code', code: 'SAVE10' }), 700],
  ])('%s', (_name, r, expected) => {
    const c = r.kind === 'code' ? cart({ code: 'save10' }) : cart();
    expect(discountOf(r, c)).toBe(expected);
    expect(priceCart(c, [r]).total).toBe(7000 - expected);
  });

  it('exclude already discounted items: a compare-at price above the price leaves the line out', () => {
    const c = cart({
      lines: [
        line({ quantity: 2, compare_at_price: 2500 }),
        line({ product_id: 'bowl', unit_price: 3000, compare_at_price: 3000 }),
      ],
    });
    expect(discountOf(rule({ exclude_discounted: true }), c)).toBe(300);
    expect(discountOf(rule({ exclude_discounted: false }), c)).toBe(700);
  });

  it('VND has no minor unit', () => {
    expect(minorDigits('VND')).toBe(0);
    expect(minorDigits('USD')).toBe(2);
    expect(toMinor(150000, 0)).toBe(150000);
    expect(toMinor(19.99, 2)).toBe(1999);
    const c = cart({ currency: 'VND', lines: [line({ unit_price: 155_555 })] });
    const priced = priceCart(c, [rule()]);
    expect(priced).toMatchObject({ digits: 0, subtotal: 155_555, discount: 15_556, total: 139_999 });
  });

  it('shares the discount over the lines it touches, to the last minor unit', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    const priced = priceCart(cart(), [rule({ type: 'fixed_amount', value: 1001 })]);
    expect(priced.lines.map((l) => l.discount)).toEqual([572, 429]);
    expect(priced.lines.reduce((n, l) => n + l.discount, 0)).toBe(1001);
  });
});

describe('priceCart: why a discount does not apply', () => {
  it.each([
    ['inactive', rule({ active: false }), 'inactive'],
    ['not started', rule({ starts_at: '2026-12-01T00:00:00Z' }), 'not_started'],
    ['expired', rule({ ends_at: '2026-11-01T00:00:00Z' }), 'expired'],
    ['ends exactly now', rule({ ends_at: NOW }), 'expired'],
    ['usage exhausted', rule({ usage_limit: 3, times_used: 3 }), 'usage_exhausted'],
    ['once per customer, already used', rule({ once_per_customer: true, customer_uses: 1 }), 'already_used'],
    [
      'another customer',
      rule({ eligibility: 'customers', customer_emails: ['vip@example.com'] }),
      'customer_not_eligible',
    ],
    ['country not included', rule({ country_mode: 'include', country_codes: ['VN'] }), 'country_not_eligible'],
    ['country excluded', rule({ country_mode: 'exclude', country_codes: ['US'] }), 'country_not_eligible'],
    [
      'no product of the discount in the cart',
      rule({ applies_to: 'products', product_ids: ['vase'] }),
      'no_eligible_items',
    ],
    ['everything excluded', rule({ excluded_product_ids: ['mug', 'bowl'] }), 'no_eligible_items'],
    ['minimum total not met', rule({ minimum_requirement: 'order_total', minimum_value: 7001 }), 'minimum_total'],
    ['minimum items not met', rule({ minimum_requirement: 'item_count', minimum_value: 4 }), 'minimum_items'],
    ['a code not entered', rule({ kind: 'code', code: 'SAVE10' }), 'code_not_entered'],
  ])('%s', (_name, r, reason) => {
    const priced = priceCart(cart(), [r]);
    expect(priced.discount).toBe(0);
    expect(priced.total).toBe(7000);
    expect(priced.applied).toBeNull();
    expect(reasonOf(r)).toBe(reason);
  });

  it('once per customer applies to a customer who has not used it', () => {
    expect(discountOf(rule({ once_per_customer: true, customer_uses: 0 }))).toBe(700);
  });

  it('a specific-customer discount does not apply without an e-mail', () => {
    expect(
      reasonOf(rule({ eligibility: 'customers', customer_emails: ['an@example.com'] }), cart({ customer_email: null })),
    ).toBe('customer_not_eligible');
  });

  it('names a code no discount has', () => {
    expect(priceCart(cart({ code: 'NOPE' }), [rule()]).unknown_code).toBe('NOPE');
    expect(priceCart(cart({ code: 'save10' }), [rule({ kind: 'code', code: 'SAVE10' })]).unknown_code).toBeNull();
  });
});

describe('priceCart: only the highest discount (SPEC §9)', () => {
  const tenPercent = rule({ id: 'code10', kind: 'code', code: 'TEN', title: '10%' });
  const fiveOff = rule({ id: 'auto5', title: '$5 off', type: 'fixed_amount', value: 500 });

  it('over $60 the 10 % code beats $5 off; the other says lower_value', () => {
    const priced = priceCart(cart({ code: 'ten' }), [fiveOff, tenPercent]);
    expect(priced.applied).toEqual({ discount_id: 'code10', title: '10%', code: 'TEN' });
    expect(priced).toMatchObject({ subtotal: 7000, discount: 700, total: 6300 });
    expect(priced.rejected).toEqual([
      { discount_id: 'auto5', title: '$5 off', reason: 'lower_value', args: { amount: 500 } },
    ]);
    expect(priced.adjustments).toEqual([{ kind: 'discount', id: 'code10', title: '10%', amount: -700 }]);
  });

  it('under $50 the $5 automatic discount is the higher one', () => {
    const small = cart({ code: 'TEN', lines: [line({ unit_price: 4000 })] });
    const priced = priceCart(small, [tenPercent, fiveOff]);
    expect(priced.applied?.discount_id).toBe('auto5');
    expect(priced.discount).toBe(500);
  });

  it('a tie goes to the entered code, then to the older discount', () => {
    const fiftyCents = cart({ code: 'TEN', lines: [line({ unit_price: 5000 })] });
    expect(priceCart(fiftyCents, [fiveOff, tenPercent]).applied?.discount_id).toBe('code10');
    const older = rule({ id: 'b', type: 'fixed_amount', value: 500, created_at: '2025-01-01T00:00:00Z' });
    const newer = rule({ id: 'a', type: 'fixed_amount', value: 500, created_at: '2026-01-01T00:00:00Z' });
    expect(priceCart(cart(), [newer, older]).applied?.discount_id).toBe('b');
    expect(priceCart(cart(), [older, newer]).applied?.discount_id).toBe('b');
  });

  it('without discounts the total is the subtotal', () => {
    expect(priceCart(cart(), [])).toMatchObject({
      subtotal: 7000,
      discount: 0,
      total: 7000,
      applied: null,
      rejected: [],
    });
  });
});

describe('pipeline extension points', () => {
  it('runs only the steps given, after the discount, in order shipping → surcharges → tax → tip', () => {
    expect(pipeline([])).toHaveLength(2);
    const seen: string[] = [];
    const step =
      (kind: 'shipping' | 'surcharge' | 'tax' | 'tip', amount: number) =>
      (s: Parameters<ReturnType<typeof pipeline>[0]>[0]) => {
        seen.push(kind);
        return { ...s, adjustments: [...s.adjustments, { kind, id: kind, title: kind, amount }] };
      };
    const priced = priceCart(cart(), [rule()], {
      tip: step('tip', 100),
      tax: step('tax', 630),
      shipping: step('shipping', 500),
    });
    expect(seen).toEqual(['shipping', 'tax', 'tip']);
    expect(priced).toMatchObject({ subtotal: 7000, discount: 700, total: 7000 - 700 + 500 + 630 + 100 });
  });
});
