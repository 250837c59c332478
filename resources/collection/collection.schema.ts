/** Collection (category), SPEC §3: id, shop_id, title, description, parent, image. */
import { z } from 'zod';
import { answer, IdsAnswer, isoDate, listAnswer, version, VersionField } from '../../core/answers';
import { maxLength, requiredText, text } from '../../core/validation';

export const CollectionBody = z.object({
  title: requiredText(maxLength(71)),
  description: z.string().max(100_000).nullish(),
  parent: z.string().max(64).nullish(),
  image: text(maxLength(2048)),
  shop_id: z.string().max(64).optional(),
});
export const CollectionUpdateBody = CollectionBody.partial().extend(VersionField);

export const CollectionListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  sort: z.enum(['title', 'created_at']).default('title'),
  order: z.enum(['asc', 'desc']).default('asc'),
  q: z.string().max(200).optional(),
  parent: z.string().max(64).optional(),
});

export const CollectionIdsBody = z.object({ ids: z.array(z.string().max(64)).min(1, 'app.validation.list').max(500) });

/** A collection as the gateway answers it. */
export const Collection = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  title: z.string(),
  handle: z.string(),
  description: z.string().nullable(),
  parent: z.string().nullable(),
  image: z.string().nullable(),
  products_count: z.number().int().min(0),
  version: version(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type Collection = z.infer<typeof Collection>;

export const CollectionAnswer = answer(Collection);
export const CollectionListAnswer = listAnswer('collections', Collection);
export const CollectionIdsAnswer = IdsAnswer;
