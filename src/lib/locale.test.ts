// @vitest-environment jsdom
/** SPEC §1: the UI follows the current shop's language, English by default, unless the merchant chose one. */
import { beforeEach, describe, expect, it } from 'vitest';
import { initialLocale, localeForShop, rememberShopLocale, setLocaleOverride } from './locale';

describe('UI language', () => {
  beforeEach(() => localStorage.clear());

  it('is English by default', () => {
    expect(initialLocale()).toBe('en');
  });

  it("follows the current shop's language", () => {
    expect(localeForShop('vi')).toBe('vi');
    rememberShopLocale('vi');
    expect(initialLocale()).toBe('vi');
  });

  it('ignores a shop language the UI does not speak', () => {
    expect(localeForShop('fr')).toBeUndefined();
    expect(localeForShop(undefined)).toBeUndefined();
  });

  it("keeps the merchant's own choice over the shop's", () => {
    rememberShopLocale('vi');
    setLocaleOverride('en');
    expect(initialLocale()).toBe('en');
    expect(localeForShop('vi')).toBeUndefined();
  });
});
