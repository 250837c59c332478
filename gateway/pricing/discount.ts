/**
 * One discount against one cart: either the amount it takes off (and from which lines),
 * or the first reason it does not apply. Pure; the order of the checks is the order a
 * merchant reads the reasons in (the code, the discount's own state, the customer, the cart).
 */
import type { Cart, CartLine, DiscountRule, Minor, Rejection } from './pricing.types';

export type Evaluation = { ok: true; amount: Minor; shares: Minor[] } | { ok: false; rejection: Rejection };

const same = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Lines the discount may touch: its products or collections, minus exclusions. */
export function eligibleLines(rule: DiscountRule, lines: CartLine[]): boolean[] {
  const products = new Set(rule.product_ids);
  const collections = new Set(rule.collection_ids);
  const excludedProducts = new Set(rule.excluded_product_ids);
  const excludedCollections = new Set(rule.excluded_collection_ids);
  return lines.map((line) => {
    const included =
      rule.applies_to === 'entire_order' ||
      (rule.applies_to === 'products' && products.has(line.product_id)) ||
      (rule.applies_to === 'collections' && line.collection_ids.some((c) => collections.has(c)));
    const excluded =
      excludedProducts.has(line.product_id) || line.collection_ids.some((c) => excludedCollections.has(c));
    const alreadyDiscounted = line.compare_at_price !== null && line.compare_at_price > line.unit_price;
    return included && !excluded && !(rule.exclude_discounted && alreadyDiscounted);
  });
}

/** Splits an amount over weights in proportion, whole minor units, remainders to the largest fractions. */
export function allocate(amount: Minor, weights: Minor[]): Minor[] {
  const total = weights.reduce((n, w) => n + w, 0);
  if (total <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((n, s) => n + s, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

function reject(rule: DiscountRule, reason: Rejection['reason'], args: Rejection['args'] = {}): Evaluation {
  return { ok: false, rejection: { discount_id: rule.id, title: rule.title, reason, args } };
}

/** The first state or customer check that fails, if any. */
function stateFailure(rule: DiscountRule, cart: Cart): Evaluation | undefined {
  const at = Date.parse(cart.at);
  if (rule.kind === 'code' && !same(rule.code, cart.code)) return reject(rule, 'code_not_entered');
  if (!rule.active) return reject(rule, 'inactive');
  if (rule.starts_at && at < Date.parse(rule.starts_at)) return reject(rule, 'not_started', { date: rule.starts_at });
  if (rule.ends_at && at >= Date.parse(rule.ends_at)) return reject(rule, 'expired', { date: rule.ends_at });
  if (rule.usage_limit !== null && rule.times_used >= rule.usage_limit)
    return reject(rule, 'usage_exhausted', { n: rule.usage_limit });
  if (rule.once_per_customer && rule.customer_uses > 0) return reject(rule, 'already_used');
  if (rule.eligibility === 'customers' && !rule.customer_emails.some((e) => same(e, cart.customer_email))) {
    return reject(rule, 'customer_not_eligible');
  }
  const country = cart.country_code?.toUpperCase() ?? null;
  const listed = country !== null && rule.country_codes.includes(country);
  if ((rule.country_mode === 'include' && !listed) || (rule.country_mode === 'exclude' && listed)) {
    return reject(rule, 'country_not_eligible', { country: country ?? '' });
  }
  return undefined;
}

export function evaluateDiscount(rule: DiscountRule, cart: Cart): Evaluation {
  const failure = stateFailure(rule, cart);
  if (failure) return failure;
  const eligible = eligibleLines(rule, cart.lines);
  const weights = cart.lines.map((l, i) => (eligible[i] ? l.unit_price * l.quantity : 0));
  const eligibleTotal = weights.reduce((n, w) => n + w, 0);
  const eligibleCount = cart.lines.reduce((n, l, i) => n + (eligible[i] ? l.quantity : 0), 0);
  if (eligibleCount === 0 || eligibleTotal <= 0) return reject(rule, 'no_eligible_items');
  const minimum = rule.minimum_value ?? 0;
  if (rule.minimum_requirement === 'order_total' && eligibleTotal < minimum)
    return reject(rule, 'minimum_total', { amount: minimum });
  if (rule.minimum_requirement === 'item_count' && eligibleCount < minimum)
    return reject(rule, 'minimum_items', { n: minimum });
  const raw =
    rule.type === 'percent'
      ? Math.round((eligibleTotal * Math.min(rule.value, 100)) / 100 + 1e-9)
      : Math.round(rule.value);
  const amount = Math.max(0, Math.min(raw, eligibleTotal));
  return { ok: true, amount, shares: allocate(amount, weights) };
}
