/**
 * Orders between the database and the answers: stored lines, names ('#BT1001-X'), the
 * list row, the detail with fulfillments and timeline, and the search key.
 */
import type {
  FulfillmentState,
  Order,
  OrderAddressValue,
  OrderCustomerSummary,
  OrderItem,
  OrderSummary,
  TimelineEntry,
} from '../../../resources/order/order.schema';
import type { Fulfillment } from '../../../resources/order/fulfillment.schema';
import type { Database } from '../../db/schema';
import type { OrderEventTable, OrderTable } from './order.tables';
import { moneyDigits, roundMoney } from '../../lib/money';

import { json } from '../../lib/json';
import { orderName } from '../../lib/orderName';

// Another module's table, read through the database type (no import of its folder).
type CustomerTable = Database['customers'];
type FulfillmentTable = Database['fulfillments'];

/** A line as stored in orders.items. */
export interface StoredLine {
  id: string;
  product_id: string;
  variant_id: string | null;
  title: string;
  variant_title: string | null;
  sku: string | null;
  image: string | null;
  price: number;
  quantity: number;
}

export interface StoredFulfillmentLine {
  item_id: string;
  quantity: number;
}

export const customerDisplayName = (c: Pick<CustomerTable, 'first_name' | 'last_name'>) =>
  `${c.first_name} ${c.last_name}`.trim();

export function customerSummary(c: CustomerTable, digits = 2): OrderCustomerSummary {
  return {
    _id: c.id,
    id: c.id,
    name: customerDisplayName(c),
    email: c.email,
    phone: c.phone,
    total_orders: c.total_orders,
    total_spent: roundMoney(c.total_spent, digits),
  };
}

/** Quantity fulfilled per line id over the fulfillments given. */
export function fulfilledByLine(fulfillments: Pick<FulfillmentTable, 'items'>[]): Map<string, number> {
  const done = new Map<string, number>();
  for (const f of fulfillments) {
    for (const line of json<StoredFulfillmentLine[]>(f.items, []))
      done.set(line.item_id, (done.get(line.item_id) ?? 0) + line.quantity);
  }
  return done;
}

export function fulfillmentState(lines: StoredLine[], done: Map<string, number>): FulfillmentState {
  const filled = lines.reduce((n, l) => n + Math.min(l.quantity, done.get(l.id) ?? 0), 0);
  const wanted = lines.reduce((n, l) => n + l.quantity, 0);
  return filled === 0 ? 'unfulfilled' : filled >= wanted ? 'fulfilled' : 'partial';
}

export function toOrderSummary(row: OrderTable, customer: CustomerTable | undefined): OrderSummary {
  const digits = moneyDigits(row.currency);
  return {
    _id: row.id,
    id: row.id,
    shop_id: row.shop_id,
    number: row.number,
    name: orderName(row),
    prefix: row.prefix,
    suffix: row.suffix,
    customer_id: row.customer_id,
    customer: customer ? customerSummary(customer, digits) : null,
    email: row.email,
    item_count: row.item_count,
    subtotal: roundMoney(row.subtotal, digits),
    discount: roundMoney(row.discount, digits),
    shipping: roundMoney(row.shipping, digits),
    surcharge: roundMoney(Number(row.surcharge ?? 0), digits),
    tax: roundMoney(Number(row.tax ?? 0), digits),
    tip: roundMoney(Number(row.tip ?? 0), digits),
    gift_card: roundMoney(Number(row.gift_card ?? 0), digits),
    total: roundMoney(row.total, digits),
    currency: row.currency,
    status: row.status as OrderSummary['status'],
    payment_status: row.payment_status as OrderSummary['payment_status'],
    payment_method: row.payment_method as OrderSummary['payment_method'],
    fulfillment_status: row.fulfillment_status as FulfillmentState,
    note: row.note,
    tags: json(row.tags, []),
    referring_site: row.referring_site,
    abandoned: Boolean(row.abandoned),
    refund_reason: row.refund_reason,
    paid_at: row.paid_at,
    version: row.version ?? 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toFulfillment(row: FulfillmentTable, order: OrderTable): Fulfillment {
  const lines = json<StoredLine[]>(order.items, []);
  const items = json<StoredFulfillmentLine[]>(row.items, []).map((f) => {
    const index = lines.findIndex((l) => l.id === f.item_id);
    const line = lines[index];
    return {
      item_id: f.item_id,
      item_index: index,
      product_id: line?.product_id ?? '',
      title: line?.title ?? '',
      variant_title: line?.variant_title ?? null,
      sku: line?.sku ?? null,
      quantity: f.quantity,
    };
  });
  return {
    _id: row.id,
    id: row.id,
    shop_id: row.shop_id,
    order_id: row.order_id,
    name: `${orderName(order)}.${row.seq}`,
    items,
    item_count: items.reduce((n, i) => n + i.quantity, 0),
    tracking_number: row.tracking_number,
    tracking_company: row.tracking_company,
    tracking_url: row.tracking_url,
    notify: Boolean(row.notify),
    status: 'success',
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export const toTimelineEntry = (row: OrderEventTable): TimelineEntry => ({
  id: row.id,
  type: row.type as TimelineEntry['type'],
  at: row.at,
  message: row.message,
  args: json(row.args, {}),
});

export function toOrder(
  row: OrderTable,
  customer: CustomerTable | undefined,
  fulfillments: FulfillmentTable[],
  events: OrderEventTable[],
  recoveryUrl: string | null,
): Order {
  const digits = moneyDigits(row.currency);
  const done = fulfilledByLine(fulfillments);
  const items: OrderItem[] = json<StoredLine[]>(row.items, []).map((line, index) => ({
    ...line,
    index,
    total: roundMoney(line.price * line.quantity, digits),
    fulfilled_quantity: done.get(line.id) ?? 0,
  }));
  return {
    ...toOrderSummary(row, customer),
    items,
    shipping_address: json<OrderAddressValue | null>(row.shipping_address, null),
    billing_address: json<OrderAddressValue | null>(row.billing_address, null),
    recovery_url: row.abandoned ? recoveryUrl : null,
    fulfillments: fulfillments.map((f) => toFulfillment(f, row)),
    timeline: events.map(toTimelineEntry),
  };
}
