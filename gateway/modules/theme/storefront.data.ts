/**
 * What the storefront shows, read-only from the other modules' tables (products,
 * collections, pages, menus, the shop and its preferences): plain objects the Liquid
 * templates read (`product.title`, `collection.products`, `page.content`).
 */
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import type { ShopTable } from '../../db/schema';
import { DEFAULT_MENU } from './theme.header';

const PRODUCTS_MAX = 48;

type Sanitize = (html: string) => string;
const json = <T>(text: string | null | undefined, fallback: T): T => {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};

type ProductRow = {
  id: string;
  title: string;
  handle: string;
  description: string | null;
  price: number;
  compare_at_price: number | null;
  vendor: string | null;
  media: string;
  quantity: number;
  track_quantity: number;
  continue_selling: number;
};
const PRODUCT_COLUMNS = [
  'p.id',
  'p.title',
  'p.handle',
  'p.description',
  'p.price',
  'p.compare_at_price',
  'p.vendor',
  'p.media',
  'p.quantity',
  'p.track_quantity',
  'p.continue_selling',
] as const;

export function toProduct(row: ProductRow, sanitize: Sanitize) {
  const images = json<{ url: string; alt?: string | null }[]>(row.media, [])
    .filter((m) => typeof m?.url === 'string')
    .map((m) => ({ url: m.url, alt: m.alt ?? '' }));
  return {
    id: row.id,
    title: row.title,
    handle: row.handle,
    url: `/products/${row.handle}`,
    price: Number(row.price),
    compare_at_price: row.compare_at_price === null ? null : Number(row.compare_at_price),
    vendor: row.vendor ?? '',
    description: sanitize(row.description ?? ''),
    images,
    featured_image: images[0] ?? null,
    available: !row.track_quantity || Number(row.quantity) > 0 || Boolean(row.continue_selling),
  };
}
export type StoreProduct = ReturnType<typeof toProduct>;

export class StoreData {
  constructor(
    readonly db: Db,
    readonly shop: Selectable<ShopTable>,
    readonly sanitize: Sanitize,
  ) {}

  private products() {
    return this.db
      .selectFrom('products as p')
      .select(PRODUCT_COLUMNS)
      .where('p.shop_id', '=', this.shop.id)
      .where('p.status', '=', 'active');
  }

  async product(handle: string) {
    const row = await this.products().where('p.handle', '=', handle).executeTakeFirst();
    return row ? toProduct(row, this.sanitize) : undefined;
  }

  async latest(limit = 8) {
    const rows = await this.products()
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id')
      .limit(Math.min(limit, PRODUCTS_MAX))
      .execute();
    return rows.map((r) => toProduct(r, this.sanitize));
  }

  private async inCollection(collectionId: string, limit: number) {
    const rows = await this.products()
      .innerJoin('product_collections as pc', (j) =>
        j.onRef('pc.product_id', '=', 'p.id').on('pc.collection_id', '=', collectionId),
      )
      .orderBy('p.sort_title')
      .orderBy('p.id')
      .limit(Math.min(limit, PRODUCTS_MAX))
      .execute();
    return rows.map((r) => toProduct(r, this.sanitize));
  }

  /** `all` is every active product, as on Shopify-like stores. */
  async collection(handle: string, limit = PRODUCTS_MAX) {
    if (handle === 'all')
      return {
        title: 'All',
        handle: 'all',
        description: '',
        url: '/collections/all',
        products: await this.latest(limit),
      };
    const row = await this.db
      .selectFrom('collections')
      .select(['id', 'title', 'handle', 'description'])
      .where('shop_id', '=', this.shop.id)
      .where('handle', '=', handle)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      title: row.title,
      handle: row.handle,
      url: `/collections/${row.handle}`,
      description: this.sanitize(row.description ?? ''),
      products: await this.inCollection(row.id, limit),
    };
  }

  async page(handle: string) {
    const row = await this.db
      .selectFrom('pages')
      .select(['title', 'handle', 'description', 'seo_title', 'seo_description'])
      .where('shop_id', '=', this.shop.id)
      .where('handle', '=', handle)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      title: row.title,
      handle: row.handle,
      url: `/pages/${row.handle}`,
      content: this.sanitize(row.description ?? ''),
      seo_title: row.seo_title,
      seo_description: row.seo_description,
    };
  }

  async menu(handle: string | null, location: string) {
    let q = this.db.selectFrom('menus').select('items').where('shop_id', '=', this.shop.id);
    q = handle ? q.where('handle', '=', handle) : q.where('location', '=', location);
    const row = await q.orderBy('position').executeTakeFirst();
    type Item = { name: string; url: string; children?: Item[] };
    const clean = (items: Item[]): Item[] =>
      items.map((i) => ({
        name: String(i.name ?? ''),
        url: /^(\/|#|https?:\/\/|mailto:|tel:)/i.test(String(i.url ?? '')) ? i.url : '#',
        children: clean(Array.isArray(i.children) ? i.children : []),
      }));
    return clean(json<Item[]>(row?.items, []));
  }

  async header() {
    const row = await this.db
      .selectFrom('shop_headers')
      .selectAll()
      .where('shop_id', '=', this.shop.id)
      .executeTakeFirst();
    return {
      logo: row?.logo ?? '',
      logo_width: row?.logo_width ?? null,
      announcement: row?.announcement ?? '',
      announcement_link: row?.announcement_link ?? '',
      menu_handle: row?.menu_handle ?? DEFAULT_MENU,
      sticky: Boolean(row?.sticky),
    };
  }

  /** The cart cookie (handles and quantities, written by the theme's script) as lines with prices. */
  async cart(cookie: string | undefined) {
    const wanted = json<{ handle?: unknown; quantity?: unknown }[]>(cookie, []);
    const lines = Array.isArray(wanted) ? wanted.slice(0, 50) : [];
    const handles = lines.map((l) => String(l.handle ?? '')).filter(Boolean);
    const rows = handles.length ? await this.products().where('p.handle', 'in', handles).execute() : [];
    const items = lines.flatMap((l) => {
      const row = rows.find((r) => r.handle === l.handle);
      const quantity = Math.max(1, Math.min(999, Math.floor(Number(l.quantity) || 1)));
      return row
        ? [
            {
              handle: row.handle,
              title: row.title,
              quantity,
              price: Number(row.price),
              line_price: Number(row.price) * quantity,
            },
          ]
        : [];
    });
    return {
      items,
      item_count: items.reduce((n, i) => n + i.quantity, 0),
      total_price: items.reduce((n, i) => n + i.line_price, 0),
    };
  }
}
