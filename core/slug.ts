/**
 * SPEC §5 slug generation and HTML stripping: handles for products, collections and
 * pages, and plain-text previews of rich descriptions.
 */

/** Removes Vietnamese (and other Latin) accents; đ/Đ have no decomposition, so map them. */
export function removeAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');
}

/** 'Áo thun Đẹp  2024!' -> 'ao-thun-dep-2024' */
export function slugify(text: string): string {
  return removeAccents(text)
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** Tags that separate words visually; dropping them silently would glue words together. */
const BLOCK_TAG =
  /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|header|footer|blockquote|hr)\b[^>]*>/gi;

/** Plain text of an HTML fragment: scripts and styles dropped with their content. */
export function stripHtml(html: string): string {
  return (
    html
      .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
      .replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(?:lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
      // &amp; last, so '&amp;lt;' reads as the text '&lt;' rather than '<'
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
