/**
 * Shipping zones, surcharges and tax settings from their rows to their answers and to the
 * pricing engine's rules (amounts in minor units). Every checkout's pricing reads the same rules;
 * the tables are their declarations'.
 */
import type { DeclaredRecord } from '../../core/resource';
import type { shipping } from '../../resources/shipping/shipping.resource';
import type { subfee } from '../../resources/subfee/subfee.resource';
import type { SettingsRecord } from '../../core/settings';
import type { tax } from '../../resources/tax/tax.resource';
import { toMinor } from '../pricing/minor';
import type { ShippingZoneRule, SurchargeRule, TaxRule } from '../pricing/pricing.types';

type Shipping = DeclaredRecord<typeof shipping>;

export function toZoneRule(zone: Shipping, digits: number): ShippingZoneRule {
  const m = (v: number) => toMinor(v, digits);
  return {
    id: zone.id,
    name: zone.name,
    country_mode: zone.country_mode,
    country_codes: zone.country_codes,
    price_rates: zone.price_rates.map((r) => ({ ...r, min: m(r.min), max: m(r.max), cost: m(r.cost) })),
    product_rates: zone.product_rates.map((r) => ({
      ...r,
      first_item: m(r.first_item),
      additional_item: m(r.additional_item),
    })),
    methods: zone.methods.map((x) => ({
      ...x,
      price: m(x.price),
      additional_price: m(x.additional_price),
      // Item-number bounds are counts, order-total bounds money.
      min: x.condition === 'order_total' ? m(x.min) : x.min,
      max: x.condition === 'order_total' ? m(x.max) : x.max,
    })),
  };
}

type Subfee = DeclaredRecord<typeof subfee>;

export const toSurchargeRule = (s: Subfee, digits: number): SurchargeRule => ({
  ...s,
  first_item: toMinor(s.first_item, digits),
  next_item: toMinor(s.next_item, digits),
});

/** The shop's tax settings (their declaration: resources/tax) as the engine reads them. */
export const toTaxRule = (t: SettingsRecord<typeof tax>): TaxRule => ({
  prices_include_tax: t.prices_include_tax,
  tax_shipping: t.tax_shipping,
  rates: t.rates,
});
