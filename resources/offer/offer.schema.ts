/**
 * Offer (boost-sell; SPEC §3 "cross-sale discount has id and shop_id"): name, title,
 * message, type (pre-purchase, in-cart, post-purchase), kind (up-sell or cross-sell, the
 * SPEC §1 boost-sell kinds), targets (products or collections), recommended products,
 * displayed and minimum quantity, discount (percent or amount per item), status.
 * SPEC §5/§9: name required; quantity 0 to 999; percent at most 100; value under 10 digits;
 * targets and recommendations required. The limits SPEC leaves out are named below.
 */
import { z } from 'zod';
import { answer, IdsAnswer, isoDate, listAnswer, version, VersionField } from '../../core/answers';
import {
  atLeast,
  between,
  firstFailure,
  integer,
  maxLength,
  maxValue,
  numeric,
  requiredText,
  text,
  type Rule,
} from '../../core/validation';

/** SPEC §9 "offer quantity 0 to 999". */
export const OFFER_QUANTITY_MAX = 999;
export const OFFER_PERCENT_MAX = 100;
/** SPEC §9 "discount value under 10 digits". */
export const OFFER_AMOUNT_LIMIT = 1_000_000_000;
/** Not in SPEC: how many targets and recommendations one offer names. */
export const OFFER_LIST_LIMIT = 100;
/** Not in SPEC: text lengths (a name as the list shows it, a title and message as a shopper reads them). */
export const OFFER_NAME_MAX = 255;
export const OFFER_TITLE_MAX = 255;
export const OFFER_MESSAGE_MAX = 500;

export const OfferType = z.enum(['pre_purchase', 'in_cart', 'post_purchase']);
export const OfferKind = z.enum(['up_sell', 'cross_sell']);
export const OfferTargetType = z.enum(['products', 'collections']);
export const OfferDiscountType = z.enum(['percent', 'amount']);
export const OfferStatus = z.enum(['active', 'inactive', 'draft']);
export type OfferType = z.infer<typeof OfferType>;
export type OfferKind = z.infer<typeof OfferKind>;

const ids = z.array(z.string().min(1).max(64)).max(OFFER_LIST_LIMIT).min(1, 'app.validation.list');
const quantity = numeric(integer(), between(0, OFFER_QUANTITY_MAX));

const discountRules = (all: Record<string, unknown>): Rule[] =>
  all.discount_type === 'percent' ? [between(0, OFFER_PERCENT_MAX)] : [atLeast(0), maxValue(OFFER_AMOUNT_LIMIT)];

const OfferFields = z.object({
  name: requiredText(maxLength(OFFER_NAME_MAX + 1)),
  title: text(maxLength(OFFER_TITLE_MAX + 1)),
  message: text(maxLength(OFFER_MESSAGE_MAX + 1)),
  type: OfferType.default('in_cart'),
  kind: OfferKind.default('cross_sell'),
  target_type: OfferTargetType.default('products'),
  target_ids: ids,
  recommended_ids: ids,
  displayed_quantity: quantity.transform((v) => v ?? 0),
  minimum_quantity: quantity.transform((v) => v ?? 0),
  discount_type: OfferDiscountType.default('percent'),
  discount_value: numeric().transform((v) => v ?? 0),
  status: OfferStatus.default('draft'),
  shop_id: z.string().max(64).optional(),
});

const withOfferRules = <T extends z.ZodType<z.output<typeof OfferFields>>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    const failure = firstFailure(discountRules(v as unknown as Record<string, unknown>), v.discount_value);
    if (failure)
      ctx.addIssue({
        code: 'custom',
        message: failure.message,
        params: { args: failure.args },
        path: ['discount_value'],
      });
  });

export const OfferBody = withOfferRules(OfferFields);
/** SPEC §7 quirk: the PUT body includes id and shop_id. */
export const OfferUpdateBody = withOfferRules(OfferFields.extend({ id: z.string().min(1).max(64), ...VersionField }));
export type OfferInput = z.output<typeof OfferBody>;

export const OfferListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  sort: z.enum(['created_at', 'name']).catch('created_at').default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  q: z.string().max(200).optional(),
  status: OfferStatus.optional(),
  type: OfferType.optional(),
  kind: OfferKind.optional(),
});

export const OfferIdsBody = z.object({ ids: z.array(z.string().max(64)).min(1, 'app.validation.list').max(500) });

export const Offer = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  message: z.string().nullable(),
  type: OfferType,
  kind: OfferKind,
  target_type: OfferTargetType,
  target_ids: z.array(z.string()),
  recommended_ids: z.array(z.string()),
  displayed_quantity: z.number().int(),
  minimum_quantity: z.number().int(),
  discount_type: OfferDiscountType,
  discount_value: z.number(),
  status: OfferStatus,
  version: version(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type Offer = z.infer<typeof Offer>;

export const OfferAnswer = answer(Offer);
export const OfferListAnswer = listAnswer('cross_sales', Offer);
export const OfferIdsAnswer = IdsAnswer;
