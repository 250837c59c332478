/** The shop's discounts as a spreadsheet of its data download (EXPORT-SHOP); lists joined with ';'. */
import { idPages } from '../../lib/idPages';
import { json } from '../../lib/json';
import type { ShopSheet } from '../../lib/module';
import type { DiscountTable } from './discount.tables';

export const DISCOUNT_CSV_COLUMNS = [
  'code',
  'name',
  'kind',
  'type',
  'value',
  'applies_to',
  'minimum_requirement',
  'minimum_value',
  'eligibility',
  'country_codes',
  'usage_limit',
  'once_per_customer',
  'times_used',
  'starts_at',
  'ends_at',
  'active',
  'created_at',
] as const;

const list = (text: string) => json<string[]>(text, []).join(';');
const flag = (value: number) => (value ? 'true' : 'false');

export function discountCsvRow(d: DiscountTable): unknown[] {
  return [
    d.code,
    d.name,
    d.kind,
    d.type,
    d.value,
    d.applies_to,
    d.minimum_requirement,
    d.minimum_value,
    d.eligibility,
    list(d.country_codes),
    d.usage_limit,
    flag(d.once_per_customer),
    d.times_used,
    d.starts_at,
    d.ends_at,
    flag(d.active),
    d.created_at,
  ];
}

export const discountSheet: ShopSheet = {
  file: 'discounts.csv',
  columns: DISCOUNT_CSV_COLUMNS,
  async *pages(db, shop) {
    for await (const rows of idPages(db, 'discounts', shop.id))
      yield rows.map((d) => discountCsvRow(d as unknown as DiscountTable));
  },
};
