/** Field schemas the tax settings take from shipping (SPEC §5 messages as i18n keys); zones declare theirs. */
import { z } from 'zod';
import { COUNTRY_CODES } from '../../core/countries';
import { maxLength, requiredText } from '../../core/validation';
import { NAME_MAX_LENGTH } from './shipping.limits';

export const name = () => requiredText(maxLength(NAME_MAX_LENGTH + 1));

export const countryCode = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .refine((c) => COUNTRY_CODES.includes(c), 'app.validation.invalid');
