/** A customer row as the customer calls answer it. */
import type { Customer, CustomerAddress } from '../../../resources/customer/customer.schema';
import type { CustomerTable } from './customer.tables';
import { moneyDigits, roundMoney } from '../../lib/money';
import { json } from '../../lib/json';

export function toCustomer(row: CustomerTable, currency: string): Customer {
  const { email_key: _e, sort_name: _s, search: _q, ...columns } = row;
  return {
    ...columns,
    _id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    address: json<CustomerAddress | null>(row.address, null),
    tags: json<string[]>(row.tags, []),
    accepts_marketing: Boolean(row.accepts_marketing),
    version: row.version ?? 0,
    total_spent: roundMoney(row.total_spent, moneyDigits(currency)),
    currency,
  };
}
