/** Fulfillment (SPEC §3: order_id and id; the rest is ours): which lines, how many, tracking. */
import { z } from 'zod';
import { atLeast, integer, maxLength, maxValue, numeric, text } from '../../core/validation';

/** One order line, named by its id or its index in the order's items, and a quantity. */
export const FulfillmentItemInput = z.object({
  item_id: z.string().max(64).nullish(),
  item_index: z.number().int().min(0).max(1000).nullish(),
  quantity: numeric(integer(), atLeast(1), maxValue(100_000)).refine((v) => v !== null, 'app.validation.required')
    .transform((v) => v as number),
}).refine((v) => Boolean(v.item_id) || (v.item_index !== null && v.item_index !== undefined), {
  message: 'app.validation.required', path: ['item_id'],
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

export interface FulfillmentLine {
  item_id: string;
  item_index: number;
  product_id: string;
  title: string;
  variant_title: string | null;
  sku: string | null;
  quantity: number;
}

export interface Fulfillment {
  _id: string;
  id: string;
  shop_id: string;
  order_id: string;
  /** The order's name with .1, .2, ... e.g. '#BT1001-X.1' */
  name: string;
  items: FulfillmentLine[];
  item_count: number;
  tracking_number: string | null;
  tracking_company: string | null;
  tracking_url: string | null;
  notify: boolean;
  status: 'success';
  created_at: string;
  updated_at: string;
}

export type FulfillmentBody = z.input<typeof FulfillmentBody>;
export type FulfillmentUpdateBody = z.input<typeof FulfillmentUpdateBody>;
