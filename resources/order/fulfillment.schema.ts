/** Fulfillment (SPEC §3: order_id and id; the rest is ours): which lines, how many, tracking. */
import { z } from 'zod';
import { isoDate } from '../../core/answers';
import { atLeast, integer, maxLength, maxValue, numeric, text } from '../../core/validation';

/** One order line, named by its id or its index in the order's items, and a quantity. */
export const FulfillmentItemInput = z
  .object({
    item_id: z.string().max(64).nullish(),
    item_index: z.number().int().min(0).max(1000).nullish(),
    quantity: numeric(integer(), atLeast(1), maxValue(100_000))
      .refine((v) => v !== null, 'app.validation.required')
      .transform((v) => v as number),
  })
  .refine((v) => Boolean(v.item_id) || (v.item_index !== null && v.item_index !== undefined), {
    message: 'app.validation.required',
    path: ['item_id'],
  });

export const fulfillmentShape = {
  items: z.array(FulfillmentItemInput).min(1, 'app.validation.list').max(200),
  tracking_number: text(maxLength(100)),
  tracking_company: text(maxLength(100)),
  tracking_url: text(maxLength(2048)),
  /** Mail the customer that the order is on its way (SMTP or the outbox). */
  notify: z.boolean().default(false),
};

export const FulfillmentBody = z.object(fulfillmentShape);
export const FulfillmentUpdateBody = z.object(fulfillmentShape).partial();

export const FulfillmentLine = z.object({
  item_id: z.string(),
  item_index: z.number().int(),
  product_id: z.string(),
  title: z.string(),
  variant_title: z.string().nullable(),
  sku: z.string().nullable(),
  quantity: z.number().int().min(0),
});
export type FulfillmentLine = z.infer<typeof FulfillmentLine>;

/** A fulfillment as the gateway answers it (alone, or inside its order). */
export const Fulfillment = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  order_id: z.string(),
  /** The order's name with .1, .2, ... e.g. '#BT1001-X.1' */
  name: z.string(),
  items: z.array(FulfillmentLine),
  item_count: z.number().int().min(0),
  tracking_number: z.string().nullable(),
  tracking_company: z.string().nullable(),
  tracking_url: z.string().nullable(),
  notify: z.boolean(),
  status: z.literal('success'),
  created_at: isoDate(),
  updated_at: isoDate(),
});
export type Fulfillment = z.infer<typeof Fulfillment>;

/**
 * The order and the fulfillment in the path. SPEC §7 names the fulfillment {fulfill_id} on
 * GET/DELETE and {id} on PUT: one path, so one name.
 */
export const FulfillmentParams = z.object({
  order_id: z.string().min(1).max(64),
  fulfill_id: z.string().min(1).max(64),
});
export const FulfillmentOrderParams = FulfillmentParams.pick({ order_id: true });

export type FulfillmentBody = z.input<typeof FulfillmentBody>;
export type FulfillmentUpdateBody = z.input<typeof FulfillmentUpdateBody>;
