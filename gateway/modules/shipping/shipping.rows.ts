/** Rows ↔ answers ↔ engine rules for zones, surcharges and taxes. */
import type { Selectable } from 'kysely';
import type { Shipping, ShippingInput } from '../../../resources/shipping/shipping.schema';
import type { DeclaredRecord } from '../../../core/resource';
import type { subfee } from '../../../resources/subfee/subfee.resource';
import type { TaxInput, TaxSettings } from '../../../resources/tax/tax.schema';
import { newId } from '../../lib/ids';
import { json } from '../../lib/json';
import { toMinor } from '../../pricing/minor';
import type { ShippingZoneRule, SurchargeRule, TaxRule } from '../../pricing/pricing.types';
import type { ShippingZoneTable, TaxSettingsTable } from './shipping.tables';

const withIds = <T extends { id?: string | null }>(rows: T[]) => rows.map((r) => ({ ...r, id: r.id || newId() }));

export function zoneColumns(input: ShippingInput) {
  return {
    name: input.name,
    country_mode: input.country_mode,
    country_codes: JSON.stringify(input.country_codes),
    price_rates: JSON.stringify(withIds(input.price_rates)),
    product_rates: JSON.stringify(withIds(input.product_rates)),
    methods: JSON.stringify(withIds(input.methods)),
  };
}

export const toShipping = (row: Selectable<ShippingZoneTable>): Shipping => ({
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

export function taxColumns(input: TaxInput) {
  return {
    prices_include_tax: input.prices_include_tax ? 1 : 0,
    tax_shipping: input.tax_shipping ? 1 : 0,
    rates: JSON.stringify(input.rates),
  };
}

export const toTax = (shopId: string, row: Selectable<TaxSettingsTable> | undefined): TaxSettings => ({
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
