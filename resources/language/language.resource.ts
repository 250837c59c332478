/**
 * Languages (/setting/languages; SPEC §1 names the screen, §7 no call: GET and PUT
 * /language/api/{shop} are ours): the shop's language (its mails, its admin default) and the
 * languages its storefront offers, the shop's own always first among them. The language is the
 * shop's own column and the storefront's a JSON list in key_values (`storefront_languages:<shop
 * id>`), so the gateway keeps them by hand (gateway/modules/language).
 */
import { LANGUAGES } from '../../core/countries';
import { choice, choices } from '../../core/fields';
import { declareSettings } from '../../core/settings';

export const language = declareSettings({
  name: 'languages',
  table: 'language',
  path: '/setting/languages',
  api: { base: '/language/api/{shop}', versioned: false },
  fields: {
    language: choice(LANGUAGES, { rules: { required: true }, help: 'resources.languages.shop_help' }),
    storefront: choices(LANGUAGES, { rules: { required: true }, help: 'resources.languages.storefront_help' }),
  },
  storage: { key: 'storefront_languages' },
  menu: { label: 'resources.languages.menu', group: 'settings', order: 52 },
  strings: () => import('./language.i18n').then((m) => m.languageMessages),
});

/** The language calls (the app's entries: method, path and flags). */
export const languageRoutes = language.routes;
