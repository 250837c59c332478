import { describe, expect, it } from 'vitest';
import { marginOf, profitOf } from './product.pricing';

describe('margin and profit', () => {
  it('profit is price minus cost; margin is profit over price, in percent', () => {
    expect(profitOf(25, 15)).toBe(10);
    expect(marginOf(25, 15)).toBe(40);
  });

  it('reads what the merchant is typing (strings)', () => {
    expect(profitOf('19.99', '7.5')).toBe(12.49);
    expect(marginOf('19.99', '7.5')).toBe(62.5);
  });

  it('shows a loss as a negative profit and margin', () => {
    expect(profitOf(10, 12)).toBe(-2);
    expect(marginOf(10, 12)).toBe(-20);
  });

  it('has nothing to show without both numbers, or with a price of 0', () => {
    expect(profitOf('', 5)).toBeNull();
    expect(marginOf(20, null)).toBeNull();
    expect(marginOf(0, 0)).toBeNull();
    expect(profitOf('abc', 1)).toBeNull();
  });
});
