/**
 * SPEC §1 Settings › languages: the shop's language (its mails, its admin default) and the
 * languages its storefront offers (the shop's own always among them).
 */
import { z } from 'zod';
import { answer } from '../../core/answers';
import { LANGUAGES } from '../../core/countries';

export const LanguageSettings = z.object({
  language: z.enum(LANGUAGES, { message: 'app.validation.invalid' }),
  storefront: z
    .array(z.enum(LANGUAGES, { message: 'app.validation.invalid' }))
    .min(1, 'app.validation.required')
    .max(LANGUAGES.length),
});
export type LanguageSettings = z.infer<typeof LanguageSettings>;
export const LanguageAnswer = answer(LanguageSettings);
