/**
 * What the two checkout calls (shipping …/checkout/{country_code}, subfee/checkout) take
 * and answer: a cart of catalogue lines, priced by the engine (gateway/pricing/checkout.ts).
 */
import { z } from 'zod';
import { answer } from '../../core/answers';
import { maxLength, numeric, atLeast, maxValue, text } from '../../core/validation';
import { ApplyBody, PricedCart } from '../discount/discount.schema';
import { MAX_PRICE } from './shipping.limits';

export const CheckoutCartBody = ApplyBody.omit({ country_code: true }).extend({
  /** Province or state: a region's own tax rate. */
  region: text(maxLength(101)).transform((v) => v ?? null),
  /** The option the shopper chose (an id from `options`); absent = the cheapest. */
  shipping_option_id: z.string().max(64).nullish(),
  /** SPEC §9: tip suggestions are percentages of the order; or an amount. */
  tip_percent: numeric(atLeast(0), maxValue(101)),
  tip_amount: numeric(atLeast(0), maxValue(MAX_PRICE)),
});
export type CheckoutCartInput = z.output<typeof CheckoutCartBody>;

export const CountryParams = z.object({
  country_code: z
    .string()
    .max(2, 'app.validation.invalid')
    .regex(/^[A-Za-z]{2}$/, 'app.validation.invalid')
    .transform((c) => c.toUpperCase()),
});

export const ShippingOption = z.object({
  id: z.string(),
  zone_id: z.string(),
  zone_name: z.string(),
  name: z.string(),
  kind: z.enum(['price_rate', 'product_rate', 'method']),
  amount_minor: z.number().int(),
});

/** The engine's whole answer: the discount's priced cart plus the tax inside the prices. */
export const CheckoutPriced = PricedCart.extend({ included_tax_minor: z.number().int() });
export type CheckoutPriced = z.infer<typeof CheckoutPriced>;

export const ShippingQuoteAnswer = answer(
  z.object({
    country_code: z.string(),
    options: z.array(ShippingOption),
    /** The option charged: the chosen one, else the cheapest; null when none serves the country. */
    chosen: z.string().nullable(),
    priced: CheckoutPriced,
  }),
);

export const SubfeeCheckoutQuery = z.object({
  country_code: z
    .string()
    .max(2, 'app.validation.invalid')
    .regex(/^[A-Za-z]{2}$/, 'app.validation.invalid')
    .transform((c) => c.toUpperCase())
    .optional(),
});
export const SubfeeCheckoutAnswer = answer(
  z.object({
    subfees: z.array(z.object({ id: z.string(), name: z.string(), amount_minor: z.number().int() })),
    total_minor: z.number().int(),
    priced: CheckoutPriced,
  }),
);
