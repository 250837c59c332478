/**
 * The order inbox across the merchant's shops (issue 26 item 2, ours): the order list's
 * query with a shop filter, each order with its shop's name, counts per tab summed over the
 * shops; and the bulk status change of orders of several shops.
 */
import { z } from 'zod';
import { answer, listPage } from '../../core/answers';
import { OrderListQuery, OrderStatusAnswer, OrderSummary } from './order.schema';

export const InboxQuery = OrderListQuery.pick({
  page: true,
  limit: true,
  sort: true,
  order: true,
  q: true,
  status: true,
  payment_status: true,
  from: true,
  to: true,
  tag: true,
}).extend({
  /** One of the merchant's shops (another's: 404); none: all of them. */
  shop_id: z.string().max(64).optional(),
});
export type InboxQuery = z.input<typeof InboxQuery>;

export const InboxOrder = OrderSummary.extend({ shop_name: z.string() });
export type InboxOrder = z.infer<typeof InboxOrder>;

export const InboxAnswer = answer(
  listPage('orders', InboxOrder).extend({
    /** Orders per status, and `all`, over the shops asked for: from the status counters, not by counting orders. */
    status_counts: z.record(z.string(), z.number().int()),
  }),
);

/** What changed, and in how many shops. */
export const InboxStatusAnswer = answer(OrderStatusAnswer.shape.data.extend({ shops: z.number().int().min(0) }));
