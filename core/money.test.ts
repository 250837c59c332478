import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoney } from './money';

/** Intl uses narrow/no-break spaces in some locales; compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('defaults to US dollars in en-US (SPEC §9)', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });

  it('shows cents for USD', () => {
    expect(formatMoney(0.1, 'USD')).toBe('$0.10');
    expect(formatMoney(-12, 'USD')).toBe('-$12.00');
  });

  it('shows VND without decimals, rounding the amount', () => {
    expect(plain(formatMoney(1234567.89, 'VND', 'vi-VN'))).toBe('1.234.568 ₫');
    expect(formatMoney(150000, 'VND')).toBe('₫150,000');
  });

  it('shows JPY and KRW without decimals, as Intl defines', () => {
    expect(formatMoney(1500.4, 'JPY', 'en-US')).toBe('¥1,500');
    expect(formatMoney(1500, 'KRW', 'en-US')).toBe('₩1,500');
  });

  it('formats in the shop locale', () => {
    expect(plain(formatMoney(1234.5, 'EUR', 'de-DE'))).toBe('1.234,50 €');
  });

  it('accepts lower-case currency codes', () => {
    expect(formatMoney(5, 'usd')).toBe('$5.00');
  });

  it('accepts numeric strings from the API', () => {
    expect(formatMoney('19.9')).toBe('$19.90');
  });

  it('shows nothing rather than "$NaN" for a missing or unreadable amount', () => {
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });

  it('still shows the amount for an unknown currency code', () => {
    expect(formatMoney(1234.5, 'NOTACODE')).toBe('1,234.5 NOTACODE');
  });
});

describe('parseMoney', () => {
  it.each([
    ['plain number', '1234.56', 1234.56],
    ['US thousands separators', '1,234,567.89', 1234567.89],
    ['currency symbol and spaces', ' $ 1,234.50 ', 1234.5],
    ['a single comma followed by three digits as thousands (en-US)', '1,234', 1234],
    ['dot thousands and comma decimals', '1.234.567,89', 1234567.89],
    ['VND with dot thousands', '1.234.567 ₫', 1234567],
    ['a leading minus', '-5.25', -5.25],
    ['a minus after the symbol', '$-5', -5],
    ['accounting brackets as negative', '(1,200.00)', -1200],
    ['a leading decimal point', '.5', 0.5],
    ['zero', '0', 0],
  ])('reads %s', (_name, input, expected) => {
    expect(parseMoney(input)).toBe(expected);
  });

  it('reads a single comma as the decimal point in Vietnamese', () => {
    expect(parseMoney('12,5', 'vi-VN')).toBe(12.5);
    expect(parseMoney('1.234', 'vi-VN')).toBe(1234);
  });

  it('reads a single dot as the decimal point in English', () => {
    expect(parseMoney('1.234', 'en-US')).toBe(1.234);
  });

  it('returns null when there is no number', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('   ')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('$')).toBeNull();
  });

  it('round-trips what formatMoney shows', () => {
    expect(parseMoney(formatMoney(98765.43))).toBe(98765.43);
    expect(parseMoney(formatMoney(2500000, 'VND', 'vi-VN'), 'vi-VN')).toBe(2500000);
  });
});
