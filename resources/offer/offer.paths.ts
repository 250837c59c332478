/**
 * SPEC §2: `/discounts/boost-sell`, `/discounts/boost-sell/{id?}`, `/apps`,
 * `/apps/{boost_sell}` and `/apps/{boost_sell}/{action}/{id?}`. A boost-sell slug names an
 * offer kind or type; its list shows only those offers.
 */
import type { OfferKind, OfferType } from './offer.schema';

export const BOOST_SELL_PATH = '/discounts/boost-sell';
export const APPS_PATH = '/apps';
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

export const offerListPath = (slug?: BoostSellSlug) => (slug ? `${APPS_PATH}/${slug}` : BOOST_SELL_PATH);
export const offerCreatePath = (slug?: BoostSellSlug) =>
  slug ? `${APPS_PATH}/${slug}/create` : `${BOOST_SELL_PATH}/create`;
export const offerEditPath = (id: string | number, slug?: BoostSellSlug) =>
  slug
    ? `${APPS_PATH}/${slug}/edit/${encodeURIComponent(String(id))}`
    : `${BOOST_SELL_PATH}/${encodeURIComponent(String(id))}`;
