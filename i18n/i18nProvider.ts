/**
 * English and Vietnamese (SPEC §1). English is bundled; Vietnamese loads on demand.
 * Validation messages name their field by an i18n key (`%{field}`), translated here.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'ra-core';
import type { ResourceDefinition } from '../resources/defineResource';
import type { Tree } from './merge';
import { messageModules } from './modules';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'vi', name: 'Tiếng Việt' },
];
export const DEFAULT_LOCALE = 'en';

export function buildMessages(locale: 'en' | 'vi', ra: Tree, resources: ResourceDefinition[]): Tree {
  return mergeTranslations(
    ra,
    ...messageModules.map((m) => m[locale]),
    { resources: Object.fromEntries(resources.map((r) => [r.name, r.i18n[locale] as Tree])) },
  ) as Tree;
}

/** react-admin's Vietnamese pack, once loaded. */
let raVietnameseLoaded: Tree | undefined;
const loadRaVietnamese = () =>
  import('./ra-vi').then(({ raVietnamese }) => (raVietnameseLoaded = raVietnamese as unknown as Tree));

/**
 * The first locale's messages must be there synchronously (ra-i18n-polyglot refuses a
 * Promise for them): call this before building the provider for a Vietnamese start.
 */
export async function preloadLocale(locale: string): Promise<void> {
  if (locale === 'vi' && !raVietnameseLoaded) await loadRaVietnamese();
}

export function buildI18nProvider(resources: ResourceDefinition[], initialLocale = DEFAULT_LOCALE): I18nProvider {
  const english = buildMessages('en', englishMessages as unknown as Tree, resources);
  const base = polyglotI18nProvider(
    (locale) => {
      if (locale !== 'vi') return english as TranslationMessages;
      if (raVietnameseLoaded) return buildMessages('vi', raVietnameseLoaded, resources) as TranslationMessages;
      return loadRaVietnamese().then(
        (raVietnamese) => buildMessages('vi', raVietnamese, resources) as TranslationMessages,
      );
    },
    initialLocale,
    LOCALES,
    { allowMissing: true },
  );
  // <html lang> follows the interface language (screen readers, spelling, hyphenation).
  const setLang = (locale: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = locale;
  };
  setLang(initialLocale);
  return {
    ...base,
    changeLocale: async (locale, options) => {
      await base.changeLocale(locale, options);
      setLang(locale);
    },
    translate: (key, options) => {
      const field = options?.field;
      if (typeof field === 'string' && field.includes('.')) {
        return base.translate(key, { ...options, field: base.translate(field, { _: field.split('.').pop() }) });
      }
      return base.translate(key, options);
    },
  };
}
