/**
 * SPEC §2 expiry banner and §4 shop lifecycle: a shop is active until expired_at, then
 * its data is cleared after a one-day deletion phase (or at delete_at once the deleted
 * flag is set). The banner counts down in the largest unit whose count is above 1.
 */

export const DELETION_GRACE_MS = 86_400_000;
export const BANNER_THRESHOLD_DAYS = 7;

export interface ShopExpiry {
  expired_at: string;
  deleted?: boolean;
  delete_at?: string | null;
}

export type ExpiryPhase = 'active' | 'clearing';
export type CountdownUnit = 'day' | 'hour' | 'minute' | 'second';

export interface ExpiryBanner {
  phase: ExpiryPhase;
  unit: CountdownUnit;
  count: number;
  show: boolean;
}

const UNITS: [CountdownUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * Largest unit whose whole count is above 1, else seconds ('1 day 5 hours' reads as 29
 * hours). Days are counted to the nearest day, as a merchant reads a calendar: a new
 * 5-day trial (5 days minus a moment) reads "5 days", 2 days 5 hours reads "2 days".
 */
export function countdown(remainingMs: number): { unit: CountdownUnit; count: number } {
  for (const [unit, ms] of UNITS) {
    const whole = Math.floor(remainingMs / ms);
    if (whole > 1) return { unit, count: unit === 'day' ? Math.round(remainingMs / ms) : whole };
  }
  return { unit: 'second', count: Math.max(0, Math.floor(remainingMs / 1000)) };
}

/** When the countdown ends and which phase the shop is in. */
function deadline(shop: ShopExpiry, now: number): { phase: ExpiryPhase; end: number } {
  const expiredAt = Date.parse(shop.expired_at);
  if (shop.deleted) {
    const deleteAt = shop.delete_at ? Date.parse(shop.delete_at) : NaN;
    // deleted without a date: fall back to the ordinary deletion phase
    return { phase: 'clearing', end: Number.isNaN(deleteAt) ? expiredAt + DELETION_GRACE_MS : deleteAt };
  }
  if (now < expiredAt) return { phase: 'active', end: expiredAt };
  return { phase: 'clearing', end: expiredAt + DELETION_GRACE_MS };
}

/** When the trial or plan ends (active) or the data is cleared (clearing); null without a usable date. */
export function expiryDeadline(shop: ShopExpiry, now: Date): { phase: ExpiryPhase; end: Date } | null {
  const { phase, end } = deadline(shop, now.getTime());
  return Number.isNaN(end) ? null : { phase, end: new Date(end) };
}

export function expiryBanner(shop: ShopExpiry, now: Date): ExpiryBanner {
  const { phase, end } = deadline(shop, now.getTime());
  const remaining = end - now.getTime();
  // No usable date: say nothing rather than alarm the merchant with a wrong countdown.
  if (Number.isNaN(remaining)) return { phase: 'active', unit: 'day', count: 0, show: false };
  if (remaining <= 0) return { phase: 'clearing', unit: 'second', count: 0, show: true };
  const { unit, count } = countdown(remaining);
  // The threshold is on the exact time left: 7 days and 1 hour is more than 7 days (hidden).
  return { phase, unit, count, show: remaining <= BANNER_THRESHOLD_DAYS * UNITS[0][1] };
}
