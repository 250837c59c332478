/**
 * Discount, SPEC §3: by code or automatic; percent or fixed amount; applies to the entire
 * order, specific products or collections, with excluded items; countries; a minimum;
 * eligibility; usage limits; dates; "independent"; exclude already-discounted items; active.
 * SPEC §5: code required, name required, value above 0 and under 10 digits, percent at most
 * 100, valid e-mails for specific customers. SPEC §9: one discount per order, the highest.
 */
import { z } from 'zod';
import { answer, IdsAnswer, isoDate, listAnswer, version, VersionField } from '../../core/answers';
import {
  between,
  email,
  firstFailure,
  isBlank,
  maxLength,
  maxValue,
  minValue,
  numeric,
  required,
  requiredText,
  text,
  type Rule,
} from '../../core/validation';

/** SPEC §9 "discount value under 10 digits": 999,999,999 at most. */
export const DISCOUNT_VALUE_LIMIT = 1_000_000_000;
export const PERCENT_MAX = 100;
export const CODE_MAX_LENGTH = 50;
export const NAME_MAX_LENGTH = 255;
/** Limits SPEC leaves out: products, collections, countries and customers one discount names. */
export const DISCOUNT_LIST_LIMIT = 500;

export const DiscountKind = z.enum(['code', 'automatic']);
export const DiscountType = z.enum(['percent', 'fixed_amount']);
export const AppliesTo = z.enum(['entire_order', 'products', 'collections']);
export const CountryMode = z.enum(['all', 'include', 'exclude']);
export const MinimumRequirement = z.enum(['none', 'order_total', 'item_count']);
export const Eligibility = z.enum(['everyone', 'customers']);

/** Why a discount did not apply to a cart (i18n: resources.discounts.reasons.<code>). */
export const DiscountReason = z.enum([
  'inactive',
  'not_started',
  'expired',
  'usage_exhausted',
  'already_used',
  'customer_not_eligible',
  'country_not_eligible',
  'no_eligible_items',
  'minimum_total',
  'minimum_items',
  'code_not_entered',
  'lower_value',
]);
export type DiscountReason = z.infer<typeof DiscountReason>;

const ids = z.array(z.string().min(1).max(64)).max(DISCOUNT_LIST_LIMIT).default([]);
const flag = z.boolean().default(false);
const date = z
  .string()
  .max(40)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || !Number.isNaN(Date.parse(v)), 'app.validation.invalid');

const codeRule: Rule = (v, all) => (all?.kind === 'code' ? required()(v) : undefined);
const valueRules = (all: Record<string, unknown>): Rule[] =>
  all.type === 'percent'
    ? [required(), minValue(0), between(0, PERCENT_MAX)]
    : [required(), minValue(0), maxValue(DISCOUNT_VALUE_LIMIT)];
const minimumRules = (all: Record<string, unknown>): Rule[] =>
  all.minimum_requirement === 'none' ? [] : [required(), minValue(0), maxValue(DISCOUNT_VALUE_LIMIT)];

const DiscountFields = z.object({
  kind: DiscountKind.default('code'),
  code: text(maxLength(CODE_MAX_LENGTH + 1)),
  // SPEC §5 "name required": every discount has a title, a code one too (issue 31 item 8).
  name: requiredText(maxLength(NAME_MAX_LENGTH + 1)),
  type: DiscountType.default('percent'),
  value: numeric(),
  applies_to: AppliesTo.default('entire_order'),
  product_ids: ids,
  collection_ids: ids,
  excluded_product_ids: ids,
  excluded_collection_ids: ids,
  country_mode: CountryMode.default('all'),
  country_codes: z
    .array(
      z
        .string()
        .max(2, 'app.validation.invalid')
        .regex(/^[A-Z]{2}$/, 'app.validation.invalid'),
    )
    .max(DISCOUNT_LIST_LIMIT)
    .default([]),
  minimum_requirement: MinimumRequirement.default('none'),
  minimum_value: numeric(),
  eligibility: Eligibility.default('everyone'),
  customer_emails: z
    .array(z.string().trim().max(254))
    .max(DISCOUNT_LIST_LIMIT)
    .default([])
    .transform((list) => list.filter((e) => e !== '')),
  usage_limit: numeric(minValue(0), maxValue(DISCOUNT_VALUE_LIMIT)),
  once_per_customer: flag,
  starts_at: date,
  ends_at: date,
  independent: flag,
  exclude_discounted: flag,
  active: z.boolean().default(true),
  shop_id: z.string().max(64).optional(),
});

/** The rules that read other fields: the code of a code discount, the percent's cap, e-mails. */
const withDiscountRules = <T extends z.ZodType<z.output<typeof DiscountFields>>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    const all = v as unknown as Record<string, unknown>;
    const checks: [string, Rule[], unknown][] = [
      ['code', [codeRule], v.code],
      ['value', valueRules(all), v.value],
      ['minimum_value', minimumRules(all), v.minimum_value],
    ];
    for (const [field, rules, value] of checks) {
      const failure = firstFailure(rules, value, all);
      if (failure)
        ctx.addIssue({ code: 'custom', message: failure.message, params: { args: failure.args }, path: [field] });
    }
    if (v.usage_limit !== null && !Number.isInteger(v.usage_limit)) {
      ctx.addIssue({ code: 'custom', message: 'app.validation.integer', path: ['usage_limit'] });
    }
    if (v.eligibility === 'customers') {
      if (!v.customer_emails.length)
        ctx.addIssue({ code: 'custom', message: 'app.validation.list', path: ['customer_emails'] });
      // On the list's one field (a text area, one e-mail per line): the first bad address.
      const failure = v.customer_emails.map((address) => firstFailure([email()], address)).find(Boolean);
      if (failure)
        ctx.addIssue({
          code: 'custom',
          message: failure.message,
          params: { args: failure.args },
          path: ['customer_emails'],
        });
    }
    if (v.starts_at && v.ends_at && Date.parse(v.ends_at) <= Date.parse(v.starts_at)) {
      ctx.addIssue({ code: 'custom', message: 'app.validation.invalid', path: ['ends_at'] });
    }
  });

export const DiscountBody = withDiscountRules(DiscountFields);
export const DiscountUpdateBody = withDiscountRules(DiscountFields.extend(VersionField));
export type DiscountInput = z.output<typeof DiscountBody>;

export const DiscountSort = z.enum(['created_at', 'title', 'times_used', 'starts_at', 'ends_at']);
export const DiscountListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  sort: DiscountSort.catch('created_at').default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  kind: DiscountKind.optional(),
  active: z.enum(['true', 'false']).optional(),
  q: z.string().max(200).optional(),
});

export const DiscountIdsBody = z.object({ ids: z.array(z.string().max(64)).min(1, 'app.validation.list').max(500) });

/** What the list shows: scheduled (starts later), expired (ended), used up, active or inactive. */
export const DiscountStatus = z.enum(['active', 'scheduled', 'expired', 'used_up', 'inactive']);

export const Discount = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  kind: DiscountKind,
  code: z.string().nullable(),
  name: z.string().nullable(),
  title: z.string(),
  type: DiscountType,
  value: z.number(),
  applies_to: AppliesTo,
  product_ids: z.array(z.string()),
  collection_ids: z.array(z.string()),
  excluded_product_ids: z.array(z.string()),
  excluded_collection_ids: z.array(z.string()),
  country_mode: CountryMode,
  country_codes: z.array(z.string()),
  minimum_requirement: MinimumRequirement,
  minimum_value: z.number().nullable(),
  eligibility: Eligibility,
  customer_emails: z.array(z.string()),
  usage_limit: z.number().int().nullable(),
  once_per_customer: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  independent: z.boolean(),
  exclude_discounted: z.boolean(),
  active: z.boolean(),
  status: DiscountStatus,
  times_used: z.number().int().min(0),
  version: version(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type Discount = z.infer<typeof Discount>;

export const DiscountAnswer = answer(Discount);
export const DiscountListAnswer = listAnswer('discounts', Discount);
export const DiscountIdsAnswer = IdsAnswer;

/** POST …/discount/apply: a cart (catalogue lines, an optional code, who and where). */
export const CartLineInput = z.object({
  product_id: z.string().min(1).max(64),
  variant_id: z.string().max(64).nullish(),
  quantity: z.number().int().min(1).max(999_999),
});
export const ApplyBody = z.object({
  lines: z.array(CartLineInput).min(1, 'app.validation.list').max(500),
  code: z
    .string()
    .trim()
    .max(CODE_MAX_LENGTH)
    .nullish()
    .transform((v) => (isBlank(v) ? null : v)),
  customer_email: z
    .string()
    .trim()
    .max(254)
    .nullish()
    .refine((v) => isBlank(v) || !email()(v), 'app.validation.invalid')
    .transform((v) => (isBlank(v) ? null : v)),
  country_code: z
    .string()
    .max(2, 'app.validation.invalid')
    .regex(/^[A-Z]{2}$/, 'app.validation.invalid')
    .nullish(),
  /** A gift card code (issue 13): it pays what is left of the order, at most its balance; blank = none. */
  gift_card: z.string().trim().max(64, 'app.validation.invalid').nullish(),
});

/** A priced cart. Amounts are integers in the currency's minor units (`digits` decimals; VND 0). */
export const PricedLine = z.object({
  product_id: z.string(),
  variant_id: z.string().nullable(),
  title: z.string(),
  quantity: z.number().int(),
  unit_price_minor: z.number().int(),
  line_total_minor: z.number().int(),
  discount_minor: z.number().int(),
});
export const Adjustment = z.object({
  kind: z.enum(['discount', 'shipping', 'surcharge', 'tax', 'tip', 'gift_card']),
  id: z.string(),
  title: z.string(),
  amount_minor: z.number().int(),
});
export const Rejection = z.object({
  discount_id: z.string(),
  title: z.string(),
  reason: DiscountReason,
  /** i18n key of the reason: resources.discounts.reasons.<reason>. */
  message: z.string(),
  args: z.record(z.string(), z.union([z.string(), z.number()])),
});
export const PricedCart = z.object({
  currency: z.string(),
  digits: z.number().int().min(0),
  lines: z.array(PricedLine),
  subtotal_minor: z.number().int(),
  discount_minor: z.number().int(),
  adjustments: z.array(Adjustment),
  total_minor: z.number().int(),
  applied: z.object({ discount_id: z.string(), title: z.string(), code: z.string().nullable() }).nullable(),
  /** The code the cart named when no discount of the shop has it. */
  unknown_code: z.string().nullable(),
  rejected: z.array(Rejection),
});
export type PricedCart = z.infer<typeof PricedCart>;
export const PricedCartAnswer = answer(PricedCart);
