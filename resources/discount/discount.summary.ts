/**
 * The live summary of what a discount does, as i18n keys with arguments (the form renders
 * them in the UI language): value and target, method, minimum, eligibility, limits, dates.
 */
import { formatMoney } from '../../core/money';

export type SummaryLine = { key: string; args?: Record<string, string | number> };

/** The form's values, loosely: the summary reads them while the merchant types. */
export type SummaryValues = {
  kind?: string;
  code?: string | null;
  name?: string | null;
  type?: string;
  value?: number | string | null;
  applies_to?: string;
  product_ids?: string[];
  collection_ids?: string[];
  minimum_requirement?: string;
  minimum_value?: number | string | null;
  eligibility?: string;
  customer_emails?: string[];
  usage_limit?: number | string | null;
  once_per_customer?: boolean;
  country_mode?: string;
  country_codes?: string[];
  exclude_discounted?: boolean;
  starts_at?: string | null;
  ends_at?: string | null;
  active?: boolean;
};

const k = (name: string) => `resources.discounts.summary.${name}`;
const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

export function discountSummary(
  v: SummaryValues,
  currency: string,
  locale: string,
  formatDate: (iso: string) => string,
): SummaryLine[] {
  const lines: SummaryLine[] = [];
  const value = num(v.value) ?? 0;
  const targetKey =
    v.applies_to === 'products' ? 'products' : v.applies_to === 'collections' ? 'collections' : 'entire_order';
  const count = (targetKey === 'products' ? v.product_ids : v.collection_ids)?.length ?? 0;
  const target = { key: k(targetKey), args: { smart_count: count } };
  lines.push({
    key: k(v.type === 'fixed_amount' ? 'fixed_amount' : 'percent'),
    args: {
      value: v.type === 'fixed_amount' ? formatMoney(value, currency, locale) : value,
      target: `@@${target.key}|${count}`,
    },
  });
  lines.push(
    v.kind === 'automatic' ? { key: k('automatic') } : { key: k('code'), args: { code: v.code?.trim() || '…' } },
  );
  const minimum = num(v.minimum_value);
  if (v.minimum_requirement === 'order_total' && minimum !== null)
    lines.push({ key: k('minimum_order_total'), args: { amount: formatMoney(minimum, currency, locale) } });
  else if (v.minimum_requirement === 'item_count' && minimum !== null)
    lines.push({ key: k('minimum_item_count'), args: { n: minimum } });
  else lines.push({ key: k('no_minimum') });
  lines.push(
    v.eligibility === 'customers'
      ? { key: k('customers'), args: { smart_count: v.customer_emails?.length ?? 0 } }
      : { key: k('everyone') },
  );
  if (v.country_mode === 'include' && v.country_codes?.length)
    lines.push({ key: k('countries'), args: { list: v.country_codes.join(', ') } });
  if (v.country_mode === 'exclude' && v.country_codes?.length)
    lines.push({ key: k('countries_except'), args: { list: v.country_codes.join(', ') } });
  const limit = num(v.usage_limit);
  if (limit !== null) lines.push({ key: k('usage_limit'), args: { n: limit } });
  if (v.once_per_customer) lines.push({ key: k('once') });
  if (v.exclude_discounted) lines.push({ key: k('excludes_discounted') });
  if (v.starts_at) lines.push({ key: k('from'), args: { date: formatDate(v.starts_at) } });
  if (v.ends_at) lines.push({ key: k('until'), args: { date: formatDate(v.ends_at) } });
  if (v.active === false) lines.push({ key: k('inactive') });
  return lines;
}

/** Arguments that are themselves messages (`@@key|count`) are translated first. */
export function renderSummary(
  line: SummaryLine,
  translate: (key: string, args?: Record<string, unknown>) => string,
): string {
  const args: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(line.args ?? {})) {
    const nested = typeof value === 'string' && value.startsWith('@@') ? value.slice(2).split('|') : undefined;
    args[name] = nested ? translate(nested[0], { smart_count: Number(nested[1]) }) : value;
  }
  return translate(line.key, args);
}
