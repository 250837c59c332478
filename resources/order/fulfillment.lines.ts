/**
 * How much of each order line can still be fulfilled: its quantity less what the
 * order's fulfillments hold; when editing one fulfillment, what it holds is open to it
 * again. An order cannot fulfil more than it holds. No React here.
 */
import type { Order, OrderStatus } from './order.schema';
import type { Fulfillment } from './fulfillment.schema';

export type FulfillmentLineState = {
  item_id: string;
  title: string;
  variant_title: string | null;
  sku: string | null;
  ordered: number;
  /** The most this fulfillment may hold of the line. */
  max: number;
  quantity: number;
};

/** Statuses whose orders can be fulfilled (cancelled and refunded ones cannot). */
export const FULFILLABLE_STATUSES: OrderStatus[] = ['processing', 'fulfillment'];

export const canFulfil = (order: Pick<Order, 'abandoned' | 'status'>) =>
  !order.abandoned && FULFILLABLE_STATUSES.includes(order.status);

export const unfulfilledCount = (order: Pick<Order, 'items'>) =>
  order.items.reduce((n, item) => n + Math.max(0, item.quantity - item.fulfilled_quantity), 0);

/** One row per order line; a new fulfillment starts with everything left, an edit with what it holds. */
export function fulfillmentLines(order: Order, editing?: Fulfillment): FulfillmentLineState[] {
  return order.items.map((item) => {
    const held = editing?.items.find((l) => l.item_id === item.id)?.quantity ?? 0;
    const max = Math.max(0, item.quantity - item.fulfilled_quantity + held);
    return {
      item_id: item.id,
      title: item.title,
      variant_title: item.variant_title,
      sku: item.sku,
      ordered: item.quantity,
      max,
      quantity: editing ? held : max,
    };
  });
}

/** The body's items: lines with a quantity above 0. */
export const fulfillmentItems = (lines: Pick<FulfillmentLineState, 'item_id' | 'quantity'>[]) =>
  lines.filter((l) => Number(l.quantity) > 0).map((l) => ({ item_id: l.item_id, quantity: Number(l.quantity) }));
