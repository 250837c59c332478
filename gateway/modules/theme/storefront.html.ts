/**
 * Merchant HTML shown on the storefront (page bodies, product and collection descriptions)
 * is sanitised before it reaches a template, so `{{ page.content | raw }}` is safe: scripts,
 * event handlers, `javascript:` links, inline styles and form controls are removed.
 * sanitize-html parses with htmlparser2, so the gateway needs no DOM (jsdom stays a test tool).
 */
import sanitizeHtml from 'sanitize-html';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'video', 'source', 'h1', 'h2'],
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
    video: ['src', 'controls', 'width', 'height', 'poster'],
    source: ['src', 'type'],
    '*': ['class', 'id', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  disallowedTagsMode: 'discard',
};

/** Merchant HTML made safe for `| raw` on the storefront. */
export const cleanHtml = (html: string) => sanitizeHtml(html, OPTIONS);

export { escapeHtml };
