/** Boost-sell offers (SPEC §3 Offer, §7 Cross-sale). Lists are JSON text. */
import type { Generated } from 'kysely';

export interface OfferTable {
  id: string;
  shop_id: string;
  name: string;
  /** Name without accents, lower case: what `q` searches and A-Z sorts by. */
  search: string;
  title: string | null;
  message: string | null;
  type: string;
  kind: string;
  target_type: string;
  target_ids: string;
  recommended_ids: string;
  displayed_quantity: number;
  minimum_quantity: number;
  discount_type: string;
  discount_value: number;
  status: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    cross_sales: OfferTable;
  }
}
