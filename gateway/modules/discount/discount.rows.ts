/** Discounts between the database, the answers and the pricing engine. */
import type { Selectable } from 'kysely';
import type { Discount, DiscountInput } from '../../../resources/discount/discount.schema';
import type { Db } from '../../db';
import { toMinor } from '../../pricing/minor';
import type { DiscountRule } from '../../pricing/pricing.types';
import { json } from '../../lib/json';
import { textKey } from '../../lib/text';
import type { DiscountTable } from './discount.tables';

export type DiscountRow = Selectable<DiscountTable>;

export const codeKey = (code: string | null | undefined) => (code ? code.trim().toLowerCase() : null);

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

/** The columns a body sets (a create or a full replace). */
export function discountColumns(input: DiscountInput) {
  const code = input.kind === 'code' ? (input.code ?? null) : null;
  return {
    kind: input.kind,
    code,
    code_key: codeKey(code),
    name: input.name ?? null,
    search: textKey([code, input.name].filter(Boolean).join(' ')).slice(0, 300),
    type: input.type,
    value: input.value ?? 0,
    applies_to: input.applies_to,
    product_ids: JSON.stringify(input.applies_to === 'products' ? input.product_ids : []),
    collection_ids: JSON.stringify(input.applies_to === 'collections' ? input.collection_ids : []),
    excluded_product_ids: JSON.stringify(input.excluded_product_ids),
    excluded_collection_ids: JSON.stringify(input.excluded_collection_ids),
    country_mode: input.country_mode,
    country_codes: JSON.stringify(input.country_mode === 'all' ? [] : input.country_codes),
    minimum_requirement: input.minimum_requirement,
    minimum_value: input.minimum_requirement === 'none' ? null : input.minimum_value,
    eligibility: input.eligibility,
    customer_emails: JSON.stringify(
      input.eligibility === 'customers' ? input.customer_emails.map((e) => e.trim()) : [],
    ),
    usage_limit: input.usage_limit,
    once_per_customer: input.once_per_customer ? 1 : 0,
    starts_at: input.starts_at ? new Date(input.starts_at).toISOString() : null,
    ends_at: input.ends_at ? new Date(input.ends_at).toISOString() : null,
    independent: input.independent ? 1 : 0,
    exclude_discounted: input.exclude_discounted ? 1 : 0,
    active: input.active ? 1 : 0,
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
