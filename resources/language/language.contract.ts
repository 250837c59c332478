/** The language calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { LanguageAnswer, LanguageSettings } from './language.schema';
import { languageRoutes } from './language.routes';

export const languageSchemas = {
  get: {
    response: LanguageAnswer,
    summary: "The shop's language and its storefront languages.",
  },
  update: {
    body: LanguageSettings,
    response: LanguageAnswer,
    summary: "Save the shop's language and storefront languages (the shop's language is always offered).",
  },
} satisfies SchemaTable;

export const languageContract = contract(languageRoutes, languageSchemas);
