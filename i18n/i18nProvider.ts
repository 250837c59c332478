/**
 * English and Vietnamese (SPEC §1). English is bundled: the shell's own strings and, per
 * resource, what the shell shows for it (i18n/shell.en.generated.ts); a resource's whole
 * strings load with its first screen (src/lib/areaStrings.tsx). Vietnamese loads on demand:
 * react-admin's pack, the shell's modules whole and the shell's part of the resources'.
 * Validation messages name their field by an i18n key (`%{field}`), translated here.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'ra-core';
import type { ResourceDefinition } from '../src/lib/defineResource';
import type { Tree } from './merge';
import { loadedRootStrings, loadedScreenStrings, onAreaStrings, resourceMessages } from '../src/lib/areaStrings';
import { shellEnglish } from './shell.en.generated';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'vi', name: 'Tiếng Việt' },
];
export const DEFAULT_LOCALE = 'en';

/**
 * One language's messages: react-admin's, the app's `modules` (trees rooted at the top
 * level), the strings of the screens outside resources loaded so far, and every resource's: whole when known (src/lib/areaStrings.tsx), else what the
 * shell carries for it (`shell`, by resource name).
 */
export function buildMessages(
  locale: 'en' | 'vi',
  ra: Tree,
  resources: ResourceDefinition[],
  modules: Tree[],
  shell: Record<string, Tree> = {},
): Tree {
  const screens = loadedScreenStrings().map((m) => ({ app: m[locale] }) as Tree);
  const rooted = loadedRootStrings().map((m) => m[locale] as Tree);
  return mergeTranslations(ra, ...modules, ...screens, ...rooted, {
    resources: Object.fromEntries(
      resources.map((r) => [
        r.name,
        ((resourceMessages(r)?.[locale] as Tree | undefined) ?? shell[r.name] ?? {}) as Tree,
      ]),
    ),
  }) as Tree;
}

/** react-admin's Vietnamese pack, the app's modules and the shell's part of the resources', once loaded. */
let vietnamese: { ra: Tree; modules: Tree[]; shell: Record<string, Tree> } | undefined;
const loadVietnamese = () =>
  Promise.all([import('./ra-vi'), import('./modules'), import('./shell.vi.generated')]).then(
    ([{ raVietnamese }, { messageModules }, { shellVietnamese }]) =>
      (vietnamese = {
        ra: raVietnamese as unknown as Tree,
        modules: messageModules.map((m) => m.vi),
        shell: shellVietnamese.resources,
      }),
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
        return buildMessages(
          'en',
          englishMessages as unknown as Tree,
          resources,
          [shellEnglish.modules],
          shellEnglish.resources,
        ) as TranslationMessages;
      const vi = (loaded: NonNullable<typeof vietnamese>) =>
        buildMessages('vi', loaded.ra, resources, loaded.modules, loaded.shell) as TranslationMessages;
      return vietnamese ? vi(vietnamese) : loadVietnamese().then(vi);
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
