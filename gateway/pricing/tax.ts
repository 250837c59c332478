/**
 * Tax (/setting/taxes): the rate of the cart's country and region (a region's own rate
 * before the country's), on the merchandise after the discount plus surcharges (plus
 * shipping when it is taxed). Prices that include tax: the tax inside them is shown
 * (included_tax) and the total does not change; otherwise it is added.
 */
import { merchandise, roundMinor, sumOf } from './amounts';
import type { Cart, PricingStep, TaxRate, TaxRule } from './pricing.types';
import { regionKey } from './regions';

export function taxRateFor(rule: TaxRule, cart: Pick<Cart, 'country_code' | 'region'>): TaxRate | undefined {
  const country = cart.country_code?.toUpperCase();
  if (!country) return undefined;
  const ofCountry = rule.rates.filter((r) => r.country_code === country);
  // "NY" in the settings and "New York" in the address are one region (regions.ts).
  const region = cart.region?.trim() ? regionKey(country, cart.region) : '';
  return (
    (region ? ofCountry.find((r) => r.region?.trim() && regionKey(country, r.region) === region) : undefined) ??
    ofCountry.find((r) => !r.region?.trim())
  );
}

export const taxStep =
  (rule: TaxRule): PricingStep =>
  (state) => {
    const rate = taxRateFor(rule, state.cart);
    if (!rate || rate.rate <= 0) return state;
    const base = Math.max(
      0,
      merchandise(state) + sumOf(state, 'surcharge') + (rule.tax_shipping ? sumOf(state, 'shipping') : 0),
    );
    const r = rate.rate / 100;
    if (rule.prices_include_tax) return { ...state, included_tax: roundMinor(base - base / (1 + r)) };
    const amount = roundMinor(base * r);
    if (amount <= 0) return state;
    return {
      ...state,
      adjustments: [
        ...state.adjustments,
        { kind: 'tax', id: `${rate.country_code}${rate.region ? `-${rate.region}` : ''}`, title: rate.name, amount },
      ],
    };
  };
