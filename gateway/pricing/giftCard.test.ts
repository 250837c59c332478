/** Row tests of the gift card step: after everything else, capped by the balance and by what is due. */
import { describe, expect, it } from 'vitest';
import { giftCardStep, type GiftCardRule } from './giftCard';
import { priceCart } from './price';
import type { Cart, DiscountRule, PricingStep } from './pricing.types';

const cart: Cart = {
  currency: 'USD',
  code: null,
  customer_email: null,
  country_code: 'US',
  at: '2026-11-23T12:00:00.000Z',
  lines: [
    {
      product_id: 'mug',
      variant_id: null,
      title: 'Mug',
      quantity: 2,
      unit_price: 2000,
      compare_at_price: null,
      collection_ids: [],
    },
  ],
};
const tenPercent: DiscountRule = {
  id: 'd1',
  kind: 'automatic',
  code: null,
  title: '10%',
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
};
const card = (over: Partial<GiftCardRule> = {}): GiftCardRule => ({
  id: 'g1',
  last_characters: 'AB12',
  balance: 1000,
  usable: true,
  ...over,
});
const shipping: PricingStep = (s) => ({
  ...s,
  adjustments: [...s.adjustments, { kind: 'shipping', id: 's', title: 'Ship', amount: 500 }],
});
const tip: PricingStep = (s) => ({
  ...s,
  adjustments: [...s.adjustments, { kind: 'tip', id: 't', title: 'Tip', amount: 300 }],
});

describe('gift card step (subtotal 40.00)', () => {
  it.each([
    ['no card', null, [], {}, 4000, 0],
    ['10.00 card', card(), [], {}, 3000, 1000],
    ['card above the order pays it all, keeps the rest', card({ balance: 9999 }), [], {}, 0, 4000],
    ['after the discount: 36.00 due', card({ balance: 5000 }), [tenPercent], {}, 0, 3600],
    [
      'after shipping and tip: 40 - 4 + 5 + 3 = 44.00',
      card({ balance: 5000 }),
      [tenPercent],
      { shipping, tip },
      0,
      4400,
    ],
    ['a 10.00 card after shipping and tip', card(), [tenPercent], { shipping, tip }, 3400, 1000],
    ['disabled, expired or used up: nothing', card({ usable: false }), [], {}, 4000, 0],
    ['empty balance: nothing', card({ balance: 0 }), [], {}, 4000, 0],
  ] as const)('%s', (_name, giftCard, discounts, extensions, total, taken) => {
    const priced = priceCart(cart, [...discounts], { ...extensions, giftCard: giftCardStep(giftCard) });
    expect(priced.total).toBe(total);
    const adjustment = priced.adjustments.find((a) => a.kind === 'gift_card');
    expect(-(adjustment?.amount ?? 0) || 0).toBe(taken);
    if (adjustment) {
      expect(priced.adjustments.at(-1)).toBe(adjustment);
      expect(adjustment.title).toBe('•••• AB12');
    }
  });

  it('never leaves a negative total', () => {
    const credit: PricingStep = (s) => ({
      ...s,
      adjustments: [...s.adjustments, { kind: 'discount', id: 'x', title: 'x', amount: -5000 }],
    });
    const priced = priceCart(cart, [], { tax: credit, giftCard: giftCardStep(card()) });
    expect(priced.adjustments.some((a) => a.kind === 'gift_card')).toBe(false);
    expect(priced.total).toBe(0);
  });
});
