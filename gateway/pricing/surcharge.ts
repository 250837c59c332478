/**
 * Surcharges (SPEC §3 Surcharge, "subfee"): each one counts the items it concerns (every
 * item when the cart ships to one of its countries; else the items of its products or
 * collections) and charges the first-item amount, then the next-item amount for each more.
 */
import { firstAndNext } from './amounts';
import type { Cart, Minor, PricingStep, SurchargeRule } from './pricing.types';

export function surchargeItems(rule: SurchargeRule, cart: Cart): number {
  const lines = cart.lines.filter((line) => {
    if (rule.applies_to === 'countries')
      return !!cart.country_code && rule.country_codes.includes(cart.country_code.toUpperCase());
    if (rule.applies_to === 'products') return rule.product_ids.includes(line.product_id);
    return line.collection_ids.some((c) => rule.collection_ids.includes(c));
  });
  return lines.reduce((n, l) => n + l.quantity, 0);
}

export const surchargeAmount = (rule: SurchargeRule, cart: Cart): Minor =>
  firstAndNext(surchargeItems(rule, cart), rule.first_item, rule.next_item);

/** One adjustment per surcharge that concerns the cart (amount above 0). */
export const surchargeStep =
  (rules: SurchargeRule[]): PricingStep =>
  (state) => {
    const added = rules
      .map((rule) => ({
        kind: 'surcharge' as const,
        id: rule.id,
        title: rule.name,
        amount: surchargeAmount(rule, state.cart),
      }))
      .filter((a) => a.amount > 0);
    return { ...state, adjustments: [...state.adjustments, ...added] };
  };
