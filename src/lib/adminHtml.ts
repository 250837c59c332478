/**
 * Merchant HTML shown inside the admin (description previews): DOMPurify with inline
 * styles removed as well, so a pasted `style` cannot restyle or cover the admin (issue 15
 * item 13). No React here.
 */
import DOMPurify, { type Config } from 'dompurify';

/** DOMPurify options for every admin preview of merchant HTML. */
export const ADMIN_PURIFY: Config = {
  FORBID_ATTR: ['style'],
  FORBID_TAGS: ['style', 'link', 'meta', 'base', 'form'],
};

export const sanitizeAdminHtml = (html: string): string => DOMPurify.sanitize(html, ADMIN_PURIFY) as string;
