/**
 * Customers as orders write them (SPEC §3): the row a body makes, one customer per e-mail and
 * shop, and totals kept in step with their orders. The customer module's calls and imports,
 * order and draft writes, and the demo seed share them; the table is the customer module's
 * (customer.tables.ts).
 */
import { sql } from 'kysely';
import type { CustomerInput } from '../../resources/customer/customer.schema';
import type { Trx } from '../db';
import type { Database } from '../db/schema';
import { textKey, uniqueTags } from './text';

type CustomerTable = Database['customers'];
export type { CustomerInput };

export const emailKey = (email: string) => email.trim().toLowerCase();

const addressOrNull = (address: CustomerInput['address']) => {
  if (!address) return null;
  const values = Object.values(address).filter((v) => v !== null && v !== undefined && v !== '');
  return values.length ? JSON.stringify(address) : null;
};

/** Columns a (partial) body sets, with the keys that follow them. */
export function customerColumns(input: Partial<CustomerInput>, current?: CustomerTable): Partial<CustomerTable> {
  const out: Partial<CustomerTable> = {};
  if (input.first_name !== undefined) out.first_name = input.first_name;
  if (input.last_name !== undefined) out.last_name = input.last_name;
  if (input.email !== undefined) {
    out.email = input.email;
    out.email_key = emailKey(input.email);
  }
  if (input.phone !== undefined) out.phone = input.phone;
  if (input.company !== undefined) out.company = input.company;
  if (input.address !== undefined) out.address = addressOrNull(input.address);
  if (input.tags !== undefined) out.tags = JSON.stringify(uniqueTags(input.tags));
  if (input.note !== undefined) out.note = input.note;
  if (input.accepts_marketing !== undefined) out.accepts_marketing = input.accepts_marketing ? 1 : 0;
  const merged = { ...current, ...out } as CustomerTable;
  out.sort_name = textKey(`${merged.first_name} ${merged.last_name}`).slice(0, 200);
  out.search = textKey(
    [merged.first_name, merged.last_name, merged.email, merged.phone ?? '', merged.company ?? ''].join(' '),
  );
  return out;
}

export function newCustomerRow(id: string, shopId: string, input: CustomerInput, at: string): CustomerTable {
  return {
    id,
    shop_id: shopId,
    first_name: '',
    last_name: '',
    email: '',
    email_key: '',
    phone: null,
    company: null,
    address: null,
    tags: '[]',
    note: null,
    accepts_marketing: 0,
    total_orders: 0,
    total_spent: 0,
    sort_name: '',
    search: '',
    created_at: at,
    updated_at: at,
    ...customerColumns(input),
  };
}

/**
 * total_orders: the customer's completed orders (not abandoned checkouts); total_spent: the
 * totals of those paid and neither cancelled nor refunded. Run in every transaction that
 * writes an order, so the figures are never behind.
 */
export async function refreshCustomerTotals(trx: Trx, customerIds: (string | null | undefined)[]) {
  const ids = [...new Set(customerIds.filter((id): id is string => Boolean(id)))];
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    await trx
      .updateTable('customers')
      .set({
        total_orders: sql<number>`(select count(*) from orders o where o.customer_id = customers.id and o.abandoned = 0)`,
        total_spent: sql<number>`(select coalesce(sum(o.total), 0) from orders o where o.customer_id = customers.id
        and o.abandoned = 0 and o.payment_status = 'paid' and o.status not in ('cancel', 'refund'))`,
      })
      .where('id', 'in', part)
      .execute();
  }
}
