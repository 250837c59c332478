/** Order (SPEC §3, §4): statuses, payment, numbering from 1001 with prefix/suffix, refunds, analysis. */
import { z } from 'zod';
import {
  atLeast, email, integer, isBlank, maxLength, maxValue, numeric, text, type Rule, withFieldRules,
} from '../../core/validation';
import { addressShape, tagList } from '../customer/customer.schema';
import type { Fulfillment } from '../fulfillment/fulfillment.schema';

export const ORDER_STATUSES = ['processing', 'fulfillment', 'cancel', 'refund'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export const PAYMENT_METHODS = ['card', 'paypal', 'cod', 'bank_transfer'] as const;
export const ORDER_SORTS = ['created_at', 'number', 'total', 'customer'] as const;
export const ANALYSIS_METRICS = ['sales', 'orders', 'average_order_value', 'items', 'average_items'] as const;
export const ANALYSIS_INTERVALS = ['day', 'week', 'month'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type AnalysisMetric = (typeof ANALYSIS_METRICS)[number];

/** SPEC §9 date format YYYY-MM-DD. */
export const dateParam = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'app.validation.invalid');

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
  quantity: numeric(integer(), atLeast(1), maxValue(100_000)).refine((v) => v !== null, 'app.validation.required')
    .transform((v) => v as number),
});

/** Either the customer id or an e-mail (an unknown e-mail becomes a new customer). */
const customerOrEmail: Rule = (v, values) =>
  isBlank(v) && isBlank(values?.customer_id) ? { message: 'app.validation.required' } : undefined;

export const OrderCreateBody = withFieldRules(z.object({
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
}), { email: [customerOrEmail] });

/** SPEC §4: a refund takes a reason. */
const reasonForRefund: Rule = (v, values) =>
  values?.status === 'refund' && isBlank(v) ? { message: 'app.validation.required' } : undefined;

export const OrderUpdateBody = withFieldRules(z.object({
  note: text(maxLength(1000)),
  tags: tagList().optional(),
  email: text(email()),
  shipping_address: OrderAddress.nullish(),
  billing_address: OrderAddress.nullish(),
  status: z.enum(ORDER_STATUSES).optional(),
  payment_status: z.enum(PAYMENT_STATUSES).optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  refund_reason: text(maxLength(500)),
  /** false completes an abandoned checkout: it then gets its number. */
  abandoned: z.literal(false).optional(),
}), { refund_reason: [reasonForRefund] });

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
export const OrderStatusQuery = withFieldRules(z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  payment_status: z.enum(PAYMENT_STATUSES).optional(),
  refund_reason: z.string().max(500).optional(),
}), {
  refund_reason: [reasonForRefund],
  status: [(v, values) => isBlank(v) && isBlank(values?.payment_status) ? { message: 'app.validation.required' } : undefined],
});

export const OrderIdsBody = z.object({ ids: z.array(z.string().max(64)).min(1, 'app.validation.list').max(1000) });

export const OrderTagsQuery = z.object({
  q: z.string().max(50).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const AnalysisQuery = z.object({
  from: dateParam(),
  to: dateParam(),
  interval: z.enum(ANALYSIS_INTERVALS).default('day'),
});
export const AnalysisBody = z.object({
  metrics: z.array(z.enum(ANALYSIS_METRICS)).min(1, 'app.validation.list').default([...ANALYSIS_METRICS]),
});

/** EXPORT-ORDER job params (published with shop_id and user_id): the list filters, or chosen ids. */
export const OrderExportParams = OrderListQuery.pick({
  q: true, status: true, payment_status: true, from: true, to: true, tag: true, abandoned: true, customer_id: true,
}).partial().extend({ ids: z.array(z.string().max(64)).max(100_000).optional() });

export interface OrderAddressValue {
  first_name?: string | null;
  last_name?: string | null;
  phone?: string | null;
  company?: string | null;
  address?: string | null;
  apartment?: string | null;
  city?: string | null;
  province?: string | null;
  country_code?: string | null;
  zip_code?: string | null;
}

export interface OrderItem {
  /** Stable line id (fulfillments name it). */
  id: string;
  /** Position in items, from 0. */
  index: number;
  product_id: string;
  variant_id: string | null;
  title: string;
  /** Variant option values joined with ' / '; null without a variant. */
  variant_title: string | null;
  sku: string | null;
  image: string | null;
  price: number;
  quantity: number;
  /** price × quantity */
  total: number;
  /** Sum of this line's quantities over the order's fulfillments. */
  fulfilled_quantity: number;
}

export interface OrderCustomerSummary {
  _id: string;
  id: string;
  name: string;
  email: string;
  phone: string | null;
  total_orders: number;
  total_spent: number;
}

export interface TimelineEntry {
  id: string;
  type: 'created' | 'status_changed' | 'payment_status_changed' | 'refunded' | 'fulfilled' | 'fulfillment_updated'
    | 'fulfillment_deleted' | 'mail_sent' | 'completed' | 'updated';
  at: string;
  /** i18n key under resources.orders.timeline.* */
  message: string;
  args: Record<string, string | number>;
}

export type FulfillmentState = 'unfulfilled' | 'partial' | 'fulfilled';

/** The list row; the detail adds items, fulfillments and timeline. */
export interface OrderSummary {
  _id: string;
  id: string;
  shop_id: string;
  /** 1001, 1002, ...; null for an abandoned checkout. */
  number: number | null;
  /** '#' + prefix + number + suffix, e.g. '#BT1001-X'; an abandoned checkout: '#C' + the last 6 characters of its id, upper case. */
  name: string;
  prefix: string | null;
  suffix: string | null;
  customer_id: string | null;
  customer: OrderCustomerSummary | null;
  email: string | null;
  item_count: number;
  subtotal: number;
  discount: number;
  shipping: number;
  total: number;
  currency: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  fulfillment_status: FulfillmentState;
  note: string | null;
  tags: string[];
  referring_site: string | null;
  abandoned: boolean;
  refund_reason: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface Order extends OrderSummary {
  items: OrderItem[];
  shipping_address: OrderAddressValue | null;
  billing_address: OrderAddressValue | null;
  /** Abandoned checkouts: the link the recovery mail carries. */
  recovery_url: string | null;
  fulfillments: Fulfillment[];
  timeline: TimelineEntry[];
}

export interface AnalysisPoint {
  /** Start of the bucket, YYYY-MM-DD in the shop's time zone (weeks start on Monday). */
  date: string;
  sales?: number;
  orders?: number;
  average_order_value?: number;
  items?: number;
  average_items?: number;
}

export type OrderCreateBody = z.input<typeof OrderCreateBody>;
export type OrderUpdateBody = z.input<typeof OrderUpdateBody>;
export type OrderListQuery = z.input<typeof OrderListQuery>;
