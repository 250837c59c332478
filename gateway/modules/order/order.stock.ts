/**
 * Stock (issue 15 item 9). Placing an order takes its quantities from tracked products
 * and variants that do not continue selling when out of stock, atomically: a conditional
 * UPDATE (quantity >= n) for a product, a compare-and-set of the variants JSON for a
 * variant; five parallel orders of the last one leave exactly one placed. Cancelling, or
 * refunding with "restock items", gives the quantities back once (orders.stock_held).
 */
import { sql } from 'kysely';
import type { FieldErrors } from '../../../core/validation';
import type { OrderTable } from './order.tables';
import type { z } from 'zod';
import type { Variant } from '../../../resources/product/product.schema';
import { type StoredLine } from './order.rows';
import { json } from '../../lib/json';
import { type Trx } from '../../db';
import { OrderFieldErrors } from './order.write';

type VariantInput = z.output<typeof Variant>;

const OPEN = ['processing', 'fulfillment'];
const CAS_TRIES = 20;

interface Need {
  productId: string;
  variantId: string | null;
  quantity: number;
  line: number;
}

/** One entry per product or variant, quantities summed, in id order (locks taken in one order). */
function needs(lines: Pick<StoredLine, 'product_id' | 'variant_id' | 'quantity'>[]): Need[] {
  const out = new Map<string, Need>();
  lines.forEach((l, i) => {
    const k = `${l.product_id}/${l.variant_id ?? ''}`;
    const found = out.get(k);
    if (found) found.quantity += l.quantity;
    else out.set(k, { productId: l.product_id, variantId: l.variant_id, quantity: l.quantity, line: i });
  });
  return [...out.values()].sort((a, b) =>
    (a.productId + (a.variantId ?? '')).localeCompare(b.productId + (b.variantId ?? '')),
  );
}

/** Moves a variant's quantity by delta; fails (returns its quantity) when it would oversell. */
async function moveVariant(trx: Trx, shopId: string, need: Need, delta: number): Promise<number | undefined> {
  for (let i = 0; i < CAS_TRIES; i++) {
    const row = await trx
      .selectFrom('products')
      .select(['variants', 'track_quantity', 'continue_selling'])
      .where('id', '=', need.productId)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (!row || !row.track_quantity) return undefined;
    const variants = json<VariantInput[]>(row.variants, []);
    const variant = variants.find((v) => v.id === need.variantId);
    if (!variant) return undefined;
    const have = variant.quantity ?? 0;
    if (delta < 0 && !row.continue_selling && have < -delta) return have;
    const next = JSON.stringify(variants.map((v) => (v === variant ? { ...v, quantity: have + delta } : v)));
    // Compare-and-set: written only if nobody changed the variants since they were read.
    const done = await trx
      .updateTable('products')
      .set({ variants: next })
      .where('id', '=', need.productId)
      .where('shop_id', '=', shopId)
      .where('variants', '=', row.variants)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 1) return undefined;
  }
  throw new Error(`stock of ${need.productId}/${need.variantId} kept changing`);
}

/** Moves a product's own quantity by delta; fails (returns its quantity) when it would oversell. */
async function moveProduct(trx: Trx, shopId: string, need: Need, delta: number): Promise<number | undefined> {
  let q = trx
    .updateTable('products')
    .set({ quantity: sql<number>`quantity + ${delta}` })
    .where('id', '=', need.productId)
    .where('shop_id', '=', shopId)
    .where('track_quantity', '=', 1);
  if (delta < 0) q = q.where((eb) => eb.or([eb('continue_selling', '=', 1), eb('quantity', '>=', -delta)]));
  const done = await q.executeTakeFirst();
  if (Number(done.numUpdatedRows) === 1 || delta > 0) return undefined;
  const row = await trx
    .selectFrom('products')
    .select(['quantity', 'track_quantity'])
    .where('id', '=', need.productId)
    .executeTakeFirst();
  return row?.track_quantity ? row.quantity : undefined;
}

/** Takes the lines' quantities from stock, or refuses the whole order: 400 on each short line. */
export async function takeStock(trx: Trx, shopId: string, lines: StoredLine[]): Promise<void> {
  const errors: FieldErrors = {};
  for (const need of needs(lines)) {
    const move = need.variantId ? moveVariant : moveProduct;
    const left = await move(trx, shopId, need, -need.quantity);
    if (left !== undefined)
      errors[`items.${need.line}.quantity`] = {
        message: 'app.validation.out_of_stock',
        args: { n: Math.max(0, left) },
      };
  }
  // The transaction rolls back what was taken before the short line.
  if (Object.keys(errors).length) throw new OrderFieldErrors(errors);
}

/** Gives the lines' quantities back (products and variants since deleted are passed over). */
export async function returnStock(trx: Trx, shopId: string, lines: StoredLine[]): Promise<void> {
  for (const need of needs(lines)) await (need.variantId ? moveVariant : moveProduct)(trx, shopId, need, need.quantity);
}

/**
 * The stock side of a status change: cancelling returns the stock, refunding returns it
 * when the merchant asks (restock), reopening a cancelled or refunded order takes it
 * again. Returns the new stock_held, or undefined when it does not change.
 */
export async function stockForStatus(
  trx: Trx,
  row: Pick<OrderTable, 'shop_id' | 'items' | 'status' | 'abandoned'> & { stock_held: number },
  next: { status: string; abandoned: number },
  restock: boolean | undefined,
): Promise<number | undefined> {
  const lines = json<StoredLine[]>(row.items, []);
  if (row.stock_held && (next.status === 'cancel' || (next.status === 'refund' && restock))) {
    await returnStock(trx, row.shop_id, lines);
    return 0;
  }
  const reopened = !['cancel', 'refund'].includes(row.status) ? Boolean(row.abandoned) : true;
  if (!row.stock_held && !next.abandoned && OPEN.includes(next.status) && reopened) {
    await takeStock(trx, row.shop_id, lines);
    return 1;
  }
  return undefined;
}
