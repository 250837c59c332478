/**
 * Products between the database and the answers: a row and its tag, collection and media
 * rows from a validated body, and the answer of SPEC §3 (margin and profit computed).
 */
import type { z } from 'zod';
import type { Product, ProductBody } from '../../../resources/product/product.schema';
import type { Db, Trx } from '../../db';
import { chunks } from '../../lib/chunks';
import { deleteOwnerMetafields } from '../../lib/metafieldOwners';
import type { ProductTable } from './product.tables';
import { textKey } from '../../lib/text';
import { margin, profit, storedVariants } from './product.rules';
import { moneyDigits, roundMoney, roundOrNull } from '../../lib/money';
import { uniqueTags } from '../../lib/text';

export type ProductInput = z.output<typeof ProductBody>;

const json = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/**
 * Built field by field (the answer's keys in the order they always had): copying the row with
 * a spread and overriding fields made objects V8 keeps as dictionaries, 20 times slower to
 * build and to serialise (a list page spent more on this than on its queries).
 */
export function toProduct(
  row: Omit<ProductTable, 'sort_title' | 'search'>,
  tags: string[],
  collections: string[],
  currency: string,
): Product {
  const digits = moneyDigits(currency);
  return {
    id: row.id,
    shop_id: row.shop_id,
    title: row.title,
    handle: row.handle,
    description: row.description,
    seo_description: row.seo_description,
    price: row.price,
    compare_at_price: row.compare_at_price,
    cost_per_item: row.cost_per_item,
    sku: row.sku,
    barcode: row.barcode,
    quantity: row.quantity,
    track_quantity: Boolean(row.track_quantity),
    continue_selling: Boolean(row.continue_selling),
    status: row.status as Product['status'],
    vendor: row.vendor,
    media: json(row.media, []),
    options: json(row.options, []),
    variants: json(row.variants, []),
    custom_options: json(row.custom_options, []),
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version ?? 0,
    _id: row.id,
    margin: margin(row.price, row.cost_per_item),
    profit: profit(row.price, row.cost_per_item, digits),
    tags,
    collections,
  };
}

export const searchText = (row: Pick<ProductTable, 'title' | 'sku' | 'vendor'>, tags: string[]) =>
  textKey([row.title, row.sku ?? '', row.vendor ?? '', ...tags].join(' '));

/** The columns a (partial) body sets; JSON columns as text, money rounded. */
export function productColumns(input: Partial<ProductInput>, digits: number): Partial<ProductTable> {
  const out: Partial<ProductTable> = {};
  const set = <K extends keyof ProductTable>(key: K, value: ProductTable[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  set('title', input.title);
  if (input.title !== undefined) out.sort_title = textKey(input.title).slice(0, 100);
  set('description', input.description);
  set('seo_description', input.seo_description);
  if (input.price !== undefined && input.price !== null) out.price = roundMoney(input.price, digits);
  if (input.compare_at_price !== undefined) out.compare_at_price = roundOrNull(input.compare_at_price, digits);
  if (input.cost_per_item !== undefined) out.cost_per_item = roundOrNull(input.cost_per_item, digits);
  set('sku', input.sku);
  set('barcode', input.barcode);
  if (input.quantity !== undefined) out.quantity = input.quantity ?? 0;
  if (input.track_quantity !== undefined) out.track_quantity = input.track_quantity ? 1 : 0;
  if (input.continue_selling !== undefined) out.continue_selling = input.continue_selling ? 1 : 0;
  set('status', input.status);
  set('vendor', input.vendor);
  if (input.media !== undefined) out.media = JSON.stringify(input.media);
  if (input.options !== undefined) out.options = JSON.stringify(input.options);
  if (input.variants !== undefined) out.variants = JSON.stringify(storedVariants(input.variants, digits));
  if (input.custom_options !== undefined) out.custom_options = JSON.stringify(input.custom_options);
  return out;
}

/** A whole new row from a full body. */
export function newProductRow(
  id: string,
  shopId: string,
  handle: string,
  input: ProductInput,
  digits: number,
  at: string,
): ProductTable {
  const columns = productColumns(input, digits);
  const row: ProductTable = {
    id,
    shop_id: shopId,
    handle,
    title: input.title,
    description: null,
    seo_description: null,
    price: 0,
    compare_at_price: null,
    cost_per_item: null,
    sku: null,
    barcode: null,
    quantity: 0,
    track_quantity: 1,
    continue_selling: 0,
    status: 'active',
    vendor: null,
    media: '[]',
    options: '[]',
    variants: '[]',
    custom_options: '[]',
    sort_title: '',
    search: '',
    created_at: at,
    updated_at: at,
    ...columns,
  };
  row.search = searchText(row, uniqueTags(input.tags ?? []));
  return row;
}

/** Splits a list into chunks, so `in (...)` lists stay under the drivers' parameter limits. */

/** Tags and collection ids of some products, in one query each per 500 products. */
export async function loadRelations(db: Db | Trx, ids: string[]) {
  const tags = new Map<string, string[]>(ids.map((id) => [id, []]));
  const collections = new Map<string, string[]>(ids.map((id) => [id, []]));
  for (const part of chunks(ids)) {
    const tagRows = await db
      .selectFrom('product_tags')
      .select(['product_id', 'tag'])
      .where('product_id', 'in', part)
      .orderBy('product_id')
      .orderBy('tag_key')
      .execute();
    for (const r of tagRows) tags.get(r.product_id)!.push(r.tag);
    const links = await db
      .selectFrom('product_collections')
      .select(['product_id', 'collection_id'])
      .where('product_id', 'in', part)
      .orderBy('product_id')
      .orderBy('collection_id')
      .execute();
    for (const r of links) collections.get(r.product_id)!.push(r.collection_id);
  }
  return { tags, collections };
}

export interface RelationRows {
  tags?: string[];
  collections?: string[];
  media?: { url: string; alt?: string | null }[];
}

/** Rows of the join tables for some products (already deleted where replaced). */
export function relationRows(shopId: string, productId: string, rel: RelationRows, at: string) {
  return {
    tags: (rel.tags ? uniqueTags(rel.tags) : []).map((tag) => ({
      shop_id: shopId,
      product_id: productId,
      tag,
      tag_key: tag.toLowerCase(),
    })),
    collections: [...new Set(rel.collections ?? [])].map((collection_id) => ({
      shop_id: shopId,
      product_id: productId,
      collection_id,
    })),
    media: (rel.media ?? []).map((m, position) => ({
      shop_id: shopId,
      product_id: productId,
      position,
      url: m.url,
      alt: m.alt ?? null,
      created_at: at,
    })),
  };
}

/** Inserts join rows in batches. */
export async function insertRelations(trx: Trx, rows: ReturnType<typeof relationRows>[]) {
  const tags = rows.flatMap((r) => r.tags);
  const collections = rows.flatMap((r) => r.collections);
  const media = rows.flatMap((r) => r.media);
  for (const part of chunks(tags, 1000)) await trx.insertInto('product_tags').values(part).execute();
  for (const part of chunks(collections, 1000)) await trx.insertInto('product_collections').values(part).execute();
  for (const part of chunks(media, 500)) await trx.insertInto('product_media').values(part).execute();
}

/** Replaces the join rows a partial body names (tags, collections, media). */
export async function replaceRelations(trx: Trx, shopId: string, productId: string, rel: RelationRows, at: string) {
  if (rel.tags) await trx.deleteFrom('product_tags').where('product_id', '=', productId).execute();
  if (rel.collections) await trx.deleteFrom('product_collections').where('product_id', '=', productId).execute();
  if (rel.media) await trx.deleteFrom('product_media').where('product_id', '=', productId).execute();
  await insertRelations(trx, [relationRows(shopId, productId, rel, at)]);
}

/** Deletes products and everything hanging off them. */
export async function deleteProducts(trx: Trx, shopId: string, ids: string[]) {
  for (const part of chunks(ids)) {
    for (const table of ['product_tags', 'product_collections', 'product_media'] as const) {
      await trx.deleteFrom(table).where('shop_id', '=', shopId).where('product_id', 'in', part).execute();
    }
    await deleteOwnerMetafields(trx, shopId, 'product', part);
    await trx.deleteFrom('products').where('shop_id', '=', shopId).where('id', 'in', part).execute();
  }
}
