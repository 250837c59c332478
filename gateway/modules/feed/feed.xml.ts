/**
 * Google Merchant Center product feed, RSS 2.0 with the g: namespace: one <item> per
 * active product, or per variant (grouped by g:item_group_id) when it has variants.
 */
import { stripHtml } from '../../../core/slug';
import type { Database } from '../../db/schema';
import type { z } from 'zod';
import type { Variant } from '../../../resources/product/product.schema';
import { moneyDigits } from '../../lib/money';

// Another module's table, read through the database type (no import of its folder).
type ProductTable = Database['products'];
type VariantInput = z.output<typeof Variant>;

export interface FeedShop {
  name: string;
  currency: string;
  /** The storefront, without a trailing slash. */
  storeUrl: string;
}

/** Characters XML 1.0 forbids are dropped; markup characters are escaped. */
export function xmlText(value: unknown): string {
  return (
    String(value ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

const tag = (name: string, value: unknown) =>
  value === null || value === undefined || value === '' ? '' : `      <${name}>${xmlText(value)}</${name}>\n`;

const GTIN = /^\d{8}$|^\d{12,14}$/;

export function feedHead(shop: FeedShop): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n  <channel>\n' +
    `    <title>${xmlText(shop.name)}</title>\n    <link>${xmlText(shop.storeUrl)}</link>\n` +
    `    <description>${xmlText(`Products of ${shop.name}`)}</description>\n`
  );
}

export const FEED_TAIL = '  </channel>\n</rss>\n';

/** The <item>s of one product; the count is what the feed reports. */
export function feedItems(product: ProductTable, shop: FeedShop): string[] {
  const digits = moneyDigits(shop.currency);
  const money = (n: number) => `${n.toFixed(digits)} ${shop.currency}`;
  const media = JSON.parse(product.media) as { url: string }[];
  const variants = JSON.parse(product.variants) as VariantInput[];
  const description = (stripHtml(product.description ?? '') || product.title).slice(0, 5000);
  const link = `${shop.storeUrl}/products/${encodeURIComponent(product.handle)}`;
  const item = (v: VariantInput | undefined) => {
    const price = v?.price ?? product.price;
    const compareAt = v ? (v.compare_at_price ?? product.compare_at_price) : product.compare_at_price;
    const quantity = v ? (v.quantity ?? 0) : product.quantity;
    const inStock = !product.track_quantity || product.continue_selling || quantity > 0;
    const onSale = compareAt !== null && compareAt > price;
    const barcode = product.barcode?.trim() ?? '';
    return (
      '    <item>\n' +
      tag('g:id', v ? `${product.id}_${v.id}` : product.id) +
      (v ? tag('g:item_group_id', product.id) : '') +
      tag('title', v && v.options.length ? `${product.title} - ${v.options.join(' / ')}` : product.title) +
      tag('description', description) +
      tag('link', v ? `${link}?variant=${encodeURIComponent(v.id ?? '')}` : link) +
      tag('g:image_link', v?.image || media[0]?.url) +
      media
        .slice(1, 11)
        .map((m) => tag('g:additional_image_link', m.url))
        .join('') +
      tag('g:availability', inStock ? 'in_stock' : 'out_of_stock') +
      tag('g:price', money(onSale ? compareAt : price)) +
      (onSale ? tag('g:sale_price', money(price)) : '') +
      tag('g:brand', product.vendor || shop.name) +
      tag('g:condition', 'new') +
      tag('g:mpn', v?.sku || product.sku) +
      (GTIN.test(barcode) ? tag('g:gtin', barcode) : '') +
      '    </item>\n'
    );
  };
  return variants.length ? variants.map(item) : [item(undefined)];
}
