/**
 * English and Vietnamese (SPEC §1). English is bundled; Vietnamese loads on demand.
 * Validation messages name their field by an i18n key (`%{field}`), translated here.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'ra-core';
import type { ResourceDefinition } from '../src/lib/defineResource';
import type { Tree } from './merge';
import { loadAllModules, messageModules, type MessageModule } from './modules';
import { onAreaStrings, resourceMessages } from '../src/lib/areaStrings';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'vi', name: 'Tiếng Việt' },
];
export const DEFAULT_LOCALE = 'en';

export function buildMessages(
  locale: 'en' | 'vi',
  ra: Tree,
  resources: ResourceDefinition[],
  modules: MessageModule[] = messageModules,
): Tree {
  return mergeTranslations(ra, ...modules.map((m) => m[locale]), {
    resources: Object.fromEntries(resources.map((r) => [r.name, resourceMessages(r)[locale] as Tree])),
  }) as Tree;
}

/** react-admin's Vietnamese pack and the app's modules with their Vietnamese halves, once loaded. */
let vietnamese: { ra: Tree; modules: MessageModule[] } | undefined;
const loadVietnamese = () =>
  Promise.all([import('./ra-vi'), loadAllModules()]).then(
    ([{ raVietnamese }, modules]) => (vietnamese = { ra: raVietnamese as unknown as Tree, modules }),
  );

/**
 * The first locale's messages must be there synchronously (ra-i18n-polyglot refuses a
 * Promise for them): call this before building the provider for a Vietnamese start.
 */
export async function preloadLocale(locale: string): Promise<void> {
  if (locale === 'vi' && !vietnamese) await loadVietnamese();
}

export function buildI18nProvider(resources: ResourceDefinition[], initialLocale = DEFAULT_LOCALE): I18nProvider {
  const base = polyglotI18nProvider(
    (locale) => {
      if (locale !== 'vi')
        return buildMessages('en', englishMessages as unknown as Tree, resources) as TranslationMessages;
      if (vietnamese) return buildMessages('vi', vietnamese.ra, resources, vietnamese.modules) as TranslationMessages;
      return loadVietnamese().then(
        ({ ra, modules }) => buildMessages('vi', ra, resources, modules) as TranslationMessages,
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
  // An area's strings arrived (its first screen): the same language, with them.
  onAreaStrings(() => base.changeLocale(base.getLocale()));
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
