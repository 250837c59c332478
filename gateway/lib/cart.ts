/**
 * A cart for the pricing engine from catalogue lines: prices (the variant's when named),
 * compare-at prices and collections come from the shop's catalogue, never from the caller.
 * Discounts' apply call, checkout quotes and draft orders build their carts here.
 */
import type { z } from 'zod';
import type { ApplyBody, PricedCart as PricedCartAnswer } from '../../resources/discount/discount.schema';
import type { FieldErrors } from '../../core/validation';
import type { Db } from '../db';
import { badRequest } from './errors';
import { englishMessages } from './serve';
import { minorDigits, toMinor } from '../pricing/minor';
import { priceCart } from '../pricing/price';
import type { Cart, CartLine, PricedCart, PricingExtensions } from '../pricing/pricing.types';
import { json } from './json';
import { toRule, usesByEmail } from './discounts';

type ApplyInput = z.output<typeof ApplyBody>;

export async function buildCart(
  db: Db,
  shopId: string,
  currency: string,
  input: ApplyInput,
  at: string,
): Promise<Cart> {
  const digits = minorDigits(currency);
  const ids = [...new Set(input.lines.map((l) => l.product_id))];
  const products = new Map(
    (await db.selectFrom('products').selectAll().where('shop_id', '=', shopId).where('id', 'in', ids).execute()).map(
      (p) => [p.id, p],
    ),
  );
  const links = await db
    .selectFrom('product_collections')
    .select(['product_id', 'collection_id'])
    .where('shop_id', '=', shopId)
    .where('product_id', 'in', ids)
    .execute();
  const errors: FieldErrors = {};
  const lines = input.lines.map((item, i): CartLine | undefined => {
    const product = products.get(item.product_id);
    const variants = json<{ id: string; options: string[]; price: number | null }[]>(product?.variants ?? null, []);
    const variant = item.variant_id ? variants.find((v) => v.id === item.variant_id) : undefined;
    if (!product || (item.variant_id && !variant)) {
      errors[`lines.${i}.${product ? 'variant_id' : 'product_id'}`] = { message: 'app.validation.invalid' };
      return undefined;
    }
    return {
      product_id: product.id,
      variant_id: variant?.id ?? null,
      title: variant ? `${product.title} - ${variant.options.join(' / ')}` : product.title,
      quantity: item.quantity,
      unit_price: toMinor(Number(variant?.price ?? product.price), digits),
      compare_at_price: product.compare_at_price === null ? null : toMinor(Number(product.compare_at_price), digits),
      collection_ids: links.filter((l) => l.product_id === product.id).map((l) => l.collection_id),
    };
  });
  if (Object.keys(errors).length) throw badRequest(errors, englishMessages(errors));
  return {
    currency,
    lines: lines as CartLine[],
    code: input.code ?? null,
    customer_email: input.customer_email ?? null,
    country_code: input.country_code ?? null,
    at,
  };
}

/** Prices the cart against every discount of the shop. */
export async function priceWithShopDiscounts(
  db: Db,
  shopId: string,
  cart: Cart,
  extensions: PricingExtensions = {},
): Promise<PricedCart> {
  const digits = minorDigits(cart.currency);
  const rows = await db
    .selectFrom('discounts')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('created_at')
    .execute();
  const uses = await usesByEmail(db, shopId, cart.customer_email);
  return priceCart(
    cart,
    rows.map((r) => toRule(r, digits, uses.get(r.id) ?? 0)),
    extensions,
  );
}

/** The engine's answer on the wire: amounts named *_minor, each reason with its i18n key. */
export function toAnswer(priced: PricedCart): PricedCartAnswer {
  return {
    currency: priced.currency,
    digits: priced.digits,
    lines: priced.lines.map((l) => ({
      product_id: l.product_id,
      variant_id: l.variant_id,
      title: l.title,
      quantity: l.quantity,
      unit_price_minor: l.unit_price,
      line_total_minor: l.line_total,
      discount_minor: l.discount,
    })),
    subtotal_minor: priced.subtotal,
    discount_minor: priced.discount,
    adjustments: priced.adjustments.map((a) => ({ kind: a.kind, id: a.id, title: a.title, amount_minor: a.amount })),
    total_minor: priced.total,
    applied: priced.applied,
    unknown_code: priced.unknown_code,
    rejected: priced.rejected.map((r) => ({ ...r, message: `resources.discounts.reasons.${r.reason}` })),
  };
}
