/**
 * Merchant HTML shown on the storefront (page bodies, product and collection descriptions)
 * is sanitised with DOMPurify before it reaches a template, so `{{ page.content | raw }}`
 * is safe. DOMPurify needs a DOM: jsdom, when installed; without it the HTML is shown as
 * text (escaped), never unsanitised.
 */
import createDOMPurify from 'dompurify';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

let purify: Promise<(html: string) => string> | undefined;

export function sanitizer(): Promise<(html: string) => string> {
  purify ??= (async () => {
    const name = 'jsdom'; // a variable: jsdom ships no types, and only this line uses it
    const { JSDOM } = (await import(name)) as { JSDOM: new (html: string) => { window: unknown } };
    const instance = createDOMPurify(new JSDOM('').window as Parameters<typeof createDOMPurify>[0]);
    return (html: string) => instance.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'textarea', 'button'], FORBID_ATTR: ['style'] });
  })().catch(() => escapeHtml);
  return purify;
}

export { escapeHtml };
