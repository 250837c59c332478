/**
 * UI language: the user's own choice when made, else the current shop's language,
 * else English (SPEC §1). react-admin keeps the active locale in its store.
 */
const OVERRIDE_KEY = 'shop-admin.locale-override';
const SHOP_LOCALE_KEY = 'shop-admin.shop-locale';
const SUPPORTED = ['en', 'vi'];

/** The Intl locale of a UI language (numbers, money, dates): `vi` -> `vi-VN`; English otherwise. */
const INTL: Record<string, string> = { en: 'en-US', vi: 'vi-VN' };
export const intlLocale = (locale: string) => INTL[locale] ?? 'en-US';

const read = (key: string) => (typeof localStorage === 'undefined' ? null : localStorage.getItem(key));

export function initialLocale(): string {
  const chosen = read(OVERRIDE_KEY) ?? read(SHOP_LOCALE_KEY);
  return chosen && SUPPORTED.includes(chosen) ? chosen : 'en';
}

/** The user picked a language in the menu: it wins over the shop's. */
export const setLocaleOverride = (locale: string) => localStorage.setItem(OVERRIDE_KEY, locale);
export const hasLocaleOverride = () => read(OVERRIDE_KEY) !== null;

/** The language the current shop's UI follows when the user has not chosen one. */
export const rememberShopLocale = (locale: string) => localStorage.setItem(SHOP_LOCALE_KEY, locale);

/** The locale the UI should use for a shop, or undefined when the user's choice stands. */
export function localeForShop(shopLanguage: string | undefined): string | undefined {
  if (hasLocaleOverride() || !shopLanguage || !SUPPORTED.includes(shopLanguage)) return undefined;
  return shopLanguage;
}

/**
 * The first number formatter a page makes loads Intl's number data: about 11 ms on this
 * machine, 4 times that on a phone-class CPU, and on /products it fell inside the task that
 * renders the rows (the stock column's first cell). Made once in a task of its own, right
 * after the first render is asked for, the rows' formatters cost almost nothing (0.1 ms).
 * Not requestIdleCallback: while the first screen loads, the browser found no idle period
 * before the rows arrived (profiled: the cost stayed in the rows' task).
 */
export function warmNumberFormat(locale: string): void {
  setTimeout(() => new Intl.NumberFormat(intlLocale(locale)).format(0), 0);
}
