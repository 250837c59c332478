/** Page, SPEC §3: title, description, image, status, tags; a handle (§5 slug) and SEO text (§9 counters). */
import { z } from 'zod';
import { answer, IdsAnswer, isoDate, listAnswer, version, VersionField } from '../../core/answers';
import { maxLength, requiredText, text } from '../../core/validation';

export const PAGE_TITLE_MAX = 70;
export const PAGE_DESCRIPTION_MAX = 250;
export const PAGE_STATUSES = ['active', 'inactive'] as const;

const Tag = z.string().trim().min(1).max(50);

export const pageShape = {
  title: requiredText(maxLength(PAGE_TITLE_MAX + 1)),
  /** The page's content: HTML from the rich-text editor, sanitised wherever it is shown. */
  description: z.string().max(200_000).nullish(),
  image: text(maxLength(2048)),
  status: z.enum(PAGE_STATUSES).default('active'),
  tags: z.array(Tag).max(50).default([]),
  /** The page's address part; from the title (SPEC §5 slug) when left empty. */
  handle: text(maxLength(101)),
  seo_title: text(maxLength(PAGE_TITLE_MAX + 1)),
  seo_description: text(maxLength(PAGE_DESCRIPTION_MAX + 1)),
};

export const PageBody = z.object({ ...pageShape, shop_id: z.string().max(64).optional() });
/** SPEC §7 "PUT with a body": the page's id travels in the body. */
export const PageUpdateBody = z
  .object({
    ...pageShape,
    status: z.enum(PAGE_STATUSES).optional(),
    tags: z.array(Tag).max(50).optional(),
  })
  .partial()
  .extend({ _id: z.string().min(1).max(64), ...VersionField });

export const PageListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  sort: z.enum(['title', 'created_at', 'updated_at']).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: z.string().max(200).optional(),
  status: z.enum(PAGE_STATUSES).optional(),
  tag: z.string().max(50).optional(),
});

export const PageIdsBody = z.object({ ids: z.array(z.string().max(64)).min(1, 'app.validation.list').max(500) });

export const Page = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  title: z.string(),
  handle: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  status: z.enum(PAGE_STATUSES),
  tags: z.array(z.string()),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  version: version(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type Page = z.infer<typeof Page>;

export const PageAnswer = answer(Page);
export const PageListAnswer = listAnswer('pages', Page);
export const PageTagsAnswer = answer(z.object({ tags: z.array(z.string()) }));
export const PageIdsAnswer = IdsAnswer;
