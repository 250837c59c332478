/**
 * The checkout calls' pricing: the cart from the catalogue (buildCart, so prices never come
 * from the caller), the shop's discounts, zones, surcharges and tax, through the engine
 * (gateway/pricing/checkout.ts). The shipping and surcharge modules' checkout calls and draft
 * orders price with it.
 */
import type { CheckoutCartInput, CheckoutPriced } from '../../resources/shipping/shipping.checkout.schema';
import type { Db } from '../db';
import { nowIso } from './ids';
import { priceCheckout, type CheckoutSettings } from '../pricing/checkout';
import { minorDigits, toMinor } from '../pricing/minor';
import type { PricedCart } from '../pricing/pricing.types';
import { buildCart, toAnswer } from './cart';
import { toRule, usesByEmail } from './discounts';
import { shipping as shippingZones } from '../../resources/shipping/shipping.resource';
import { subfee } from '../../resources/subfee/subfee.resource';
import { readRecords } from './declared';
import { readSettings } from './declaredSettings';
import { tax } from '../../resources/tax/tax.resource';
import { toSurchargeRule, toTaxRule, toZoneRule } from './checkoutRules';
import type { FieldErrors } from '../../core/validation';
import { badRequest } from './errors';
import { englishMessages } from './serve';
import { readCheckoutSettings } from './checkoutSettings';
import { checkoutGiftCard } from './giftCards';

/** A 400 on the checkout's own fields (the tip, the gift card), like the schema's. */
export const checkoutRefusal = (errors: FieldErrors) => badRequest(errors, englishMessages(errors));

/** The tip only when the shop takes tips (/setting/checkout); asked for while off: 400 on the field sent. */
async function tipChoice(db: Db, shopId: string, input: CheckoutCartInput, digits: number) {
  const percent = input.tip_percent ?? null;
  const amount = input.tip_amount ?? null;
  if (!(percent && percent > 0) && !(amount && amount > 0)) return null;
  const { tip } = await readCheckoutSettings(db, shopId);
  if (!tip.enabled) {
    throw checkoutRefusal({
      [percent && percent > 0 ? 'tip_percent' : 'tip_amount']: { message: 'app.checkout.tip_disabled' },
    });
  }
  return { percent, amount: amount === null ? null : toMinor(amount, digits) };
}

export interface CheckoutWhat {
  shipping: boolean;
  country: string | null;
}

/** Every pricing setting of the shop, as the engine reads it. */
export async function shopCheckoutSettings(
  db: Db,
  shopId: string,
  currency: string,
  email: string | null,
  shipping: boolean,
) {
  const digits = minorDigits(currency);
  const [discounts, uses, zones, subfees, taxes] = await Promise.all([
    db.selectFrom('discounts').selectAll().where('shop_id', '=', shopId).orderBy('created_at').execute(),
    usesByEmail(db, shopId, email),
    shipping ? readRecords(db, shippingZones, shopId) : Promise.resolve([]),
    readRecords(db, subfee, shopId),
    readSettings(db, tax, shopId),
  ]);
  const settings: CheckoutSettings = {
    discounts: discounts.map((r) => toRule(r, digits, uses.get(r.id) ?? 0)),
    zones: shipping ? zones.map((z) => toZoneRule(z, digits)) : undefined,
    surcharges: subfees.map((s) => toSurchargeRule(s, digits)),
    tax: toTaxRule(taxes),
  };
  return settings;
}

export async function priceShopCheckout(
  db: Db,
  shop: { id: string; currency: string },
  input: CheckoutCartInput,
  what: CheckoutWhat,
): Promise<PricedCart> {
  const digits = minorDigits(shop.currency);
  const at = nowIso();
  const tip = await tipChoice(db, shop.id, input, digits);
  const gift_card = await checkoutGiftCard(db, shop.id, input.gift_card, at);
  const cart = await buildCart(db, shop.id, shop.currency, { ...input, country_code: what.country }, at);
  const settings = await shopCheckoutSettings(db, shop.id, shop.currency, cart.customer_email, what.shipping);
  return priceCheckout(
    { ...cart, region: input.region },
    {
      ...settings,
      shipping_option_id: input.shipping_option_id ?? null,
      tip,
      gift_card,
    },
  );
}

export const toCheckoutAnswer = (priced: PricedCart): CheckoutPriced => ({
  ...toAnswer(priced),
  included_tax_minor: priced.included_tax,
});
