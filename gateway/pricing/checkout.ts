/**
 * The whole checkout (issue 12): subtotal → the highest discount → shipping (the chosen
 * option) → surcharges → tax → tip → gift card → total. What the gateway's checkout calls, draft
 * orders and the quote tester price with.
 */
import { priceCart } from './price';
import { shippingStep } from './shipping';
import { surchargeStep } from './surcharge';
import { taxStep } from './tax';
import { tipStep } from './tip';
import { giftCardStep, type GiftCardRule } from './giftCard';
import type {
  Cart,
  DiscountRule,
  PricedCart,
  ShippingZoneRule,
  SurchargeRule,
  TaxRule,
  TipChoice,
} from './pricing.types';

export interface CheckoutSettings {
  discounts?: DiscountRule[];
  /** Absent: no shipping step (e.g. the surcharge call prices surcharges only). */
  zones?: ShippingZoneRule[];
  /** The shipping option the checkout chose; null = the cheapest. */
  shipping_option_id?: string | null;
  surcharges?: SurchargeRule[];
  tax?: TaxRule | null;
  tip?: TipChoice | null;
  /** The gift card the checkout names (issue 13): pays what is left, at most its balance. */
  gift_card?: GiftCardRule | null;
}

export function priceCheckout(cart: Cart, settings: CheckoutSettings): PricedCart {
  return priceCart(cart, settings.discounts ?? [], {
    shipping: settings.zones ? shippingStep(settings.zones, settings.shipping_option_id ?? null) : undefined,
    surcharges: settings.surcharges ? surchargeStep(settings.surcharges) : undefined,
    tax: settings.tax ? taxStep(settings.tax) : undefined,
    tip: settings.tip ? tipStep(settings.tip) : undefined,
    giftCard: settings.gift_card ? giftCardStep(settings.gift_card) : undefined,
  });
}
