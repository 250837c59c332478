/**
 * Shipping zones, surcharges and tax settings from their rows to their answers and to the
 * pricing engine's rules (amounts in minor units). The shipping, surcharge and tax modules
 * answer with them; every checkout's pricing reads the same rules. The tables are those
 * modules' (zones and surcharges: their declarations).
 */
import type { Selectable } from 'kysely';
import type { DeclaredRecord } from '../../core/resource';
import type { shipping } from '../../resources/shipping/shipping.resource';
import type { subfee } from '../../resources/subfee/subfee.resource';
import type { TaxSettings } from '../../resources/tax/tax.schema';
import type { Database } from '../db/schema';
import { toMinor } from '../pricing/minor';
import type { ShippingZoneRule, SurchargeRule, TaxRule } from '../pricing/pricing.types';
import { json } from './json';

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

export const toTax = (shopId: string, row: Selectable<Database['tax_settings']> | undefined): TaxSettings => ({
  shop_id: shopId,
  prices_include_tax: !!row?.prices_include_tax,
  tax_shipping: !!row?.tax_shipping,
  rates: json(row?.rates ?? null, []),
  version: Number(row?.version ?? 0),
  updated_at: row?.updated_at ?? null,
});

export const toTaxRule = (t: TaxSettings): TaxRule => ({
  prices_include_tax: t.prices_include_tax,
  tax_shipping: t.tax_shipping,
  rates: t.rates,
});
