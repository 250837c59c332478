/** A discount body's columns (rows to answers and engine rules: gateway/lib/discounts.ts). */
import type { DiscountInput } from '../../../resources/discount/discount.schema';
import { textKey } from '../../lib/text';

export const codeKey = (code: string | null | undefined) => (code ? code.trim().toLowerCase() : null);

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
