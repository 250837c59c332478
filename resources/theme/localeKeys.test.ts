import { describe, expect, it } from 'vitest';
import { flattenLocale, localeFileOf, localeRows, unflattenLocale } from './localeKeys';

describe('locale keys', () => {
  const en = { general: { search: 'Search', cart: { title: 'Your cart' } }, count: 3, list: ['a'] };

  it('flattens strings to dotted keys and leaves other values out', () => {
    expect(flattenLocale(en)).toEqual({ 'general.search': 'Search', 'general.cart.title': 'Your cart' });
  });

  it('writes edited strings back without losing other values or touching the original', () => {
    const back = unflattenLocale(en, { 'general.cart.title': 'Basket', 'footer.copy': '©' });
    expect(back).toEqual({
      general: { search: 'Search', cart: { title: 'Basket' } },
      count: 3,
      list: ['a'],
      footer: { copy: '©' },
    });
    expect(en.general.cart.title).toBe('Your cart');
  });

  it('lists every key of both languages and searches keys and texts, accents aside', () => {
    const e = { 'cart.title': 'Your cart', 'search.label': 'Search' };
    const v = { 'cart.title': 'Giỏ hàng', 'only.vi': 'Chỉ tiếng Việt' };
    expect(localeRows(e, v)).toEqual(['cart.title', 'only.vi', 'search.label']);
    expect(localeRows(e, v, 'gio')).toEqual(['cart.title']);
    expect(localeRows(e, v, 'SEARCH')).toEqual(['search.label']);
    expect(localeRows(e, v, 'nothing')).toEqual([]);
  });

  it('finds the locale file of a language', () => {
    const paths = ['locales/en.default.json', 'locales/vi.json', 'locales/fr.json', 'config/en.json'];
    expect(localeFileOf(paths, 'en')).toBe('locales/en.default.json');
    expect(localeFileOf(paths, 'vi')).toBe('locales/vi.json');
    expect(localeFileOf(['locales/fr.json'], 'vi')).toBeUndefined();
  });
});
