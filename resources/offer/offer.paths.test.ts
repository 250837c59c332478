/** SPEC §2 boost-sell paths: a slug names an offer kind or type, and its list shows only those. */
import { describe, expect, it } from 'vitest';
import { isBoostSellSlug, offerCreatePath, offerEditPath, offerListPath, slugFilter } from './offer.paths';

describe('boost-sell paths', () => {
  it.each([
    ['up-sell', { kind: 'up_sell' }],
    ['cross-sell', { kind: 'cross_sell' }],
    ['pre-purchase', { type: 'pre_purchase' }],
    ['in-cart', { type: 'in_cart' }],
    ['post-purchase', { type: 'post_purchase' }],
  ] as const)('%s filters the list by %o', (slug, filter) => {
    expect(isBoostSellSlug(slug)).toBe(true);
    expect(slugFilter(slug)).toEqual(filter);
  });

  it('knows /apps/private is not a boost-sell kind', () => {
    expect(isBoostSellSlug('private')).toBe(false);
    expect(slugFilter(undefined)).toEqual({});
  });

  it('opens /discounts/boost-sell without a slug and /apps/{boost_sell} with one', () => {
    expect(offerListPath()).toBe('/discounts/boost-sell');
    expect(offerCreatePath()).toBe('/discounts/boost-sell/create');
    expect(offerEditPath('o 1')).toBe('/discounts/boost-sell/o%201');
    expect(offerListPath('in-cart')).toBe('/apps/in-cart');
    expect(offerCreatePath('in-cart')).toBe('/apps/in-cart/create');
    expect(offerEditPath('o1', 'up-sell')).toBe('/apps/up-sell/edit/o1');
  });
});
