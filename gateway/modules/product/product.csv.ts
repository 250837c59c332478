/**
 * The product CSV, modelled on Shopify's: one row per variant (a product without variants
 * is one row), each row carrying the product's columns, then the variant's; the product's
 * images go one per row (extra rows when it has more images than variants). Import reads
 * the same file back, Shopify's headers and our older lowercase ones alike; rows are
 * grouped into products by ID, else Handle.
 */
import { MAX_OPTIONS } from '../../../resources/product/product.schema';
import type { ProductTable } from './product.tables';
import { readCell } from '../../lib/csv';
import type { VariantInput } from './product.rules';

export const EXPORT_COLUMNS = [
  'ID',
  'Handle',
  'Title',
  'Body (HTML)',
  'SEO Description',
  'Vendor',
  'Tags',
  'Status',
  'Price',
  'Compare At Price',
  'Cost per item',
  'SKU',
  'Barcode',
  'Inventory Qty',
  'Track Quantity',
  'Continue Selling',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant ID',
  'Variant SKU',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Inventory Qty',
  'Variant Image',
  'Image Src',
  'Image Alt Text',
  'Image Position',
] as const;

/** Header (lowercase, runs of space, _ and - as one space) -> field. */
const ALIASES: Record<string, string> = {
  id: 'id',
  handle: 'handle',
  title: 'title',
  'body (html)': 'description',
  body: 'description',
  description: 'description',
  'seo description': 'seo_description',
  vendor: 'vendor',
  tags: 'tags',
  status: 'status',
  price: 'price',
  'compare at price': 'compare_at_price',
  'cost per item': 'cost_per_item',
  sku: 'sku',
  barcode: 'barcode',
  quantity: 'quantity',
  'inventory qty': 'quantity',
  'track quantity': 'track_quantity',
  'continue selling': 'continue_selling',
  'variant id': 'variant_id',
  'variant sku': 'variant_sku',
  'variant price': 'variant_price',
  'variant compare at price': 'variant_compare_at_price',
  'variant inventory qty': 'variant_quantity',
  'variant image': 'variant_image',
  'image src': 'image_src',
  'image alt text': 'image_alt',
  'image position': 'image_position',
};
for (let n = 1; n <= MAX_OPTIONS; n++) {
  ALIASES[`option${n} name`] = `option${n}_name`;
  ALIASES[`option${n} value`] = `option${n}_value`;
}

export const fieldOfHeader = (header: string) =>
  ALIASES[
    header
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, ' ')
  ];

/** Product-level fields: what the body of a product takes from its first row. */
const PRODUCT_FIELDS = [
  'title',
  'description',
  'seo_description',
  'vendor',
  'tags',
  'status',
  'price',
  'compare_at_price',
  'cost_per_item',
  'sku',
  'barcode',
  'quantity',
  'track_quantity',
  'continue_selling',
] as const;

/** A row's fields by name; `line` is its line in the file. */
export type CsvRecord = Record<string, string | undefined> & { line: string };

/** A record as fields (cells trimmed, what export added removed); unknown columns dropped. */
export function recordOf(fields: (string | undefined)[], cells: string[], line: number): CsvRecord {
  const out: CsvRecord = { line: String(line) };
  fields.forEach((field, i) => {
    if (field) out[field] = readCell((cells[i] ?? '').trim());
  });
  return out;
}

const bool = (v: string) => (/^(true|yes|1)$/i.test(v) ? true : /^(false|no|0)$/i.test(v) ? false : v);

/**
 * The body of one product from its rows (absent columns stay absent, so an update leaves
 * them alone), checked afterwards with the product form's schema.
 */
export function bodyOfGroup(fields: Set<string>, rows: CsvRecord[]): Record<string, unknown> {
  const head = rows.find((r) => r.title) ?? rows[0];
  const body: Record<string, unknown> = {};
  for (const field of PRODUCT_FIELDS) {
    if (!fields.has(field)) continue;
    const value = head[field] ?? '';
    if (field === 'tags')
      body.tags = value
        .split(';')
        .map((t) => t.trim())
        .filter(Boolean);
    else if (field === 'status') body.status = value ? value.toLowerCase() : undefined;
    else if (field === 'track_quantity' || field === 'continue_selling')
      body[field] = value === '' ? undefined : bool(value);
    else if (field === 'description') body.description = value === '' ? null : value;
    else body[field] = value;
  }
  // A Shopify file has no product price: the first variant's is the product's.
  if (!fields.has('price') && fields.has('variant_price')) body.price = head.variant_price ?? '';

  const names = Array.from({ length: MAX_OPTIONS }, (_, i) => head[`option${i + 1}_name`] ?? '').filter(Boolean);
  // Shopify's one-variant products: "Title" / "Default Title" means no options.
  const plain =
    names.length === 1 &&
    names[0] === 'Title' &&
    rows.every((r) => !r.option1_value || r.option1_value === 'Default Title');
  const variantRows = rows.filter((r) => names.some((_n, i) => r[`option${i + 1}_value`]));
  if (names.length && !plain && variantRows.length) {
    body.options = names.map((name, i) => ({
      name,
      values: [...new Set(variantRows.map((r) => r[`option${i + 1}_value`] ?? '').filter(Boolean))],
    }));
    body.variants = variantRows.map((r) => ({
      id: r.variant_id || undefined,
      options: names.map((_n, i) => r[`option${i + 1}_value`] ?? ''),
      price: r.variant_price ?? '',
      compare_at_price: r.variant_compare_at_price ?? '',
      sku: r.variant_sku ?? '',
      quantity: r.variant_quantity ?? '',
      image: r.variant_image || null,
    }));
  }
  if (fields.has('image_src')) {
    const seen = new Set<string>();
    body.media = rows
      .filter((r) => r.image_src)
      .map((r, i) => ({ url: r.image_src!, alt: r.image_alt || null, at: Number(r.image_position) || i + 1 }))
      .sort((a, b) => a.at - b.at)
      .filter((m) => !seen.has(m.url) && seen.add(m.url))
      .map(({ url, alt }) => ({ url, alt }));
  }
  return body;
}

const money = (value: number | null, digits: number) => (value === null ? '' : value.toFixed(digits));

/** The rows of one product in the export. */
export function exportRows(p: ProductTable, tags: string[], digits: number): unknown[][] {
  const options = JSON.parse(p.options) as { name: string; values: string[] }[];
  const variants = JSON.parse(p.variants) as VariantInput[];
  const media = JSON.parse(p.media) as { url: string; alt?: string | null }[];
  const product = [
    p.id,
    p.handle,
    p.title,
    p.description ?? '',
    p.seo_description ?? '',
    p.vendor ?? '',
    tags.join(';'),
    p.status,
    money(p.price, digits),
    money(p.compare_at_price, digits),
    money(p.cost_per_item, digits),
    p.sku ?? '',
    p.barcode ?? '',
    p.quantity,
    p.track_quantity ? 'true' : 'false',
    p.continue_selling ? 'true' : 'false',
  ];
  const count = Math.max(1, variants.length, media.length);
  return Array.from({ length: count }, (_, i) => {
    const v = variants[i];
    const optionCells = Array.from({ length: MAX_OPTIONS }, (_x, j) => [
      options[j]?.name ?? '',
      v ? (v.options[j] ?? '') : '',
    ]).flat();
    const variantCells = v
      ? [
          v.id ?? '',
          v.sku ?? '',
          money(v.price ?? null, digits),
          money(v.compare_at_price ?? null, digits),
          v.quantity ?? 0,
          v.image ?? '',
        ]
      : ['', '', '', '', '', ''];
    const image = media[i] ? [media[i].url, media[i].alt ?? '', i + 1] : ['', '', ''];
    // Image-only rows carry the product's columns too: every row stands on its own.
    return [...product, ...optionCells, ...variantCells, ...image];
  });
}
