/** The live summary of a discount, in English and Vietnamese. */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { discountMessages } from './discount.i18n';
import { discountSummary, renderSummary } from './discount.summary';

const translator = (locale: 'en' | 'vi') => {
  const messages = { resources: { discounts: discountMessages[locale] } } as unknown as TranslationMessages;
  const provider = polyglotI18nProvider(() => messages, locale);
  return (key: string, args?: Record<string, unknown>) => provider.translate(key, args);
};
const iso = (s: string) => s.slice(0, 10);

describe('discountSummary', () => {
  it('reads a 10 % code for specific products with a minimum, limits and dates', () => {
    const lines = discountSummary(
      {
        kind: 'code',
        code: 'TEN',
        type: 'percent',
        value: 10,
        applies_to: 'products',
        product_ids: ['a', 'b'],
        minimum_requirement: 'order_total',
        minimum_value: 60,
        eligibility: 'customers',
        customer_emails: ['a@x.com'],
        usage_limit: 100,
        once_per_customer: true,
        starts_at: '2026-11-01T00:00:00Z',
        ends_at: '2026-12-01T00:00:00Z',
      },
      'USD',
      'en-US',
      iso,
    );
    const en = translator('en');
    expect(lines.map((l) => renderSummary(l, en))).toEqual([
      '10% off 2 products',
      'Customers enter the code TEN at checkout',
      'Minimum purchase of $60.00',
      'For 1 specific customer',
      'Limit of 100 uses in total',
      'One use per customer',
      'Active from 2026-11-01',
      'until 2026-12-01',
    ]);
  });

  it('reads a fixed VND automatic discount in Vietnamese', () => {
    const lines = discountSummary(
      { kind: 'automatic', type: 'fixed_amount', value: 50000, applies_to: 'entire_order' },
      'VND',
      'vi-VN',
      iso,
    );
    const vi = translator('vi');
    expect(lines.map((l) => renderSummary(l, vi))).toEqual([
      `Giảm ${new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }).format(50000)} cho toàn bộ đơn hàng`,
      'Tự động áp dụng khi thanh toán',
      'Không yêu cầu giá trị tối thiểu',
      'Cho mọi người',
    ]);
  });
});
