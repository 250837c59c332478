/**
 * Shipping (SPEC §3 Shipping zone / Shipping method): the zones that serve the cart's
 * country offer their price-based rates, product-based rates and methods; the checkout's
 * chosen option (or, without a choice, the cheapest) is charged.
 *
 * Method types: flat_rate = the price once per order; by_item = the price for the first
 * item and additional_price for each additional one; fixed_flat = the price for every item
 * (quantity × price); free_ship = nothing. A method's condition bounds the order total
 * (after the discount) or the item number; 0 means not set.
 */
import { firstAndNext, itemCount, merchandise, within } from './amounts';
import type {
  CartLine,
  Minor,
  PricingState,
  PricingStep,
  ProductRate,
  ShippingMethodRule,
  ShippingOption,
  ShippingZoneRule,
} from './pricing.types';

export function zoneServes(zone: ShippingZoneRule, country: string | null): boolean {
  if (!country) return false;
  const listed = zone.country_codes.includes(country.toUpperCase());
  return zone.country_mode === 'include' ? listed : !listed;
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .trim()
    .toLowerCase();

export function productMatches(rate: Pick<ProductRate, 'keyword' | 'match'>, line: Pick<CartLine, 'title'>): boolean {
  const keyword = fold(rate.keyword);
  if (!keyword) return true;
  const title = fold(line.title);
  return rate.match === 'equals' ? title === keyword : title.includes(keyword);
}

export function methodPrice(method: ShippingMethodRule, items: number): Minor {
  switch (method.type) {
    case 'flat_rate':
      return method.price;
    case 'by_item':
      return firstAndNext(items, method.price, method.additional_price);
    case 'fixed_flat':
      return method.price * items;
    case 'free_ship':
      return 0;
  }
}

export function methodApplies(method: ShippingMethodRule, total: Minor, items: number): boolean {
  if (method.condition === 'order_total') return within(total, method);
  if (method.condition === 'item_number') return within(items, method);
  return true;
}

/** Every option the cart's country is offered, cheapest first (then by name, for stable answers). */
export function shippingOptions(zones: ShippingZoneRule[], state: PricingState): ShippingOption[] {
  const total = merchandise(state);
  const items = itemCount(state);
  const out: ShippingOption[] = [];
  for (const zone of zones.filter((z) => zoneServes(z, state.cart.country_code))) {
    const base = { zone_id: zone.id, zone_name: zone.name };
    for (const rate of zone.price_rates) {
      if (within(total, rate))
        out.push({ ...base, id: rate.id, name: rate.name, kind: 'price_rate', amount: rate.cost });
    }
    for (const rate of zone.product_rates) {
      const count = state.cart.lines.filter((l) => productMatches(rate, l)).reduce((n, l) => n + l.quantity, 0);
      if (count > 0) {
        out.push({
          ...base,
          id: rate.id,
          name: rate.name,
          kind: 'product_rate',
          amount: firstAndNext(count, rate.first_item, rate.additional_item),
        });
      }
    }
    for (const method of zone.methods) {
      if (methodApplies(method, total, items))
        out.push({ ...base, id: method.id, name: method.name, kind: 'method', amount: methodPrice(method, items) });
    }
  }
  return out.sort((a, b) => a.amount - b.amount || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** Charges the chosen option, or the cheapest when none (or one no longer offered) is chosen. */
export const shippingStep =
  (zones: ShippingZoneRule[], chosen: string | null = null): PricingStep =>
  (state) => {
    const options = shippingOptions(zones, state);
    const pick = options.find((o) => o.id === chosen) ?? options[0];
    if (!pick) return { ...state, shipping_options: options };
    return {
      ...state,
      shipping_options: options,
      adjustments: [...state.adjustments, { kind: 'shipping', id: pick.id, title: pick.name, amount: pick.amount }],
    };
  };
