/** Language settings (ours: SPEC §1 names the screen, §7 no call). */
import { defineRoutes } from '../../core/route';
import { LanguageAnswer, LanguageSettings } from './language.schema';

export const languageRoutes = defineRoutes('language', {
  get: {
    method: 'GET',
    path: '/language/api/{shop}',
    response: LanguageAnswer,
    summary: "The shop's language and its storefront languages.",
  },
  update: {
    method: 'PUT',
    path: '/language/api/{shop}',
    body: LanguageSettings,
    response: LanguageAnswer,
    summary: "Save the shop's language and storefront languages (the shop's language is always offered).",
  },
});
