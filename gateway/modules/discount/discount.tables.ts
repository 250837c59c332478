/** Discount tables (SPEC §3 Discount). Lists are JSON text; flags 0/1; amounts in the shop's major units. */
import type { Generated } from 'kysely';

export interface DiscountTable {
  id: string;
  shop_id: string;
  kind: string;
  code: string | null;
  /** Lower-case code: one code per shop whatever its case (unique with shop_id). */
  code_key: string | null;
  name: string | null;
  /** Code or name without accents, lower case: what `q` searches and A-Z sorts by. */
  search: string;
  type: string;
  value: number;
  applies_to: string;
  product_ids: string;
  collection_ids: string;
  excluded_product_ids: string;
  excluded_collection_ids: string;
  country_mode: string;
  country_codes: string;
  minimum_requirement: string;
  minimum_value: number | null;
  eligibility: string;
  customer_emails: string;
  usage_limit: number | null;
  once_per_customer: number;
  starts_at: string | null;
  ends_at: string | null;
  independent: number;
  exclude_discounted: number;
  active: number;
  times_used: Generated<number>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One use of a discount by a placed order: once-per-customer reads it by e-mail. */
export interface DiscountUsageTable {
  id: string;
  shop_id: string;
  discount_id: string;
  order_id: string;
  email_key: string | null;
  at: string;
}

declare module '../../db/schema' {
  interface Database {
    discounts: DiscountTable;
    discount_usages: DiscountUsageTable;
  }
}
