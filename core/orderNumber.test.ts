import { describe, expect, it } from 'vitest';
import { ORDER_NUMBER_START, formatOrderNumber } from './orderNumber';

describe('order numbers (SPEC §4, §9)', () => {
  it('start at 1001', () => {
    expect(ORDER_NUMBER_START).toBe(1001);
  });

  it.each([
    ['#1001 without prefix or suffix', 1001, {}, '#1001'],
    ['the shop prefix before the number', 1002, { prefix: 'SHOP' }, '#SHOP1002'],
    ['the shop suffix after the number', 1003, { suffix: '-VN' }, '#1003-VN'],
    ['both prefix and suffix', 1001, { prefix: 'SHOP', suffix: '-VN' }, '#SHOP1001-VN'],
    ['null prefix and suffix as absent', 1004, { prefix: null, suffix: null }, '#1004'],
    ['a number sent as a string', '1005', { prefix: 'A' }, '#A1005'],
  ] as const)('shows %s', (_name, n, affixes, expected) => {
    expect(formatOrderNumber(n, affixes)).toBe(expected);
  });

  it('works with no options at all', () => {
    expect(formatOrderNumber(ORDER_NUMBER_START)).toBe('#1001');
  });
});
