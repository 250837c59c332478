/**
 * The message trees the app runs on, whole: buildMessages over react-admin's own messages (its
 * English pack, our Vietnamese one), every message module and every declared resource with its
 * area strings loaded, as once each area's first screen has loaded them. For the checks that
 * read every string: the locale parity test and the e2e English-left check.
 */
import englishMessages from 'ra-language-english';
import { buildMessages } from './i18nProvider';
import type { Tree } from './merge';
import { messageModules } from './modules';
import { raVietnamese } from './ra-vi';
import { resources } from '../resources';
import { loadAreaStrings } from '../src/lib/areaStrings';

export type Locale = 'en' | 'vi';

/** react-admin's own messages of a language, under our tree type. */
export const raMessages: Record<Locale, Tree> = {
  en: englishMessages as unknown as Tree,
  vi: raVietnamese as unknown as Tree,
};

/** The app's tree of one language, over `ra` (react-admin's messages of that language by default). */
export const appMessages = (locale: Locale, ra: Tree = raMessages[locale]): Tree =>
  buildMessages(
    locale,
    ra,
    resources,
    messageModules.map((m) => m[locale]),
  );

/** Both trees, after every resource's strings are loaded. */
export async function appMessageTrees(): Promise<Record<Locale, Tree>> {
  await loadAreaStrings(resources);
  return { en: appMessages('en'), vi: appMessages('vi') };
}
