/** Money in the shop's currency (SPEC §9): VND has no minor unit, others keep cents. */
import { ZERO_DECIMAL_CURRENCIES } from '../../core/money';

/** Digits after the point for a currency: 0 for VND and the other zero-decimal ones, else 2. */
export const moneyDigits = (currency: string) => (ZERO_DECIMAL_CURRENCIES.includes(currency.toUpperCase()) ? 0 : 2);

export function roundMoney(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

export const roundOrNull = (value: number | null | undefined, digits: number) =>
  value === null || value === undefined ? null : roundMoney(value, digits);
