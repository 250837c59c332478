/** The pages table (SPEC §3 Page). Tags are a JSON array as text. */
import type { Generated } from 'kysely';

export interface PageTable {
  id: string;
  shop_id: string;
  title: string;
  handle: string;
  sort_title: string;
  description: string | null;
  image: string | null;
  status: string;
  tags: string;
  seo_title: string | null;
  seo_description: string | null;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    pages: PageTable;
  }
}
