/** The metafield values' table (Kysely types by augmentation); the definitions' is the declaration's. */

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
    metafield_values: MetafieldValueTable;
  }
}
