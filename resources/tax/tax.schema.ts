/** Taxes (/setting/taxes): a rate per country and region; prices include tax or not; shipping taxed or not. */
import { z } from 'zod';
import { answer, isoDate, version, VersionField } from '../../core/answers';
import { atLeast, maxLength, maxValue, numeric, required, text } from '../../core/validation';
import { countryCode, name } from '../shipping/shipping.fields';
import { MAX_TAX_RATE, MAX_TAX_RATES } from '../shipping/shipping.limits';

export const TaxRateInput = z.object({
  country_code: countryCode(),
  /** Empty: the whole country. */
  region: text(maxLength(101)).transform((v) => v ?? null),
  name: name(),
  rate: numeric(required(), atLeast(0), maxValue(MAX_TAX_RATE)).transform((v) => v as number),
});

const key = (r: { country_code: string; region: string | null }) =>
  `${r.country_code}|${(r.region ?? '').toLowerCase()}`;

export const TaxBody = z
  .object({
    prices_include_tax: z.boolean().default(false),
    tax_shipping: z.boolean().default(false),
    rates: z.array(TaxRateInput).max(MAX_TAX_RATES).default([]),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.rates.forEach((r, i) => {
      if (seen.has(key(r)))
        ctx.addIssue({ code: 'custom', path: ['rates', i, 'region'], message: 'app.validation.tax_rate_duplicate' });
      seen.add(key(r));
    });
  });
export type TaxInput = z.output<typeof TaxBody>;
export const TaxUpdateBody = TaxBody.and(z.object(VersionField));

export const TaxRate = z.object({
  country_code: z.string(),
  region: z.string().nullable(),
  name: z.string(),
  rate: z.number(),
});
export const TaxSettings = z.object({
  shop_id: z.string(),
  prices_include_tax: z.boolean(),
  tax_shipping: z.boolean(),
  rates: z.array(TaxRate),
  version: version(),
  updated_at: isoDate().nullable(),
});
export type TaxSettings = z.infer<typeof TaxSettings>;
export const TaxAnswer = answer(TaxSettings);
