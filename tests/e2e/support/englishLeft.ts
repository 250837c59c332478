/**
 * English left on a Vietnamese screen: a text the app's English strings hold whole (a label, a
 * column, a button, a heading) whose Vietnamese string says something else. A field label that
 * react-admin could not find under the screen's resource falls back to its humanized English
 * name ("Payment status"), which no key check sees; this check does.
 */
import type { Page } from '@playwright/test';
import { leaves } from '../../../i18n/parity';
import { appMessageTrees } from '../../../i18n/appMessages';

/** Names shown as themselves in every language: the language menu lists each in its own. */
const SAME_IN_EVERY_LANGUAGE = new Set(['English', 'Tiếng Việt']);

/**
 * Every English string of the app that Vietnamese says differently, long enough to be words
 * rather than a code ("SKU", "URL"), without placeholders or plural forms.
 */
export async function englishOnlyStrings(): Promise<string[]> {
  const trees = await appMessageTrees();
  const vi = new Map(leaves(trees.vi));
  const texts = new Set<string>();
  for (const [key, text] of leaves(trees.en)) {
    const plain = text.trim();
    if (plain.length < 5 || /%\{|\|\|\|\||[<>]/.test(plain) || SAME_IN_EVERY_LANGUAGE.has(plain)) continue;
    if (vi.get(key)?.trim() !== plain) texts.add(plain);
  }
  return [...texts];
}

/** The texts on the page (each element's own text, and labels given as attributes) that are one of `english`. */
export function englishOnPage(page: Page, english: string[]): Promise<string[]> {
  return page.evaluate((strings) => {
    const wanted = new Set(strings);
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node as HTMLElement;
      // The merchant's own content (a field's value, rich text, a theme's code, an e-mail's HTML) is theirs to
      // write in English.
      if (el.closest('textarea, [contenteditable], .monaco-editor, iframe')) continue;
      const own = [...el.childNodes]
        .filter((c) => c.nodeType === Node.TEXT_NODE)
        .map((c) => c.textContent ?? '')
        .join('')
        .trim();
      for (const text of [own, el.getAttribute('aria-label') ?? '', el.getAttribute('placeholder') ?? '']) {
        if (wanted.has(text.trim())) found.add(text.trim());
      }
    }
    return [...found];
  }, english);
}
