/** Shop images (SPEC §2 /setting/files): what the shop has in the object store. */
import { z } from 'zod';
import { answer, listAnswer } from '../../core/answers';

export const FileListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(24),
});

export const ShopImage = z.object({
  /** The object key, which is also its id. */
  id: z.string(),
  key: z.string(),
  name: z.string(),
  url: z.string(),
  size: z.number().int().min(0),
  uploaded_at: z.string().nullable(),
});
export type ShopImage = z.infer<typeof ShopImage>;

export const FileListAnswer = listAnswer('images', ShopImage);
/** DELETE .../images with a body: the keys (ids) to delete; only the shop's own are touched. */
export const FileDeleteBody = z.object({
  ids: z.array(z.string().min(1).max(1024)).min(1, 'app.validation.list').max(200),
});
export const FileDeleteAnswer = answer(z.object({ ids: z.array(z.string()) }));
