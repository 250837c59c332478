/** Shipping zones and surcharges (SPEC §3). Lists are JSON text; amounts in the shop's major units. */
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

export interface SubfeeTable {
  id: string;
  shop_id: string;
  name: string;
  /** Name without accents, lower case: what `q` searches. */
  search: string;
  applies_to: string;
  country_codes: string;
  product_ids: string;
  collection_ids: string;
  first_item: number;
  next_item: number;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    shipping_zones: ShippingZoneTable;
    subfees: SubfeeTable;
  }
}
