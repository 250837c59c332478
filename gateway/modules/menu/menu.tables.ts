/** The menus table (SPEC §3 Menu). Items are a JSON tree as text. */
import type { Generated } from 'kysely';

export interface MenuTable {
  id: string;
  shop_id: string;
  title: string;
  handle: string;
  location: string;
  position: number;
  items: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    menus: MenuTable;
  }
}
