/**
 * Draft writes: the customer and their default address, pricing by the gateway on every
 * save (draftPricing.ts), numbers '#D1', '#D2'... per shop, and completion into an order
 * with the shop's next order number (createOrder: stock, discount use, first sale).
 */
import { sql } from 'kysely';
import type { z } from 'zod';
import type { DraftBody, DraftCompleteBody } from '../../../resources/order/draft.schema';
import type { OrderAddressValue } from '../../../resources/order/order.schema';
import type { Database, ShopTable } from '../../db/schema';
import type { Trx } from '../../db';
import { newId } from '../../lib/ids';
import { json } from '../../lib/json';
import { uniqueTags } from '../../lib/text';
import { emailKey } from '../../lib/customers';
import { draftSearch, type DraftRow } from './draft.rows';
import type { DraftOrderTable } from './draft.tables';
import { priceDraft, type DraftPrice } from './draftPricing';
import { giftCardRefusal, redeemGiftCardIn } from '../../lib/giftCards';
import { minorDigits, toMinor } from '../../pricing/minor';
import { createOrder, OrderFieldErrors } from './order.write';

// Another module's table, read through the database type (no import of its folder).
type CustomerTable = Database['customers'];

export type DraftInput = z.output<typeof DraftBody>;
type Columns = Omit<
  DraftOrderTable,
  'id' | 'shop_id' | 'number' | 'version' | 'created_at' | 'order_id' | 'invoice_sent_at'
>;

export async function nextDraftNumber(trx: Trx, shopId: string): Promise<number> {
  await trx
    .insertInto('draft_counters')
    .values({ shop_id: shopId, last_number: 0 })
    .onConflict((oc) => oc.column('shop_id').doNothing())
    .execute();
  const row = await trx
    .updateTable('draft_counters')
    .set({ last_number: sql<number>`last_number + 1` })
    .where('shop_id', '=', shopId)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/** The draft's customer: the id given (400 when not this shop's), else the customer with that e-mail, if any. */
async function draftCustomer(trx: Trx, shopId: string, input: DraftInput): Promise<CustomerTable | undefined> {
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
  return trx
    .selectFrom('customers')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('email_key', '=', emailKey(input.email!))
    .executeTakeFirst();
}

/** The customer's default address with who receives it; null when they have none. */
export function customerAddress(c: CustomerTable | undefined): OrderAddressValue | null {
  const address = c ? json<OrderAddressValue | null>(c.address, null) : null;
  if (!c || !address || !Object.values(address).some(Boolean)) return null;
  return { first_name: c.first_name, last_name: c.last_name, phone: c.phone, company: c.company, ...address };
}

/** What a save writes: the customer, the addresses (the customer's by default), the gateway's prices. */
export async function draftColumns(trx: Trx, shop: ShopTable, input: DraftInput, at: string): Promise<Columns> {
  const customer = await draftCustomer(trx, shop.id, input);
  const email = input.email ?? customer?.email ?? null;
  const shipping = input.shipping_address ?? customerAddress(customer);
  const billing = input.billing_same_as_shipping ? shipping : (input.billing_address ?? null);
  const country = shipping?.country_code ? String(shipping.country_code).toUpperCase() : null;
  const code = input.code?.trim() || null;
  const giftCard = input.gift_card?.trim() || null;
  const price = await priceDraft(
    trx,
    shop,
    {
      items: input.items,
      code,
      customer_email: email,
      country_code: country,
      region: shipping?.province?.trim() || null,
      shipping_price: input.shipping_price ?? null,
      gift_card: giftCard,
    },
    at,
  );
  const customerName = customer ? `${customer.first_name} ${customer.last_name}`.trim() : '';
  return {
    customer_id: customer?.id ?? null,
    customer_name: customerName,
    email,
    items: JSON.stringify(price.lines),
    item_count: price.item_count,
    code,
    gift_card_code: giftCard,
    pricing: JSON.stringify(price.pricing),
    discount_id: price.discount_id,
    subtotal: price.subtotal,
    discount: price.discount,
    shipping: price.shipping,
    shipping_price: input.shipping_price ?? null,
    total: price.total,
    currency: shop.currency,
    shipping_address: shipping ? JSON.stringify(shipping) : null,
    billing_address: billing ? JSON.stringify(billing) : null,
    billing_same: input.billing_same_as_shipping ? 1 : 0,
    country_code: country,
    payment_method: input.payment_method,
    note: input.note ?? null,
    tags: JSON.stringify(uniqueTags(input.tags)),
    search: '',
    updated_at: at,
  };
}

export async function createDraft(trx: Trx, shop: ShopTable, input: DraftInput, at: string): Promise<string> {
  const columns = await draftColumns(trx, shop, input, at);
  const number = await nextDraftNumber(trx, shop.id);
  const id = newId();
  await trx
    .insertInto('draft_orders')
    .values({
      ...columns,
      id,
      shop_id: shop.id,
      number,
      search: draftSearch({ ...columns, number }),
      order_id: null,
      invoice_sent_at: null,
      created_at: at,
    })
    .execute();
  return id;
}

/**
 * The draft becomes an order: priced again now (a discount may have ended since the last
 * save), numbered by the shop's counter, with the shop's prefix and suffix; the draft is
 * kept as completed (order_id), so it leaves the drafts list and its link finds the order.
 */
export async function completeDraft(
  trx: Trx,
  shop: ShopTable,
  row: DraftRow,
  body: z.output<typeof DraftCompleteBody>,
  at: string,
): Promise<string> {
  const lines = json<{ product_id: string; variant_id: string | null; quantity: number }[]>(row.items, []);
  const items = lines.map((l) => ({ product_id: l.product_id, variant_id: l.variant_id, quantity: l.quantity }));
  const shipping = json<DraftInput['shipping_address']>(row.shipping_address, null);
  const price = await priceDraft(
    trx,
    shop,
    {
      items,
      code: row.code,
      customer_email: row.email,
      country_code: row.country_code,
      region: shipping?.province?.trim() || null,
      shipping_price: row.shipping_price === null ? null : Number(row.shipping_price),
      gift_card: row.gift_card_code,
    },
    at,
  );
  // The card was spent elsewhere since the draft was saved: it can no longer pay what the draft showed.
  const saved = json<DraftPrice['pricing']>(row.pricing, {
    applied_discount: null,
    unknown_code: null,
    rejected_discounts: [],
  });
  const savedCard = -(saved.adjustments ?? []).filter((a) => a.kind === 'gift_card').reduce((n, a) => n + a.amount, 0);
  if (row.gift_card_code && price.extras.gift_card + 1e-9 < savedCard) throw giftCardRefusal('insufficient');
  const orderId = await createOrder(
    trx,
    shop,
    {
      customer_id: row.customer_id,
      email: row.email,
      items,
      note: row.note,
      tags: json<string[]>(row.tags, []),
      shipping_address: shipping,
      billing_address: json<DraftInput['billing_address']>(row.billing_address, null),
      payment_method: row.payment_method as DraftInput['payment_method'],
      payment_status: body.payment_status,
      discount: price.discount,
      discount_id: price.discount_id,
      shipping: price.shipping,
      referring_site: null,
      abandoned: false,
      prefix: shop.prefix,
      suffix: shop.suffix,
    },
    at,
    price.extras,
  );
  // Redeemed in the order's transaction: a card another completion emptied meanwhile refuses this one (nothing is written).
  const digits = minorDigits(shop.currency);
  if (row.gift_card_code && price.extras.gift_card > 0) {
    const used = await redeemGiftCardIn(
      trx,
      shop.id,
      row.gift_card_code,
      toMinor(price.extras.gift_card, digits),
      orderId,
      at,
    );
    if (!used.ok) throw giftCardRefusal(used.reason === 'insufficient' ? 'insufficient' : 'unusable');
  }
  await trx
    .updateTable('draft_orders')
    .set({ order_id: orderId, updated_at: at, version: sql<number>`version + 1` })
    .where('id', '=', row.id)
    .execute();
  return orderId;
}
