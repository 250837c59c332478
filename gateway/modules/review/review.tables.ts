/** The review module's tables (reviews and questions share one). */
import type { Generated } from 'kysely';

export interface ReviewTable {
  id: string;
  shop_id: string;
  /** 'review' or 'question'. */
  type: string;
  product_id: string | null;
  customer_id: string | null;
  subject: string | null;
  content: string;
  /** 1 to 5; null for questions. */
  rating: number | null;
  /** JSON array of image URLs. */
  images: string;
  full_name: string;
  customer_email: string | null;
  /** pending, approved or refused (SPEC §4). */
  status: string;
  /** JSON array of { id, content, created_at, updated_at }. */
  replies: string;
  /** Subject, content, name and e-mail without accents, lower case: what `q` searches. */
  search: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
}

declare module '../../db/schema' {
  interface Database {
    reviews: ReviewTable;
  }
}
