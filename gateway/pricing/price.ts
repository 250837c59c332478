/**
 * The checkout pricing engine (DESIGN §3), a pipeline of pure steps:
 *   lines → subtotal → the single highest discount (SPEC §9) → shipping → surcharges → tax → tip → total.
 * Shipping, surcharges, tax and tip are extension points (PricingExtensions), filled by
 * shipping.ts, surcharge.ts, tax.ts and tip.ts (checkout.ts puts them together); a step
 * not given does not run. Every amount is an integer in minor units.
 *
 * Ties between discounts of the same amount: the code the shopper entered wins over an
 * automatic discount, then the older discount, then the smaller id (stable answers).
 */
import { evaluateDiscount } from './discount';
import { minorDigits } from './minor';
import type {
  Cart,
  DiscountRule,
  PricedCart,
  PricingExtensions,
  PricingState,
  PricingStep,
  Rejection,
} from './pricing.types';

export const subtotalStep: PricingStep = (state) => {
  const lines = state.cart.lines.map((l) => ({
    product_id: l.product_id,
    variant_id: l.variant_id,
    title: l.title,
    quantity: l.quantity,
    unit_price: l.unit_price,
    line_total: l.unit_price * l.quantity,
    discount: 0,
  }));
  return { ...state, lines, subtotal: lines.reduce((n, l) => n + l.line_total, 0) };
};

interface Candidate {
  rule: DiscountRule;
  amount: number;
  shares: number[];
}

const better = (a: Candidate, b: Candidate) => {
  if (a.amount !== b.amount) return a.amount > b.amount;
  const entered = (c: Candidate) => (c.rule.kind === 'code' ? 1 : 0);
  if (entered(a) !== entered(b)) return entered(a) > entered(b);
  if (a.rule.created_at !== b.rule.created_at) return a.rule.created_at < b.rule.created_at;
  return a.rule.id < b.rule.id;
};

/** SPEC §9: of every discount that applies, only the highest; the others say why not. */
export const discountStep =
  (discounts: DiscountRule[]): PricingStep =>
  (state) => {
    const rejected: Rejection[] = [];
    const candidates: Candidate[] = [];
    for (const rule of discounts) {
      const result = evaluateDiscount(rule, state.cart);
      if (result.ok) candidates.push({ rule, amount: result.amount, shares: result.shares });
      else rejected.push(result.rejection);
    }
    const best = candidates.reduce<Candidate | undefined>((top, c) => (!top || better(c, top) ? c : top), undefined);
    for (const c of candidates) {
      if (c !== best)
        rejected.push({
          discount_id: c.rule.id,
          title: c.rule.title,
          reason: 'lower_value',
          args: { amount: c.amount },
        });
    }
    if (!best || best.amount <= 0) return { ...state, rejected };
    return {
      ...state,
      lines: state.lines.map((l, i) => ({ ...l, discount: best.shares[i] ?? 0 })),
      adjustments: [
        ...state.adjustments,
        { kind: 'discount', id: best.rule.id, title: best.rule.title, amount: -best.amount },
      ],
      applied: { discount_id: best.rule.id, title: best.rule.title, code: best.rule.code },
      rejected,
    };
  };

/** The steps in order; the extension points run only when given. */
export function pipeline(discounts: DiscountRule[], extensions: PricingExtensions = {}): PricingStep[] {
  const { shipping, surcharges, tax, tip, giftCard } = extensions;
  return [subtotalStep, discountStep(discounts), shipping, surcharges, tax, tip, giftCard].filter(
    (s): s is PricingStep => !!s,
  );
}

export function priceCart(cart: Cart, discounts: DiscountRule[], extensions: PricingExtensions = {}): PricedCart {
  const start: PricingState = { cart, lines: [], subtotal: 0, adjustments: [], applied: null, rejected: [] };
  const state = pipeline(discounts, extensions).reduce((s, step) => step(s), start);
  const discount = state.adjustments.filter((a) => a.kind === 'discount').reduce((n, a) => n - a.amount, 0);
  const adjusted = state.subtotal + state.adjustments.reduce((n, a) => n + a.amount, 0);
  const known =
    !cart.code || discounts.some((d) => d.kind === 'code' && d.code?.toLowerCase() === cart.code?.trim().toLowerCase());
  return {
    currency: cart.currency,
    digits: minorDigits(cart.currency),
    lines: state.lines,
    subtotal: state.subtotal,
    discount,
    adjustments: state.adjustments,
    total: Math.max(0, adjusted),
    applied: state.applied,
    unknown_code: known ? null : cart.code,
    rejected: state.rejected,
    shipping_options: state.shipping_options ?? [],
    included_tax: state.included_tax ?? 0,
  };
}
