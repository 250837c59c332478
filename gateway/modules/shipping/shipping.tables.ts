/** Shipping zones and tax settings (surcharges: their declaration, resources/subfee) (SPEC §3). Lists are JSON text; amounts in the shop's major units. */
import type { Generated } from 'kysely';

export interface ShippingZoneTable {
  id: string;
  shop_id: string;
  name: string;
  country_mode: string;
  country_codes: string;
  price_rates: string;
  product_rates: string;
  methods: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One row per shop (id = shop_id, so versioned updates address it like any record). */
export interface TaxSettingsTable {
  id: string;
  shop_id: string;
  prices_include_tax: number;
  tax_shipping: number;
  rates: string;
  version: Generated<number>;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    shipping_zones: ShippingZoneTable;
    tax_settings: TaxSettingsTable;
  }
}
