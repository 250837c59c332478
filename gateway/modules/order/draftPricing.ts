/**
 * The one place a draft order is priced (issue 9): catalogue prices, the single highest
 * discount of the shop (a code entered or the automatic ones, SPEC §9), then the
 * engine's extension steps. Nothing the browser sends is taken as an amount.
 *
 * Shipping, surcharges and tax (issue 12): `draftExtensions` builds the engine's steps from
 * the shop's checkout settings and the draft's shipping country and region. Shipping is the
 * price the merchant typed when there is one (issue 31: a draft is the merchant's own quote,
 * like a custom rate on a Shopify draft), else the cheapest of the zones' rates for the country.
 * Tax is the region's rate when Settings → Taxes has one for the address's province or state.
 */
import type { Draft } from '../../../resources/order/draft.schema';
import type { ShopTable } from '../../db/schema';
import { buildCart } from '../../lib/cart';
import { shopCheckoutSettings } from '../../lib/checkout';
import type { CheckoutSettings } from '../../pricing/checkout';
import { shippingStep } from '../../pricing/shipping';
import { surchargeStep } from '../../pricing/surcharge';
import { taxStep } from '../../pricing/tax';
import { giftCardStep } from '../../pricing/giftCard';
import { checkoutGiftCard } from '../../lib/giftCards';
import { fromMinor, minorDigits, toMinor } from '../../pricing/minor';
import { priceCart } from '../../pricing/price';
import type { PricedCart, PricingExtensions, PricingStep } from '../../pricing/pricing.types';
import type { Trx } from '../../db';
import { priceLines, type OrderCreateInput, type PricedExtras } from './order.write';

export interface DraftCartInput {
  items: OrderCreateInput['items'];
  code: string | null;
  customer_email: string | null;
  /** ISO 3166-1 alpha-2 of the shipping address, upper case. */
  country_code: string | null;
  /** The shipping address's province or state: a region's own tax rate. */
  region: string | null;
  /** The shipping price the merchant typed (shop currency); null: the zones' rates. */
  shipping_price: number | null;
  /** A gift card code (issue 13); unknown, disabled, expired or used up: 400 on `gift_card`. */
  gift_card?: string | null;
}

export interface DraftPrice {
  lines: Draft['items'];
  item_count: number;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  discount_id: string | null;
  /** What the order keeps beyond subtotal, discount and shipping (order.write.ts PricedExtras). */
  extras: PricedExtras;
  pricing: Pick<Draft, 'applied_discount' | 'unknown_code' | 'rejected_discounts'> &
    Partial<Pick<Draft, 'adjustments' | 'included_tax'>>;
}

/** The adjustment id of the price the merchant typed (the screen names it "Custom rate"). */
export const TYPED_SHIPPING = 'manual';

/** The typed price as the shipping adjustment, 0 included: the merchant chose free shipping. */
const typedShipping =
  (amount: number): PricingStep =>
  (state) => ({
    ...state,
    adjustments: [...state.adjustments, { kind: 'shipping', id: TYPED_SHIPPING, title: 'Shipping', amount }],
  });

/**
 * The engine's steps after the discount for this draft: the typed shipping price, or without
 * one the cheapest option of the zones serving the draft's country; then the shop's
 * surcharges and tax.
 */
export function draftExtensions(settings: CheckoutSettings, input: DraftCartInput, digits: number): PricingExtensions {
  const card = settings.gift_card ?? null;
  const typed = input.shipping_price;
  return {
    shipping: typed === null ? shippingStep(settings.zones ?? []) : typedShipping(toMinor(typed, digits)),
    surcharges: surchargeStep(settings.surcharges ?? []),
    tax: settings.tax ? taxStep(settings.tax) : undefined,
    giftCard: card ? giftCardStep(card) : undefined,
  };
}

export async function priceDraft(trx: Trx, shop: ShopTable, input: DraftCartInput, at: string): Promise<DraftPrice> {
  const digits = minorDigits(shop.currency);
  // Catalogue lines first: an unknown product or variant is a 400 on items.<i>.
  const stored = await priceLines(trx, shop.id, input.items, digits);
  const cart = await buildCart(
    trx,
    shop.id,
    shop.currency,
    {
      lines: input.items.map((i) => ({
        product_id: i.product_id,
        variant_id: i.variant_id ?? null,
        quantity: i.quantity,
      })),
      code: input.code,
      customer_email: input.customer_email,
      country_code: input.country_code,
    },
    at,
  );
  const settings = {
    ...(await shopCheckoutSettings(trx, shop.id, shop.currency, input.customer_email, true)),
    gift_card: await checkoutGiftCard(trx, shop.id, input.gift_card, at),
  };
  const priced: PricedCart = priceCart(
    { ...cart, region: input.region },
    settings.discounts ?? [],
    draftExtensions(settings, input, digits),
  );
  const major = (n: number) => fromMinor(n, digits);
  const sum = (kind: string) => priced.adjustments.filter((a) => a.kind === kind).reduce((n, a) => n + a.amount, 0);
  const shipping = sum('shipping');
  return {
    lines: stored.map((l, i) => ({
      product_id: l.product_id,
      variant_id: l.variant_id,
      title: l.title,
      variant_title: l.variant_title,
      price: major(priced.lines[i].unit_price),
      quantity: l.quantity,
      total: major(priced.lines[i].line_total),
      discount: major(priced.lines[i].discount),
    })),
    item_count: stored.reduce((n, l) => n + l.quantity, 0),
    subtotal: major(priced.subtotal),
    discount: major(priced.discount),
    shipping: major(shipping),
    total: major(priced.total),
    discount_id: priced.applied?.discount_id ?? null,
    extras: {
      surcharge: major(sum('surcharge')),
      tax: major(sum('tax')),
      tip: major(sum('tip')),
      gift_card: major(-sum('gift_card')),
      total: major(priced.total),
    },
    pricing: {
      applied_discount: priced.applied,
      unknown_code: priced.unknown_code,
      adjustments: priced.adjustments.flatMap((a) =>
        a.kind === 'discount' ? [] : [{ ...a, kind: a.kind, amount: major(a.amount) }],
      ),
      included_tax: major(priced.included_tax),
      rejected_discounts: priced.rejected.map((r) => ({
        ...r,
        message: `resources.discounts.reasons.${r.reason}`,
        // Amounts in the shop currency, as the screen formats them.
        args: Object.fromEntries(Object.entries(r.args).map(([k, v]) => [k, k === 'amount' ? major(Number(v)) : v])),
      })),
    },
  };
}
