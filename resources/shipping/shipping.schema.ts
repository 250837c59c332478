/**
 * Shipping zone and shipping method (SPEC §3): a zone serves included (or all but
 * excluded) countries with price-based rates, product-based rates and methods.
 * Amounts are in the shop's currency (major units); 0 as a minimum or maximum means not set.
 */
import { z } from 'zod';
import { answer, isoDate, listAnswer, version, VersionField } from '../../core/answers';
import { maxLength, text } from '../../core/validation';
import { amount, countryList, name, rowId } from './shipping.fields';
import { DESCRIPTION_MAX_LENGTH, KEYWORD_MAX_LENGTH, MAX_RATES_PER_ZONE, MAX_ZONES_PER_SHOP } from './shipping.limits';

export const METHOD_TYPES = ['flat_rate', 'by_item', 'fixed_flat', 'free_ship'] as const;
export const METHOD_CONDITIONS = ['none', 'order_total', 'item_number'] as const;
export const COUNTRY_MODES = ['include', 'exclude'] as const;
export const MATCH_MODES = ['contains', 'equals'] as const;

/** A maximum below the minimum (both set) is refused on the maximum. */
const boundsChecked = <T extends z.ZodType<{ min: number; max: number }>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    if (v.max > 0 && v.min > 0 && v.max < v.min) {
      ctx.addIssue({
        code: 'custom',
        path: ['max'],
        message: 'app.validation.atLeast',
        params: { args: { n: v.min } },
      });
    }
  });

export const PriceRateInput = boundsChecked(
  z.object({ id: rowId(), name: name(), min: amount(), max: amount(), cost: amount() }),
);
export const ProductRateInput = z.object({
  id: rowId(),
  name: name(),
  keyword: text(maxLength(KEYWORD_MAX_LENGTH + 1)).transform((v) => v ?? ''),
  match: z.enum(MATCH_MODES).default('contains'),
  first_item: amount(),
  additional_item: amount(),
});
export const MethodInput = boundsChecked(
  z.object({
    id: rowId(),
    name: name(),
    description: text(maxLength(DESCRIPTION_MAX_LENGTH + 1)).transform((v) => v ?? null),
    type: z.enum(METHOD_TYPES),
    price: amount(),
    /** SPEC §5 "second-item price required": by item's each additional item. */
    additional_price: amount(),
    condition: z.enum(METHOD_CONDITIONS).default('none'),
    min: amount(),
    max: amount(),
  }),
);

const rows = <S extends z.ZodType>(row: S) => z.array(row).max(MAX_RATES_PER_ZONE).default([]);

export const ShippingBody = z.object({
  name: name(),
  country_mode: z.enum(COUNTRY_MODES).default('include'),
  country_codes: countryList(),
  price_rates: rows(PriceRateInput),
  product_rates: rows(ProductRateInput),
  methods: rows(MethodInput),
  shop_id: z.string().max(64).optional(),
});
export type ShippingInput = z.output<typeof ShippingBody>;
export const ShippingUpdateBody = ShippingBody.extend(VersionField);

export const ShippingListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_ZONES_PER_SHOP).default(MAX_ZONES_PER_SHOP),
});

const Bounds = { min: z.number(), max: z.number() };
export const PriceRate = z.object({ id: z.string(), name: z.string(), cost: z.number(), ...Bounds });
export const ProductRate = z.object({
  id: z.string(),
  name: z.string(),
  keyword: z.string(),
  match: z.enum(MATCH_MODES),
  first_item: z.number(),
  additional_item: z.number(),
});
export const ShippingMethod = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(METHOD_TYPES),
  price: z.number(),
  additional_price: z.number(),
  condition: z.enum(METHOD_CONDITIONS),
  ...Bounds,
});

export const Shipping = z.object({
  id: z.string(),
  shop_id: z.string(),
  name: z.string(),
  country_mode: z.enum(COUNTRY_MODES),
  country_codes: z.array(z.string()),
  price_rates: z.array(PriceRate),
  product_rates: z.array(ProductRate),
  methods: z.array(ShippingMethod),
  version: version(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type Shipping = z.infer<typeof Shipping>;

export const ShippingAnswer = answer(Shipping);
export const ShippingListAnswer = listAnswer('zones', Shipping);
/** A delete answers the zone it deleted (react-admin's delete reads the record). */
export const ShippingDeleteAnswer = ShippingAnswer;
