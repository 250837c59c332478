/**
 * Times used (SPEC §3): counted when an order is placed, in the order's transaction. The
 * increment is conditional on the usage limit, so two orders racing for the last use of a
 * discount cannot both take it.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { newId } from '../../lib/ids';

/** Records one use; false when the discount is unknown in the shop or its uses are exhausted. */
export async function recordDiscountUse(
  trx: Kysely<Database>,
  shopId: string,
  discountId: string,
  orderId: string,
  email: string | null,
  at: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('discounts')
    .set({ times_used: sql<number>`times_used + 1` })
    .where('shop_id', '=', shopId)
    .where('id', '=', discountId)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await trx
    .insertInto('discount_usages')
    .values({
      id: newId(),
      shop_id: shopId,
      discount_id: discountId,
      order_id: orderId,
      email_key: email ? email.trim().toLowerCase() : null,
      at,
    })
    .execute();
  return true;
}
