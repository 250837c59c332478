/**
 * No order may use a payment method the shop has off (issue 31): cash on delivery and bank
 * transfer switched on in /setting/payments (SPEC §4: created on first activation, then
 * toggled), a card provider set up and on, or a PayPal account on. Every path that makes an
 * order with a payment method asks here first; the refusal is SPEC §8's "not yet enabled" on
 * the `payment_method` field. The table is the payment module's (payment.tables.ts).
 */
import type { Kysely } from 'kysely';
import type { FieldErrors } from '../../core/validation';
import type { PaymentMethod } from '../../resources/order/order.schema';
import type { Database } from '../db/schema';

export const PAYMENT_METHOD_FIELD = 'payment_method';

/** The field error when `method` is off in this shop; undefined when the shop takes it. */
export async function paymentMethodOff(
  db: Kysely<Database>,
  shopId: string,
  method: PaymentMethod,
): Promise<FieldErrors | undefined> {
  const on = await db
    .selectFrom('payments')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('type', '=', method)
    .where('enabled', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return on ? undefined : { [PAYMENT_METHOD_FIELD]: { message: `app.payment.${method}_not_enabled` } };
}
