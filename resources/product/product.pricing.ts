/**
 * Margin and profit from price and cost per item, as the merchant types (SPEC §3).
 * Profit = price - cost; margin = profit / price, in percent, one decimal.
 * Either is null while the inputs do not allow it (blank, not a number, price 0).
 */
const toNumber = (v: unknown): number | null => {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

export function profitOf(price: unknown, cost: unknown): number | null {
  const p = toNumber(price);
  const c = toNumber(cost);
  if (p === null || c === null) return null;
  return Math.round((p - c) * 100) / 100;
}

export function marginOf(price: unknown, cost: unknown): number | null {
  const p = toNumber(price);
  const profit = profitOf(price, cost);
  if (p === null || p === 0 || profit === null) return null;
  return Math.round((profit / p) * 1000) / 10;
}
