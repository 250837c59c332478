/**
 * A discount between its row, its answer and the pricing engine, and its uses: the discount
 * module's answers, discounts' apply call, checkout quotes and draft orders read the same
 * rules, and placing an order counts a use. The tables are the discount module's
 * (discount.tables.ts).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Discount } from '../../resources/discount/discount.schema';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { toMinor } from '../pricing/minor';
import type { DiscountRule } from '../pricing/pricing.types';
import { newId } from './ids';
import { json } from './json';

export type DiscountRow = Selectable<Database['discounts']>;

/** What the list shows beside the active flag. */
export function discountStatus(row: DiscountRow, at: string): Discount['status'] {
  if (!row.active) return 'inactive';
  if (row.ends_at && Date.parse(at) >= Date.parse(row.ends_at)) return 'expired';
  if (row.usage_limit !== null && row.times_used >= row.usage_limit) return 'used_up';
  if (row.starts_at && Date.parse(at) < Date.parse(row.starts_at)) return 'scheduled';
  return 'active';
}

export const titleOf = (row: Pick<DiscountRow, 'kind' | 'code' | 'name'>) =>
  (row.kind === 'code' ? row.code : row.name) ?? row.name ?? row.code ?? '';

export function toDiscount(row: DiscountRow, at: string): Discount {
  return {
    _id: row.id,
    id: row.id,
    shop_id: row.shop_id,
    kind: row.kind as Discount['kind'],
    code: row.code,
    name: row.name,
    title: titleOf(row),
    type: row.type as Discount['type'],
    value: Number(row.value),
    applies_to: row.applies_to as Discount['applies_to'],
    product_ids: json(row.product_ids, []),
    collection_ids: json(row.collection_ids, []),
    excluded_product_ids: json(row.excluded_product_ids, []),
    excluded_collection_ids: json(row.excluded_collection_ids, []),
    country_mode: row.country_mode as Discount['country_mode'],
    country_codes: json(row.country_codes, []),
    minimum_requirement: row.minimum_requirement as Discount['minimum_requirement'],
    minimum_value: row.minimum_value === null ? null : Number(row.minimum_value),
    eligibility: row.eligibility as Discount['eligibility'],
    customer_emails: json(row.customer_emails, []),
    usage_limit: row.usage_limit === null ? null : Number(row.usage_limit),
    once_per_customer: !!row.once_per_customer,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    independent: !!row.independent,
    exclude_discounted: !!row.exclude_discounted,
    active: !!row.active,
    status: discountStatus(row, at),
    times_used: Number(row.times_used),
    version: Number(row.version),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A discount as the engine reads it; amounts in minor units. */
export function toRule(row: DiscountRow, digits: number, customerUses: number): DiscountRule {
  const d = toDiscount(row, row.updated_at);
  return {
    ...d,
    title: d.title,
    value: d.type === 'fixed_amount' ? toMinor(d.value, digits) : d.value,
    minimum_value:
      d.minimum_value === null
        ? null
        : d.minimum_requirement === 'order_total'
          ? toMinor(d.minimum_value, digits)
          : d.minimum_value,
    customer_uses: customerUses,
  };
}

/** How many orders of this e-mail used each discount. */
export async function usesByEmail(db: Db, shopId: string, email: string | null): Promise<Map<string, number>> {
  if (!email) return new Map();
  const rows = await db
    .selectFrom('discount_usages')
    .select('discount_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('shop_id', '=', shopId)
    .where('email_key', '=', email.trim().toLowerCase())
    .groupBy('discount_id')
    .execute();
  return new Map(rows.map((r) => [r.discount_id, Number(r.n)]));
}

/**
 * Times used (SPEC §3): counted when an order is placed, in the order's transaction. The
 * increment is conditional on the usage limit, so two orders racing for the last use of a
 * discount cannot both take it. Records one use; false when the discount is unknown in the
 * shop or its uses are exhausted.
 */
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
