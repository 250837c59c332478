/**
 * What a copy writes: a product's or a collection's columns in the target shop, money
 * converted with the rate and rounded to the target currency's minor unit, images at their
 * target addresses. Pure: the preview and the job compute the same values.
 */
import type { Selectable } from 'kysely';
import type { CopyField } from '../../../resources/copy/copy.schema';
import type { CollectionTable } from '../collection/collection.tables';
import type { ProductTable } from '../product/product.tables';
import type { VariantInput } from '../product/product.rules';
import { searchText } from '../product/product.rows';
import { converter, type Target } from './copy.plan';

export type MapUrl = (url: string) => string;
export type ProductSet = Partial<ProductTable>;
export interface ProductValues {
  set: ProductSet;
  /** The copy's tags, when the copy sets them. */
  tags?: string[];
}

const json = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};
type Media = { url: string; alt?: string | null };
const mediaOf = (src: ProductTable, mapUrl: MapUrl) =>
  JSON.stringify(json<Media[]>(src.media, []).map((m) => ({ ...m, url: mapUrl(m.url) })));

const variantKey = (v: VariantInput) => v.options.join('\u0000');

/** The copy's variants: converted prices, images at their target addresses. */
function copiedVariants(src: ProductTable, convert: ReturnType<typeof converter>, mapUrl: MapUrl) {
  return json<VariantInput[]>(src.variants, []).map((v) => ({
    ...v,
    price: convert(v.price),
    compare_at_price: convert(v.compare_at_price),
    image: v.image ? mapUrl(v.image) : v.image,
  }));
}

/** Target variants with one money field taken from the source variant of the same options (else the same place). */
function pushedVariants(
  src: ProductTable,
  current: ProductTable,
  field: 'price' | 'compare_at_price',
  convert: ReturnType<typeof converter>,
) {
  const from = json<VariantInput[]>(src.variants, []);
  const byKey = new Map(from.map((v) => [variantKey(v), v]));
  return json<VariantInput[]>(current.variants, []).map((v, i) => {
    const s = byKey.get(variantKey(v)) ?? from[i];
    return s ? { ...v, [field]: convert(s[field]) } : v;
  });
}

/** A whole copy (create, or "copy again" over a match): everything but stock, handle and status. */
export function copyValues(src: ProductTable, tags: string[], target: Target, mapUrl: MapUrl): ProductValues {
  const convert = converter(target);
  const set: ProductSet = {
    title: src.title,
    sort_title: src.sort_title,
    description: src.description,
    seo_description: src.seo_description,
    price: convert(src.price) ?? 0,
    compare_at_price: convert(src.compare_at_price),
    cost_per_item: convert(src.cost_per_item),
    sku: src.sku,
    barcode: src.barcode,
    vendor: src.vendor,
    media: mediaOf(src, mapUrl),
    options: src.options,
    variants: JSON.stringify(copiedVariants(src, convert, mapUrl)),
    custom_options: src.custom_options,
  };
  set.search = searchText({ title: src.title, sku: src.sku, vendor: src.vendor }, tags);
  return { set, tags };
}

/** "Update copies": only the fields the merchant picked, prices converted again. */
export function pushValues(
  src: ProductTable,
  srcTags: string[],
  current: ProductTable,
  currentTags: string[],
  fields: CopyField[],
  target: Target,
  mapUrl: MapUrl,
): ProductValues {
  const convert = converter(target);
  const set: ProductSet = {};
  let variants = current;
  for (const field of fields) {
    if (field === 'price' || field === 'compare_at_price') {
      if (field === 'price') set.price = convert(src.price) ?? 0;
      else set.compare_at_price = convert(src.compare_at_price);
      set.variants = JSON.stringify(pushedVariants(src, variants, field, convert));
      variants = { ...variants, variants: set.variants };
    } else if (field === 'media') set.media = mediaOf(src, mapUrl);
    else if (field === 'title') {
      set.title = src.title;
      set.sort_title = src.sort_title;
    } else if (field !== 'tags') set[field] = src[field];
  }
  const tags = fields.includes('tags') ? srcTags : undefined;
  if (set.title !== undefined || set.vendor !== undefined || tags) {
    set.search = searchText({ ...current, ...set }, tags ?? currentTags);
  }
  return { set, tags };
}

const sameTags = (a: string[], b: string[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/** Whether writing the values would change the record (an unchanged copy is skipped, so a re-run writes nothing). */
export function changes(values: ProductValues, current: ProductTable, currentTags: string[]): boolean {
  const differs = Object.entries(values.set).some(([k, v]) => current[k as keyof ProductTable] !== v);
  return differs || (values.tags !== undefined && !sameTags(values.tags, currentTags));
}

/** The previous values of what a write changes, for undo. */
export function beforeOf(values: ProductValues, current: ProductTable, currentTags: string[]) {
  const before: Record<string, unknown> = {};
  for (const k of Object.keys(values.set)) before[k] = current[k as keyof ProductTable];
  if (values.tags) before.tags = currentTags;
  return before;
}

export type CollectionRow = Selectable<CollectionTable>;

export const collectionValues = (src: CollectionRow, mapUrl: MapUrl) => ({
  title: src.title,
  sort_title: src.sort_title,
  description: src.description,
  image: src.image ? mapUrl(src.image) : null,
});
