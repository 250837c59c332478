/**
 * Merchant HTML shown in the admin: DOMPurify with scripts, event handlers, inline styles,
 * frames and forms removed (DESIGN: sanitised wherever shown). Text in, safe HTML out.
 */
import DOMPurify from 'dompurify';

export function safeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: [
      'script',
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'link',
      'meta',
      'base',
    ],
    FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  });
}
