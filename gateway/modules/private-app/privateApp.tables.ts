/** Private apps: one row per app; the token is kept only as its SHA-256 hash. */
export interface PrivateAppTable {
  id: string;
  shop_id: string;
  owner_id: string;
  name: string;
  /** JSON array of scopes (read_products, write_orders, ...). */
  scopes: string;
  token_hash: string;
  token_hint: string;
  revoked_at: string | null;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    private_apps: PrivateAppTable;
  }
}
