/** The fields a page is saved with (page.schema.ts `pageShape`); zod-free, for the browser's first load. */
export const PAGE_FIELDS = [
  'title',
  'description',
  'image',
  'status',
  'tags',
  'handle',
  'seo_title',
  'seo_description',
] as const;
