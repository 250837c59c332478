/** The collection module's table (SPEC §3 Collection), added to the database type by augmentation. */
import type { Generated } from 'kysely';

export interface CollectionTable {
  id: string;
  shop_id: string;
  title: string;
  handle: string;
  description: string | null;
  parent: string | null;
  image: string | null;
  sort_title: string;
  /** Optimistic concurrency: bumped by every update (gateway/lib/versioned.ts). */
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    collections: CollectionTable;
  }
}
