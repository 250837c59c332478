/** Small pure helpers the checkout steps share. */
import type { Bounds, Minor, PricingState } from './pricing.types';

/** Half up to a whole minor unit (VND: a whole đồng), as the discount step rounds. */
export const roundMinor = (value: number): Minor => Math.sign(value) * Math.round(Math.abs(value) + 1e-9);

/** SPEC §3: a minimum or maximum of 0 is not set. Both inclusive. */
export const within = (value: number, { min, max }: Bounds): boolean =>
  (min <= 0 || value >= min) && (max <= 0 || value <= max);

/** The order's merchandise after the discount: what conditions, tax and tips are computed on. */
export const merchandise = (state: PricingState): Minor =>
  state.subtotal + state.adjustments.filter((a) => a.kind === 'discount').reduce((n, a) => n + a.amount, 0);

export const itemCount = (state: PricingState): number => state.cart.lines.reduce((n, l) => n + l.quantity, 0);

export const sumOf = (state: PricingState, kind: 'shipping' | 'surcharge' | 'tax' | 'tip'): Minor =>
  state.adjustments.filter((a) => a.kind === kind).reduce((n, a) => n + a.amount, 0);

/** First item, then each next one: 0 items cost nothing. */
export const firstAndNext = (count: number, first: Minor, next: Minor): Minor =>
  count > 0 ? first + next * (count - 1) : 0;
