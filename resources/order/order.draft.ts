/**
 * A draft order being built: lines from products and variants, totals as the gateway
 * will compute them (subtotal = Σ price × quantity; total = subtotal − discount +
 * shipping, never below 0), and the body the create call sends. No React here.
 */
import type { OrderCreateBody } from './order.schema';

export type DraftLine = {
  product_id: string;
  variant_id: string | null;
  title: string;
  variant_title: string | null;
  price: number;
  quantity: number;
};

/** Variant option values as the gateway names them ('Red / M'). */
export const variantTitle = (options: readonly string[] | undefined) =>
  options && options.length ? options.join(' / ') : null;

const cents = (n: number) => Math.round(n * 100) / 100;
const amount = (v: unknown) => (Number.isFinite(Number(v)) && v !== '' && v !== null ? Number(v) : 0);

export function draftTotals(lines: DraftLine[], discount?: unknown, shipping?: unknown) {
  const subtotal = cents(lines.reduce((sum, l) => sum + l.price * Math.max(0, amount(l.quantity)), 0));
  const itemCount = lines.reduce((sum, l) => sum + Math.max(0, amount(l.quantity)), 0);
  const total = Math.max(0, cents(subtotal - amount(discount) + amount(shipping)));
  return { subtotal, itemCount, discount: amount(discount), shipping: amount(shipping), total };
}

/** Adds a line, or raises the quantity of the same product and variant. */
export function addDraftLine(lines: DraftLine[], line: DraftLine): DraftLine[] {
  const same = lines.findIndex((l) => l.product_id === line.product_id && l.variant_id === line.variant_id);
  if (same < 0) return [...lines, line];
  return lines.map((l, i) => (i === same ? { ...l, quantity: amount(l.quantity) + line.quantity } : l));
}

export type ShopAffixes = {
  prefix?: string | null;
  suffix?: string | null;
};

/**
 * SPEC §7 Order: "POST (adds the shop prefix and suffix)". The caller reads the current
 * shop first and passes it; a create without it is a programming error, not a silent
 * order without its affixes.
 */
export function withShopAffixes(data: Record<string, unknown>, shop: ShopAffixes | undefined): OrderCreateBody {
  if (!shop) throw new Error('Creating an order needs the current shop (meta.shop) for its prefix and suffix');
  return { ...data, prefix: shop.prefix ?? null, suffix: shop.suffix ?? null } as OrderCreateBody;
}

/** The gateway names a missing customer on `email` (customer id or e-mail): show it on the customer input. */
export function customerErrorOnPicker<T extends object | undefined>(errors: T): T {
  if (!errors || !('email' in errors) || 'customer_id' in errors) return errors;
  const { email, ...rest } = errors as Record<string, unknown>;
  return { ...rest, customer_id: email } as unknown as T;
}
