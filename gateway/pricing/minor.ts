/** Minor units of a currency: VND (and JPY, KRW) none, most others 2 (core/money.ts decides VND). */
import { ZERO_DECIMAL_CURRENCIES } from '../../core/money';

export function minorDigits(currency: string): number {
  const code = currency.toUpperCase();
  if (ZERO_DECIMAL_CURRENCIES.includes(code)) return 0;
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** 12.345 USD -> 1235 (half away from zero, as money is rounded everywhere else). */
export const toMinor = (amount: number, digits: number): number => {
  const scaled = amount * 10 ** digits;
  return Math.sign(scaled) * Math.round(Math.abs(scaled) + 1e-9);
};

export const fromMinor = (amount: number, digits: number): number => amount / 10 ** digits;
