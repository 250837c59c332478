/** The domains table: a shop's custom domains (SPEC §3 Domain). A name belongs to one shop. */
export interface DomainTable {
  id: string;
  shop_id: string;
  name: string;
  status: string;
  provider: string | null;
  auto_renew: number;
  connected: number;
  verified_at: string | null;
  created_at: string;
}

declare module '../../db/schema' {
  interface Database {
    domains: DomainTable;
  }
}
