/** The blacklist module's table, added to the database type by augmentation. */
/** Search blacklist keywords of a shop (JSON array). */
export interface BlacklistTable {
  shop_id: string;
  keywords: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    blacklists: BlacklistTable;
  }
}
