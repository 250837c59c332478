/** Metafield tables (Kysely types by augmentation). */
import type { Generated } from 'kysely';

export interface MetafieldDefinitionTable {
  id: string;
  shop_id: string;
  owner_type: string;
  key: string;
  name: string;
  type: string;
  description: string | null;
  /** JSON { required, min, max, max_length }. */
  validation: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface MetafieldValueTable {
  id: string;
  shop_id: string;
  owner_type: string;
  owner_id: string;
  definition_id: string;
  /** JSON of the checked value (string, number or boolean). */
  value: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    metafield_definitions: MetafieldDefinitionTable;
    metafield_values: MetafieldValueTable;
  }
}
