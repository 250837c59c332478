/** Order (SPEC §3, §4): statuses, payment, numbering from 1001 with prefix/suffix, refunds, analysis. */
import { z } from 'zod';
import { ORDER_SORTS } from './order.sorts';
import {
  atLeast,
  calendarDay,
  email,
  integer,
  isBlank,
  maxLength,
  maxValue,
  numeric,
  text,
  type Rule,
  withFieldRules,
} from '../../core/validation';
import { addressShape, CustomerAddress, tagList } from '../customer/customer.schema';
import { Fulfillment } from './fulfillment.schema';
import { answer, IdsAnswer, isoDate, listPage, version, VersionField } from '../../core/answers';

export const ORDER_STATUSES = ['processing', 'fulfillment', 'cancel', 'refund'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export const PAYMENT_METHODS = ['card', 'paypal', 'cod', 'bank_transfer'] as const;

export { ORDER_SORTS };
export const ANALYSIS_METRICS = ['sales', 'orders', 'average_order_value', 'items', 'average_items'] as const;
export const ANALYSIS_INTERVALS = ['day', 'week', 'month'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type AnalysisMetric = (typeof ANALYSIS_METRICS)[number];

/** SPEC §9 date format YYYY-MM-DD. */
export const dateParam = calendarDay;

const money = () => numeric(atLeast(0), maxValue(1_000_000_000));

/** Shipping and billing addresses: the customer address plus who receives it. */
export const OrderAddress = z.object({
  first_name: text(maxLength(50)),
  last_name: text(maxLength(50)),
  phone: text(maxLength(40)),
  company: text(maxLength(100)),
  ...addressShape,
});

export const OrderItemInput = z.object({
  product_id: z.string().min(1, 'app.validation.required').max(64),
  variant_id: z.string().max(64).nullish(),
  quantity: numeric(integer(), atLeast(1), maxValue(100_000))
    .refine((v) => v !== null, 'app.validation.required')
    .transform((v) => v as number),
});

/** Either the customer id or an e-mail (an unknown e-mail becomes a new customer). */
const customerOrEmail: Rule = (v, values) =>
  isBlank(v) && isBlank(values?.customer_id) ? { message: 'app.validation.required' } : undefined;

export const OrderCreateBody = withFieldRules(
  z.object({
    customer_id: z.string().max(64).nullish(),
    email: text(email()),
    items: z.array(OrderItemInput).min(1, 'app.validation.list').max(200),
    note: text(maxLength(1000)),
    tags: tagList().default([]),
    shipping_address: OrderAddress.nullish(),
    billing_address: OrderAddress.nullish(),
    payment_method: z.enum(PAYMENT_METHODS).default('cod'),
    payment_status: z.enum(PAYMENT_STATUSES).default('unpaid'),
    /** Discount amount off the subtotal; 0 unless given. */
    discount: money(),
    /** The discount the pricing engine applied (discount/apply): placing the order counts one use of it. */
    discount_id: z.string().max(64).nullish(),
    /** Shipping price; 0 unless given. */
    shipping: money(),
    referring_site: text(maxLength(500)),
    /** An abandoned checkout: no number until it is completed. */
    abandoned: z.boolean().default(false),
    /** SPEC §7 quirk: the client adds the shop's order-number prefix and suffix. */
    prefix: text(maxLength(10)),
    suffix: text(maxLength(10)),
  }),
  { email: [customerOrEmail] },
);

/** SPEC §4: a refund takes a reason. */
const reasonForRefund: Rule = (v, values) =>
  values?.status === 'refund' && isBlank(v) ? { message: 'app.validation.required' } : undefined;

export const OrderUpdateBody = withFieldRules(
  z.object({
    note: text(maxLength(1000)),
    tags: tagList().optional(),
    email: text(email()),
    shipping_address: OrderAddress.nullish(),
    billing_address: OrderAddress.nullish(),
    status: z.enum(ORDER_STATUSES).optional(),
    payment_status: z.enum(PAYMENT_STATUSES).optional(),
    payment_method: z.enum(PAYMENT_METHODS).optional(),
    refund_reason: text(maxLength(500)),
    /** With a refund: give the items back to stock (cancelling always does). */
    restock: z.boolean().optional(),
    /** false completes an abandoned checkout: it then gets its number. */
    abandoned: z.literal(false).optional(),
    ...VersionField,
  }),
  { refund_reason: [reasonForRefund] },
);

export const OrderListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(ORDER_SORTS).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Number (with or without #, prefix, suffix), customer name or e-mail. */
  q: z.string().max(200).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  payment_status: z.enum(PAYMENT_STATUSES).optional(),
  /** Created on or after this day / on or before this day, in the shop's time zone. */
  from: dateParam().optional(),
  to: dateParam().optional(),
  tag: z.string().max(50).optional(),
  abandoned: z.enum(['true', 'false']).default('false'),
  customer_id: z.string().max(64).optional(),
  /** Comma-separated ids (react-admin getMany). */
  ids: z.string().max(5000).optional(),
});

/** PUT /order/api/{shop}/status: the new values in the params, the orders in the body. */
export const OrderStatusQuery = withFieldRules(
  z.object({
    status: z.enum(ORDER_STATUSES).optional(),
    payment_status: z.enum(PAYMENT_STATUSES).optional(),
    refund_reason: z.string().max(500).optional(),
    /** With status=refund: 'true' gives the items back to stock. */
    restock: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => (v === undefined ? undefined : v === 'true')),
  }),
  {
    refund_reason: [reasonForRefund],
    status: [
      (v, values) =>
        isBlank(v) && isBlank(values?.payment_status) ? { message: 'app.validation.required' } : undefined,
    ],
  },
);

export const OrderIdsBody = z.object({ ids: z.array(z.string().max(64)).min(1, 'app.validation.list').max(1000) });

export const OrderTagsQuery = z.object({
  q: z.string().max(50).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** EXPORT-ORDER job params (published with shop_id and user_id): the list filters, or chosen ids. */
export const OrderExportParams = OrderListQuery.pick({
  q: true,
  status: true,
  payment_status: true,
  from: true,
  to: true,
  tag: true,
  abandoned: true,
  customer_id: true,
})
  .partial()
  .extend({ ids: z.array(z.string().max(64)).max(100_000).optional() });

const nullableText = () => z.string().nullable();

/** An order's address as answered: the customer address fields plus who and how to reach. */
export const OrderAddressValue = CustomerAddress.extend({
  first_name: nullableText().optional(),
  last_name: nullableText().optional(),
  phone: nullableText().optional(),
  company: nullableText().optional(),
});
export type OrderAddressValue = z.infer<typeof OrderAddressValue>;

export const OrderItem = z.object({
  /** Stable line id (fulfillments name it). */
  id: z.string(),
  /** Position in items, from 0. */
  index: z.number().int().min(0),
  product_id: z.string(),
  variant_id: nullableText(),
  title: z.string(),
  /** Variant option values joined with ' / '; null without a variant. */
  variant_title: nullableText(),
  sku: nullableText(),
  image: nullableText(),
  price: z.number(),
  quantity: z.number().int(),
  /** price × quantity */
  total: z.number(),
  /** Sum of this line's quantities over the order's fulfillments. */
  fulfilled_quantity: z.number().int().min(0),
});
export type OrderItem = z.infer<typeof OrderItem>;

export const OrderCustomerSummary = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: nullableText(),
  total_orders: z.number().int().min(0),
  total_spent: z.number(),
});
export type OrderCustomerSummary = z.infer<typeof OrderCustomerSummary>;

export const TIMELINE_TYPES = [
  'created',
  'status_changed',
  'payment_status_changed',
  'refunded',
  'fulfilled',
  'fulfillment_updated',
  'fulfillment_deleted',
  'mail_sent',
  'completed',
  'updated',
] as const;
export const TimelineEntry = z.object({
  id: z.string(),
  type: z.enum(TIMELINE_TYPES),
  at: isoDate(),
  /** i18n key under resources.orders.timeline.* */
  message: z.string(),
  args: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

export const FULFILLMENT_STATES = ['unfulfilled', 'partial', 'fulfilled'] as const;
export type FulfillmentState = (typeof FULFILLMENT_STATES)[number];

/** The list row; the detail adds items, fulfillments and timeline. */
export const OrderSummary = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  /** 1001, 1002, ...; null for an abandoned checkout. */
  number: z.number().int().nullable(),
  /** '#' + prefix + number + suffix, e.g. '#BT1001-X'; an abandoned checkout: '#C' + the last 6 characters of its id, upper case. */
  name: z.string(),
  prefix: nullableText(),
  suffix: nullableText(),
  customer_id: nullableText(),
  customer: OrderCustomerSummary.nullable(),
  email: nullableText(),
  item_count: z.number().int().min(0),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  /** The checkout's surcharges, tax, tip and what a gift card paid (issues 12, 13); 0 when none. */
  surcharge: z.number().default(0),
  tax: z.number().default(0),
  tip: z.number().default(0),
  gift_card: z.number().default(0),
  total: z.number(),
  currency: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  fulfillment_status: z.enum(FULFILLMENT_STATES),
  note: nullableText(),
  tags: z.array(z.string()),
  referring_site: nullableText(),
  abandoned: z.boolean(),
  refund_reason: nullableText(),
  paid_at: nullableText(),
  /** The version it was read at: an update sends it back (409 when it moved on). */
  version: version(),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const Order = OrderSummary.extend({
  items: z.array(OrderItem),
  shipping_address: OrderAddressValue.nullable(),
  billing_address: OrderAddressValue.nullable(),
  /** Abandoned checkouts: the link the recovery mail carries. */
  recovery_url: nullableText(),
  fulfillments: z.array(Fulfillment),
  timeline: z.array(TimelineEntry),
});
export type Order = z.infer<typeof Order>;

const metricValues = {
  sales: z.number().optional(),
  orders: z.number().optional(),
  average_order_value: z.number().optional(),
  items: z.number().optional(),
  average_items: z.number().optional(),
};
export const AnalysisPoint = z.object({
  /** Start of the bucket, YYYY-MM-DD in the shop's time zone (weeks start on Monday). */
  date: z.string(),
  ...metricValues,
});
export type AnalysisPoint = z.infer<typeof AnalysisPoint>;

export const OrderAnswer = answer(Order);
export const OrderListAnswer = answer(
  listPage('orders', OrderSummary).extend({
    /** Orders per status, and `all`, from the counters every order write keeps: the list's status tabs (SPEC §4). */
    status_counts: z.record(z.string(), z.number().int()),
  }),
);
export const OrderIdsAnswer = IdsAnswer;
export const OrderStatusAnswer = answer(z.object({ ids: z.array(z.string()), updated: z.number().int().min(0) }));
export const OrderTagsAnswer = answer(z.array(z.string()));
export const AnalysisAnswer = answer(
  z.object({
    from: z.string(),
    to: z.string(),
    interval: z.enum(ANALYSIS_INTERVALS),
    currency: z.string(),
    metrics: z.array(z.enum(ANALYSIS_METRICS)),
    series: z.array(AnalysisPoint),
    totals: z.object(metricValues),
  }),
);
export const OrderParams = z.object({ order_id: z.string().min(1).max(64) });

export type OrderCreateBody = z.input<typeof OrderCreateBody>;
export type OrderUpdateBody = z.input<typeof OrderUpdateBody>;
export type OrderListQuery = z.input<typeof OrderListQuery>;
