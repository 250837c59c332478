/**
 * Order writes: numbers from a per-shop counter (an atomic increment inside the order's
 * transaction, so concurrent creates never share a number and numbers are never reused),
 * prices from the catalogue, totals, the timeline, the first sale, customer totals.
 */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { OrderCreateBody, OrderUpdateBody } from '../../../resources/order/order.schema';
import { ORDER_NUMBER_START } from '../../../core/orderNumber';
import type { FieldErrors } from '../../../core/validation';
import type { Database, ShopTable } from '../../db/schema';
import type { OrderTable } from './order.tables';
import { newId } from '../../lib/ids';
import { newCustomerRow, emailKey, refreshCustomerTotals } from '../../lib/customers';
import { moneyDigits, roundMoney } from '../../lib/money';
import { uniqueTags } from '../../lib/text';
import { type StoredLine } from './order.rows';
import { json } from '../../lib/json';
import { orderName, orderSearch } from '../../lib/orderName';
import { type Trx } from '../../db';
import { stockForStatus, takeStock } from './order.stock';
import { recordDiscountUse } from '../../lib/discounts';
import { addEvents, type NewEvent } from '../../lib/orderEvents';
import { paymentMethodOff } from '../../lib/paymentMethods';

// Another module's table, read through the database type (no import of its folder).
type ProductTable = Database['products'];

export type OrderCreateInput = z.output<typeof OrderCreateBody>;
export type OrderUpdateInput = z.output<typeof OrderUpdateBody>;
export class OrderFieldErrors extends Error {
  constructor(readonly errors: FieldErrors) {
    super('order field errors');
  }
}

/** The next number of the shop: 1001, 1002, ... The row lock holds until the transaction ends. */
export async function nextOrderNumber(trx: Trx, shopId: string): Promise<number> {
  await trx
    .insertInto('order_counters')
    .values({ shop_id: shopId, last_number: ORDER_NUMBER_START - 1 })
    .onConflict((oc) => oc.column('shop_id').doNothing())
    .execute();
  const row = await trx
    .updateTable('order_counters')
    .set({ last_number: sql<number>`last_number + 1` })
    .where('shop_id', '=', shopId)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/** SPEC §4: the currency is locked after the first sale. */
export async function markFirstSale(trx: Trx, shopId: string, at: string) {
  await trx
    .updateTable('shops')
    .set({ first_sale_at: at })
    .where('id', '=', shopId)
    .where('first_sale_at', 'is', null)
    .execute();
}

export async function replaceOrderTags(trx: Trx, shopId: string, orderId: string, tags: string[]) {
  await trx.deleteFrom('order_tags').where('order_id', '=', orderId).execute();
  if (tags.length) {
    await trx
      .insertInto('order_tags')
      .values(tags.map((tag) => ({ shop_id: shopId, order_id: orderId, tag, tag_key: tag.toLowerCase() })))
      .execute();
  }
}

/** Takes the order's row lock (PostgreSQL) before reading it, so two writers of one order queue. */
export async function lockOrder(trx: Trx, shopId: string, orderId: string): Promise<OrderTable | undefined> {
  await trx
    .updateTable('orders')
    .set({ updated_at: sql`updated_at` })
    .where('id', '=', orderId)
    .where('shop_id', '=', shopId)
    .execute();
  return trx
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
}

/** Lines priced from the catalogue: the variant's price when one is named, else the product's. */
export async function priceLines(
  trx: Trx,
  shopId: string,
  items: OrderCreateInput['items'],
  digits: number,
): Promise<StoredLine[]> {
  const ids = [...new Set(items.map((i) => i.product_id))];
  const products = new Map<string, ProductTable>();
  for (const row of await trx
    .selectFrom('products')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', 'in', ids)
    .execute())
    products.set(row.id, row);
  const errors: FieldErrors = {};
  const lines = items.map((item, i): StoredLine | undefined => {
    const product = products.get(item.product_id);
    if (!product) {
      errors[`items.${i}.product_id`] = { message: 'app.validation.invalid' };
      return undefined;
    }
    const variants = json<
      { id: string; options: string[]; price: number | null; sku: string | null; image: string | null }[]
    >(product.variants, []);
    const variant = item.variant_id ? variants.find((v) => v.id === item.variant_id) : undefined;
    if (item.variant_id && !variant) {
      errors[`items.${i}.variant_id`] = { message: 'app.validation.invalid' };
      return undefined;
    }
    const media = json<{ url: string }[]>(product.media, []);
    return {
      id: newId(),
      product_id: product.id,
      variant_id: variant?.id ?? null,
      title: product.title,
      variant_title: variant ? variant.options.join(' / ') : null,
      sku: variant?.sku ?? product.sku,
      image: variant?.image ?? media[0]?.url ?? null,
      price: roundMoney(variant?.price ?? product.price, digits),
      quantity: item.quantity,
    };
  });
  if (Object.keys(errors).length) throw new OrderFieldErrors(errors);
  return lines as StoredLine[];
}

/** The order's customer: the id given, or the customer with that e-mail, or a new one. */
async function resolveCustomer(trx: Trx, shopId: string, input: OrderCreateInput, at: string) {
  if (input.customer_id) {
    const found = await trx
      .selectFrom('customers')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', input.customer_id)
      .executeTakeFirst();
    if (!found) throw new OrderFieldErrors({ customer_id: { message: 'app.validation.invalid' } });
    return found;
  }
  const email = input.email!;
  const found = await trx
    .selectFrom('customers')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('email_key', '=', emailKey(email))
    .executeTakeFirst();
  if (found) return found;
  const named = input.shipping_address ?? input.billing_address;
  const row = newCustomerRow(
    newId(),
    shopId,
    {
      first_name: named?.first_name || email.split('@')[0],
      last_name: named?.last_name || '',
      email,
      phone: named?.phone ?? null,
      company: null,
      address: null,
      tags: [],
      note: null,
      accepts_marketing: false,
    },
    at,
  );
  // Two orders from one new address at once: the second finds the first one's customer.
  await trx
    .insertInto('customers')
    .values(row)
    .onConflict((oc) => oc.columns(['shop_id', 'email_key']).doNothing())
    .execute();
  return trx
    .selectFrom('customers')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('email_key', '=', emailKey(email))
    .executeTakeFirstOrThrow();
}

/** Issue 31: an order never uses a payment method the shop has off (400 on payment_method, nothing written). */
export async function requirePaymentMethod(trx: Trx, shopId: string, method: OrderTable['payment_method']) {
  const off = await paymentMethodOff(trx, shopId, method as OrderCreateInput['payment_method']);
  if (off) throw new OrderFieldErrors(off);
}

/**
 * What the gateway's checkout pricing added beyond subtotal − discount + shipping (issues 12, 13):
 * shop currency; `gift_card` is what the card paid (positive). Never taken from a request body.
 */
export interface PricedExtras {
  surcharge: number;
  tax: number;
  tip: number;
  gift_card: number;
  total: number;
}

export async function createOrder(
  trx: Trx,
  shop: ShopTable,
  input: OrderCreateInput,
  at: string,
  extras?: PricedExtras,
): Promise<string> {
  const digits = moneyDigits(shop.currency);
  // An abandoned checkout is not an order yet: its method is checked when it is completed.
  if (!input.abandoned) await requirePaymentMethod(trx, shop.id, input.payment_method);
  const lines = await priceLines(trx, shop.id, input.items, digits);
  // An abandoned checkout holds no stock: it takes it when completed.
  if (!input.abandoned) await takeStock(trx, shop.id, lines);
  const customer = await resolveCustomer(trx, shop.id, input, at);
  const subtotal = roundMoney(
    lines.reduce((n, l) => n + l.price * l.quantity, 0),
    digits,
  );
  const discount = roundMoney(Math.min(input.discount ?? 0, subtotal), digits);
  const shipping = roundMoney(input.shipping ?? 0, digits);
  const abandoned = input.abandoned;
  // An abandoned checkout was never paid nor numbered: it becomes an order when completed.
  const paid = !abandoned && input.payment_status === 'paid';
  const tags = uniqueTags(input.tags);
  const row: OrderTable = {
    id: newId(),
    shop_id: shop.id,
    number: abandoned ? null : await nextOrderNumber(trx, shop.id),
    // The shop's order id prefix and suffix (/setting/general, /setting/checkout) unless the client sends its own.
    prefix: input.prefix ?? shop.prefix ?? null,
    suffix: input.suffix ?? shop.suffix ?? null,
    customer_id: customer.id,
    customer_name: `${customer.first_name} ${customer.last_name}`.trim(),
    email: input.email ?? customer.email,
    items: JSON.stringify(lines),
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal,
    discount,
    shipping,
    surcharge: roundMoney(extras?.surcharge ?? 0, digits),
    tax: roundMoney(extras?.tax ?? 0, digits),
    tip: roundMoney(extras?.tip ?? 0, digits),
    gift_card: roundMoney(extras?.gift_card ?? 0, digits),
    // The engine's total when the checkout was priced by it (its rounding, its steps); else the sum.
    total: roundMoney(extras ? extras.total : Math.max(0, subtotal - discount + shipping), digits),
    currency: shop.currency,
    status: 'processing',
    payment_status: paid ? 'paid' : 'unpaid',
    payment_method: input.payment_method,
    fulfillment_status: 'unfulfilled',
    note: input.note ?? null,
    tags: JSON.stringify(tags),
    shipping_address: input.shipping_address ? JSON.stringify(input.shipping_address) : null,
    billing_address: input.billing_address ? JSON.stringify(input.billing_address) : null,
    referring_site: input.referring_site ?? null,
    abandoned: abandoned ? 1 : 0,
    refund_reason: null,
    paid_at: paid ? at : null,
    search: '',
    created_at: at,
    updated_at: at,
    stock_held: input.abandoned ? 0 : 1,
  };
  row.search = orderSearch(row);
  await trx.insertInto('orders').values(row).execute();
  await replaceOrderTags(trx, shop.id, row.id, tags);
  // Issue 9: times used counts placed orders, in this transaction (an exhausted discount refuses the order).
  if (
    input.discount_id &&
    !abandoned &&
    !(await recordDiscountUse(trx, shop.id, input.discount_id, row.id, row.email, at))
  ) {
    throw new OrderFieldErrors({ discount_id: { message: 'app.validation.invalid' } });
  }
  await addEvents(trx, shop.id, row.id, [{ type: 'created', args: { name: orderName(row) } }], at);
  if (paid) await markFirstSale(trx, shop.id, at);
  await refreshCustomerTotals(trx, [customer.id]);
  return row.id;
}

export interface StatusChanges {
  status?: OrderTable['status'];
  payment_status?: OrderTable['payment_status'];
  refund_reason?: string | null;
  /** A refund gives the items back to stock (the refund dialog's "restock items"). */
  restock?: boolean;
}

/** Status and payment changes of one order: the columns to set and the timeline entries. */
export function statusChanges(row: OrderTable, changes: StatusChanges, at: string) {
  const set: Partial<OrderTable> = {};
  const events: NewEvent[] = [];
  if (changes.status && changes.status !== row.status) {
    set.status = changes.status;
    events.push({ type: 'status_changed', args: { from: row.status, to: changes.status } });
    if (changes.status === 'refund') {
      set.refund_reason = changes.refund_reason ?? null;
      events.push({
        type: 'refunded',
        args: { reason: changes.refund_reason ?? '', amount: row.total, currency: row.currency },
      });
    }
  }
  if (changes.payment_status && changes.payment_status !== row.payment_status) {
    set.payment_status = changes.payment_status;
    set.paid_at = changes.payment_status === 'paid' ? at : null;
    events.push({ type: 'payment_status_changed', args: { from: row.payment_status, to: changes.payment_status } });
  }
  return { set, events, paidNow: set.payment_status === 'paid' };
}

/** Writes the status changes of orders already locked or read in this transaction. */
export async function applyStatus(trx: Trx, rows: OrderTable[], changes: StatusChanges, at: string): Promise<string[]> {
  const changed: string[] = [];
  for (const row of rows) {
    const { set, events, paidNow } = statusChanges(row, changes, at);
    if (!events.length) continue;
    const held = await stockForStatus(
      trx,
      row,
      { status: set.status ?? row.status, abandoned: row.abandoned },
      changes.restock,
    );
    if (held !== undefined) set.stock_held = held;
    // A bulk change is a write like any other: a tab still holding the old version gets 409.
    await trx
      .updateTable('orders')
      .set({ ...set, updated_at: at, version: sql<number>`version + 1` })
      .where('id', '=', row.id)
      .execute();
    await addEvents(trx, row.shop_id, row.id, events, at);
    if (paidNow) await markFirstSale(trx, row.shop_id, at);
    changed.push(row.id);
  }
  await refreshCustomerTotals(
    trx,
    rows.filter((r) => changed.includes(r.id)).map((r) => r.customer_id),
  );
  return changed;
}

/** PUT /order/api/{shop}/{order_id}: everything but the status goes here; completing a checkout numbers it. */
export async function updateOrder(trx: Trx, row: OrderTable, input: OrderUpdateInput, at: string) {
  if (row.abandoned && input.abandoned !== false && (input.status || input.payment_status)) {
    throw new OrderFieldErrors({ status: { message: 'app.validation.invalid' } });
  }
  const set: Partial<OrderTable> = {};
  const events: NewEvent[] = [];
  const fields: string[] = [];
  if (input.note !== undefined && input.note !== row.note) {
    set.note = input.note;
    fields.push('note');
  }
  if (input.tags !== undefined) {
    const tags = uniqueTags(input.tags);
    set.tags = JSON.stringify(tags);
    await replaceOrderTags(trx, row.shop_id, row.id, tags);
    fields.push('tags');
  }
  if (input.email !== undefined && input.email !== row.email) {
    set.email = input.email;
    fields.push('email');
  }
  if (input.shipping_address !== undefined) {
    set.shipping_address = input.shipping_address ? JSON.stringify(input.shipping_address) : null;
    fields.push('shipping_address');
  }
  if (input.billing_address !== undefined) {
    set.billing_address = input.billing_address ? JSON.stringify(input.billing_address) : null;
    fields.push('billing_address');
  }
  if (input.payment_method !== undefined && input.payment_method !== row.payment_method) {
    set.payment_method = input.payment_method;
    fields.push('payment_method');
  }
  if (fields.length) events.push({ type: 'updated', args: { fields: fields.join(', ') } });
  const method = set.payment_method ?? row.payment_method;
  if ((set.payment_method && !row.abandoned) || (input.abandoned === false && row.abandoned))
    await requirePaymentMethod(trx, row.shop_id, method);
  if (input.abandoned === false && row.abandoned) {
    set.abandoned = 0;
    set.number = await nextOrderNumber(trx, row.shop_id);
    events.push({ type: 'completed', args: { name: orderName({ ...row, number: set.number }) } });
  }
  const current = { ...row, ...set };
  const status = statusChanges(
    current,
    { status: input.status, payment_status: input.payment_status, refund_reason: input.refund_reason },
    at,
  );
  Object.assign(set, status.set);
  events.push(...status.events);
  if (!events.length) return;
  const next = { ...row, ...set };
  const held = await stockForStatus(trx, row, { status: next.status, abandoned: next.abandoned }, input.restock);
  if (held !== undefined) set.stock_held = held;
  set.search = orderSearch(next);
  await trx
    .updateTable('orders')
    .set({ ...set, updated_at: at })
    .where('id', '=', row.id)
    .execute();
  await addEvents(trx, row.shop_id, row.id, events, at);
  if (next.payment_status === 'paid' && !next.abandoned && (status.paidNow || set.abandoned === 0))
    await markFirstSale(trx, row.shop_id, at);
  await refreshCustomerTotals(trx, [row.customer_id]);
}
