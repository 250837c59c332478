/** Shipping zones (SPEC §3; surcharges are declared: resources/subfee). Lists are JSON text; amounts in the shop's major units. */
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

declare module '../../db/schema' {
  interface Database {
    shipping_zones: ShippingZoneTable;
  }
}
