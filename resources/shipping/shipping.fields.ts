/** Field schemas the shipping, surcharge and tax forms share (SPEC §5 messages as i18n keys). */
import { z } from 'zod';
import { COUNTRY_CODES } from '../../core/countries';
import { atLeast, maxLength, maxValue, numeric, required, requiredText } from '../../core/validation';
import { MAX_PRICE, MIN_PRICE, NAME_MAX_LENGTH } from './shipping.limits';

/** A required amount from MIN_PRICE (0) to under MAX_PRICE; numeric strings from forms are read. */
export const amount = () => numeric(required(), atLeast(MIN_PRICE), maxValue(MAX_PRICE)).transform((v) => v as number);

export const name = () => requiredText(maxLength(NAME_MAX_LENGTH + 1));

export const countryCode = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .refine((c) => COUNTRY_CODES.includes(c), 'app.validation.invalid');

export const countryList = () =>
  z
    .array(countryCode())
    .max(COUNTRY_CODES.length)
    .default([])
    .transform((codes) => [...new Set(codes)]);

/** A rate's or method's id: kept when sent back, made by the gateway when absent. */
export const rowId = () => z.string().max(64).nullish();
