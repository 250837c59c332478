/** Draft orders between the database and the answers ('#D3', the pricing kept at the last save). */
import type { Selectable } from 'kysely';
import type { Draft, DraftSummary } from '../../../resources/order/draft.schema';
import type { OrderAddressValue } from '../../../resources/order/order.schema';
import type { Database } from '../../db/schema';
import { json } from '../../lib/json';
import { moneyDigits, roundMoney } from '../../lib/money';
import { textKey } from '../../lib/text';
import type { DraftOrderTable } from './draft.tables';
import type { DraftPrice } from './draftPricing';
import { customerSummary } from './order.rows';

// Another module's table, read through the database type (no import of its folder).
type CustomerTable = Database['customers'];

export type DraftRow = Selectable<DraftOrderTable>;

export const draftName = (number: number) => `#D${number}`;

export const draftSearch = (row: Pick<DraftOrderTable, 'number' | 'customer_name' | 'email'>) =>
  textKey([draftName(row.number), `d${row.number}`, row.customer_name, row.email ?? ''].join(' '));

export function toDraftSummary(row: DraftRow, customer: CustomerTable | undefined): DraftSummary {
  const digits = moneyDigits(row.currency);
  const money = (n: number) => roundMoney(Number(n), digits);
  return {
    _id: row.id,
    id: row.id,
    shop_id: row.shop_id,
    number: Number(row.number),
    name: draftName(Number(row.number)),
    customer_id: row.customer_id,
    customer: customer ? customerSummary(customer, digits) : null,
    email: row.email,
    item_count: Number(row.item_count),
    subtotal: money(row.subtotal),
    discount: money(row.discount),
    shipping: money(row.shipping),
    total: money(row.total),
    currency: row.currency,
    status: row.order_id ? 'completed' : 'open',
    order_id: row.order_id,
    invoice_sent_at: row.invoice_sent_at,
    version: Number(row.version),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** `orderName`: the name of the order a completed draft became, when that order still exists. */
export function toDraft(
  row: DraftRow,
  customer: CustomerTable | undefined,
  invoiceUrl: string,
  orderName: string | null = null,
): Draft {
  const pricing = json<DraftPrice['pricing']>(row.pricing, {
    applied_discount: null,
    unknown_code: null,
    rejected_discounts: [],
  });
  return {
    ...toDraftSummary(row, customer),
    items: json<Draft['items']>(row.items, []),
    code: row.code,
    gift_card: row.gift_card_code ?? null,
    applied_discount: pricing.applied_discount,
    unknown_code: pricing.unknown_code,
    rejected_discounts: pricing.rejected_discounts,
    adjustments: pricing.adjustments ?? [],
    included_tax: pricing.included_tax ?? 0,
    shipping_price:
      row.shipping_price === null ? null : roundMoney(Number(row.shipping_price), moneyDigits(row.currency)),
    order_name: orderName,
    shipping_address: json<OrderAddressValue | null>(row.shipping_address, null),
    billing_address: json<OrderAddressValue | null>(row.billing_address, null),
    billing_same_as_shipping: Boolean(row.billing_same),
    country_code: row.country_code,
    payment_method: row.payment_method as Draft['payment_method'],
    note: row.note,
    tags: json<string[]>(row.tags, []),
    invoice_url: invoiceUrl,
  };
}
