/** Collection (category), SPEC §3: id, shop_id, title, description, parent, image. */
import { z } from 'zod';
import { maxLength, requiredText, text } from '../../core/validation';

export const CollectionBody = z.object({
  title: requiredText(maxLength(71)),
  description: z.string().max(100_000).nullish(),
  parent: z.string().max(64).nullish(),
  image: text(maxLength(2048)),
  shop_id: z.string().max(64).optional(),
});
export const CollectionUpdateBody = CollectionBody.partial();

export const CollectionListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  sort: z.enum(['title', 'created_at']).default('title'),
  order: z.enum(['asc', 'desc']).default('asc'),
  q: z.string().max(200).optional(),
  parent: z.string().max(64).optional(),
});

export const CollectionIdsBody = z.object({ ids: z.array(z.string().max(64)).min(1, 'app.validation.list').max(500) });

export interface Collection {
  _id: string;
  id: string;
  shop_id: string;
  title: string;
  handle: string;
  description: string | null;
  parent: string | null;
  image: string | null;
  products_count: number;
  created_at: string;
  updated_at: string;
}
