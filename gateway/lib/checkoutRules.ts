/**
 * Shipping zones, surcharges and tax settings from their rows to their answers and to the
 * pricing engine's rules (amounts in minor units). The shipping and surcharge modules answer
 * with them; every checkout's pricing reads the same rules. The tables are those modules'
 * (shipping.tables.ts; surcharges and taxes: their declarations).
 */
import type { Selectable } from 'kysely';
import type { Shipping } from '../../resources/shipping/shipping.schema';
import type { DeclaredRecord } from '../../core/resource';
import type { subfee } from '../../resources/subfee/subfee.resource';
import type { SettingsRecord } from '../../core/settings';
import type { tax } from '../../resources/tax/tax.resource';
import type { Database } from '../db/schema';
import { toMinor } from '../pricing/minor';
import type { ShippingZoneRule, SurchargeRule, TaxRule } from '../pricing/pricing.types';
import { json } from './json';

export const toShipping = (row: Selectable<Database['shipping_zones']>): Shipping => ({
  id: row.id,
  shop_id: row.shop_id,
  name: row.name,
  country_mode: row.country_mode as Shipping['country_mode'],
  country_codes: json(row.country_codes, []),
  price_rates: json(row.price_rates, []),
  product_rates: json(row.product_rates, []),
  methods: json(row.methods, []),
  version: Number(row.version),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

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
