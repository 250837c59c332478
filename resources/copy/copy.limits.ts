/** The copy's choices and bounds as plain data (no zod): the screens read them on their own. */
export const COPY_KINDS = ['products', 'collections'] as const;
/** The status copies get in the target shop: the source's, or one the merchant picks (draft = inactive). */
export const COPY_STATUSES = ['inactive', 'active', 'keep'] as const;
/** What "update copies" can push; prices follow the rate, media are copied again. */
export const COPY_FIELDS = [
  'price',
  'compare_at_price',
  'title',
  'description',
  'seo_description',
  'media',
  'tags',
  'vendor',
] as const;
export type CopyField = (typeof COPY_FIELDS)[number];
/** A rate of one currency to another: above 0, and bounded (1 USD is about 26,000 VND). */
export const RATE_MAX = 1_000_000;
export const COPY_MAX_RECORDS = 200;
export const COPY_MAX_TARGETS = 20;
export const COPY_CHANNEL = 'COPY-CATALOGUE';

export const COPY_ACTIONS = ['create', 'update', 'skip'] as const;
