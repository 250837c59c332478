/** Order names ('#BT1001-X', SPEC §3) and their search key, for every module that shows orders. */
import { formatOrderNumber } from '../../core/orderNumber';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type OrderTable = Database['orders'];
import { textKey } from './text';

/** '#BT1001-X'; an abandoned checkout has no number yet: '#C' and the end of its id. */
export const orderName = (row: Pick<OrderTable, 'id' | 'number' | 'prefix' | 'suffix'>) =>
  row.number === null ? `#C${row.id.slice(-6).toUpperCase()}` : formatOrderNumber(row.number, row);

export const orderSearch = (row: Pick<OrderTable, 'id' | 'number' | 'prefix' | 'suffix' | 'customer_name' | 'email'>) =>
  textKey([orderName(row), row.number ?? '', row.customer_name, row.email ?? ''].join(' '));

/**
 * The order number a search names: '1001' or '#BT1001-X' (with a prefix and suffix), else
 * undefined; numbers are found by their index, the rest of a search by the search key.
 */
export function orderNumberOf(text: string): number | undefined {
  const match = /^(?:\d{1,9}|#[A-Za-z_-]{0,10}(\d{1,9})[A-Za-z_-]{0,10})$/.exec(text.trim());
  return match ? Number(match[1] ?? text.trim()) : undefined;
}

/** The name of one of the shop's orders, or null when it is gone (a completed draft's order). */
export async function orderNameOf(
  db: Kysely<Database>,
  shopId: string,
  orderId: string | null,
): Promise<string | null> {
  if (!orderId) return null;
  const order = await db
    .selectFrom('orders')
    .select(['id', 'number', 'prefix', 'suffix'])
    .where('id', '=', orderId)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return order ? orderName(order) : null;
}
