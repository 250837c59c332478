/** SPEC §2 boost-sell paths: a slug names an offer kind or type, and its list shows only those. */
import { describe, expect, it } from 'vitest';
import { isBoostSellSlug, offerScreens, offerScreensOf, slugFilter } from './offer.resource';

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
    expect(offerScreensOf().list).toBe('/discounts/boost-sell');
    expect(offerScreensOf().create).toBe('/discounts/boost-sell/create');
    expect(offerScreensOf().edit('o 1')).toBe('/discounts/boost-sell/o%201');
    expect(offerScreensOf('in-cart').list).toBe('/apps/in-cart');
    expect(offerScreensOf('in-cart').create).toBe('/apps/in-cart/create');
    expect(offerScreensOf('up-sell').edit('o1')).toBe('/apps/up-sell/edit/o1');
  });

  it('mounts the screens at the patterns of SPEC §2', () => {
    expect(offerScreens.patterns).toEqual({
      create: '/discounts/boost-sell/create',
      edit: '/discounts/boost-sell/:id',
      apps: '/apps',
      kind: '/apps/:boost_sell',
      kindCreate: '/apps/:boost_sell/create',
      kindEdit: '/apps/:boost_sell/edit/:id',
    });
  });
});
