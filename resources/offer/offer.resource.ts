/**
 * The offer screens (SPEC §2), declared once: `/discounts/boost-sell` (every offer, `create`,
 * `{id}`), `/apps` (the boost-sell kinds as cards), `/apps/{boost_sell}` and its `create` and
 * `edit/{id}`. A boost-sell slug names an offer kind or type; its list shows only those.
 */
import type { Identifier } from 'ra-core';
import { screens } from '../../core/screens';
import type { OfferKind, OfferType } from './offer.schema';

export const offerScreens = screens('/discounts/boost-sell', {
  create: 'create',
  edit: ':id',
  apps: '/apps',
  kind: '/apps/:boost_sell',
  kindCreate: '/apps/:boost_sell/create',
  kindEdit: '/apps/:boost_sell/edit/:id',
});

export const BOOST_SELL_SLUGS = ['up-sell', 'cross-sell', 'pre-purchase', 'in-cart', 'post-purchase'] as const;
export type BoostSellSlug = (typeof BOOST_SELL_SLUGS)[number];

export const isBoostSellSlug = (s: string | undefined): s is BoostSellSlug =>
  (BOOST_SELL_SLUGS as readonly string[]).includes(s ?? '');

/** The list filter and the new offer's defaults of a slug. */
export function slugFilter(slug: BoostSellSlug | undefined): { kind?: OfferKind; type?: OfferType } {
  if (!slug) return {};
  if (slug === 'up-sell' || slug === 'cross-sell') return { kind: slug.replace('-', '_') as OfferKind };
  return { type: slug.replace('-', '_') as OfferType };
}

/** The list, create and edit screens of one slug's offers, or (no slug) of every offer. */
export function offerScreensOf(slug?: BoostSellSlug) {
  if (!slug)
    return {
      list: offerScreens.list,
      create: offerScreens.create(),
      edit: (id: Identifier) => offerScreens.edit({ id }),
    };
  return {
    list: offerScreens.kind({ boost_sell: slug }),
    create: offerScreens.kindCreate({ boost_sell: slug }),
    edit: (id: Identifier) => offerScreens.kindEdit({ boost_sell: slug, id }),
  };
}
