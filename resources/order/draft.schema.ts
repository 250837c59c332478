/**
 * Draft orders (issue 9): saved, reopened, edited (versioned), priced by the gateway's
 * engine on every save, invoiced by mail, then completed into an order with the shop's
 * next number. A draft is named '#D' + its own per-shop number; it never counts in sales,
 * analytics or the order list (drafts live in their own table).
 */
import { z } from 'zod';
import { answer, IdsAnswer, isoDate, listAnswer, version, VersionField } from '../../core/answers';
import {
  atLeast,
  email,
  isBlank,
  maxLength,
  maxValue,
  numeric,
  text,
  type Rule,
  withFieldRules,
} from '../../core/validation';
import { tagList } from '../customer/customer.schema';
import { DiscountReason } from '../discount/discount.schema';
import {
  OrderAddress,
  OrderAddressValue,
  OrderCustomerSummary,
  OrderItemInput,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './order.schema';

export const DRAFT_SORTS = ['updated_at', 'created_at', 'number', 'total'] as const;
/** The longest discount code a draft keeps (the discount form's own limit is lower). */
export const DRAFT_CODE_MAX = 64;

const customerOrEmail: Rule = (v, values) =>
  isBlank(v) && isBlank(values?.customer_id) ? { message: 'app.validation.required' } : undefined;

/**
 * What the merchant edits. No amount but the shipping price: subtotal, discount and total
 * are the gateway's (unknown keys such as `total` are dropped).
 */
export const draftShape = {
  customer_id: z.string().max(64).nullish(),
  email: text(email()),
  items: z.array(OrderItemInput).min(1, 'app.validation.list').max(200),
  /** A discount code to try; the automatic discounts always compete (SPEC §9: only the highest applies). */
  code: text(maxLength(DRAFT_CODE_MAX)),
  /** A gift card code (issue 13): it pays what is left, at most its balance; redeemed when the draft is completed. */
  gift_card: text(maxLength(DRAFT_CODE_MAX)),
  /** null: the customer's default address (when they have one). */
  shipping_address: OrderAddress.nullish(),
  billing_address: OrderAddress.nullish(),
  /** true: the billing address is the shipping address (billing_address is ignored). */
  billing_same_as_shipping: z.boolean().default(true),
  payment_method: z.enum(PAYMENT_METHODS).default('cod'),
  /**
   * The shipping price the merchant typed (issue 31): it is what the draft charges, whatever the
   * shop's rates; blank (null) charges the cheapest of the shop's rates for the shipping
   * address. `shipping` sent is ignored like the other totals: it is the gateway's amount.
   */
  shipping_price: numeric(atLeast(0), maxValue(1_000_000_000)),
  note: text(maxLength(1000)),
  tags: tagList().default([]),
};
export const DraftBody = withFieldRules(z.object(draftShape), { email: [customerOrEmail] });
export const DraftUpdateBody = withFieldRules(z.object({ ...draftShape, ...VersionField }), {
  email: [customerOrEmail],
});

/** Completing a draft: paid ("Mark as paid") or pending ("Create order"), at the version read. */
export const DraftCompleteBody = z.object({
  payment_status: z.enum(PAYMENT_STATUSES).default('unpaid'),
  ...VersionField,
});

export const DraftListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(DRAFT_SORTS).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Draft name (#D3), customer name or e-mail. */
  q: z.string().max(200).optional(),
});

export const DraftIdsBody = z.object({ ids: z.array(z.string().max(64)).min(1, 'app.validation.list').max(1000) });
export const DraftParams = z.object({ draft_id: z.string().min(1).max(64) });

const nullableText = () => z.string().nullable();

export const DraftLine = z.object({
  product_id: z.string(),
  variant_id: nullableText(),
  title: z.string(),
  variant_title: nullableText(),
  price: z.number(),
  quantity: z.number().int(),
  total: z.number(),
  /** This line's share of the order discount. */
  discount: z.number(),
});
export type DraftLine = z.infer<typeof DraftLine>;

/** Why another discount did not apply, as the engine said it (amounts in the shop currency). */
export const DraftRejection = z.object({
  discount_id: z.string(),
  title: z.string(),
  reason: DiscountReason,
  /** i18n key: resources.discounts.reasons.<reason>. */
  message: z.string(),
  args: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const DraftSummary = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  /** 1, 2, ... per shop; the order gets its own number when the draft is completed. */
  number: z.number().int().min(1),
  /** '#D' + number. */
  name: z.string(),
  customer_id: nullableText(),
  customer: OrderCustomerSummary.nullable(),
  email: nullableText(),
  item_count: z.number().int().min(0),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  total: z.number(),
  currency: z.string(),
  /** open, or completed (then order_id names the order). */
  status: z.enum(['open', 'completed']),
  order_id: nullableText(),
  invoice_sent_at: nullableText(),
  version: version(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type DraftSummary = z.infer<typeof DraftSummary>;

/** A checkout amount after the discount (issue 12): shipping, a surcharge, tax, in the shop currency. */
export const DraftAdjustment = z.object({
  kind: z.enum(['shipping', 'surcharge', 'tax', 'tip', 'gift_card']),
  id: z.string(),
  title: z.string(),
  amount: z.number(),
});

export const Draft = DraftSummary.extend({
  items: z.array(DraftLine),
  code: nullableText(),
  /** The gift card code entered (its payment is the `gift_card` adjustment). */
  gift_card: nullableText().default(null),
  /** The discount the engine applied when the draft was last saved. */
  applied_discount: z.object({ discount_id: z.string(), title: z.string(), code: nullableText() }).nullable(),
  /** The code entered matches no discount of the shop. */
  unknown_code: nullableText(),
  rejected_discounts: z.array(DraftRejection),
  /** Shipping (the zones' cheapest option for the country, else the price entered), surcharges, tax: issue 12's checkout pricing. */
  adjustments: z.array(DraftAdjustment).default([]),
  /** Tax inside the prices when the shop's prices include tax. */
  included_tax: z.number().default(0),
  /** The shipping price typed (body `shipping_price`); null: the shop's rates for the address priced `shipping`. */
  shipping_price: z.number().nullable().default(null),
  /** The order a completed draft became, as its list names it ('#MC-1001-W'); null while open or once that order is deleted. */
  order_name: nullableText().default(null),
  shipping_address: OrderAddressValue.nullable(),
  billing_address: OrderAddressValue.nullable(),
  billing_same_as_shipping: z.boolean(),
  /** The shipping country the engine priced with (ISO 3166-1 alpha-2). */
  country_code: nullableText(),
  payment_method: z.enum(PAYMENT_METHODS),
  note: nullableText(),
  tags: z.array(z.string()),
  /** Where the invoice mail sends the customer to pay. */
  invoice_url: z.string(),
});
export type Draft = z.infer<typeof Draft>;

export const DraftAnswer = answer(Draft);
export const DraftListAnswer = listAnswer('drafts', DraftSummary);
export const DraftIdsAnswer = IdsAnswer;

export type DraftBody = z.input<typeof DraftBody>;
export type DraftUpdateBody = z.input<typeof DraftUpdateBody>;
