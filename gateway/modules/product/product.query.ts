/**
 * The product list of SPEC §2 and §7: search, filters, sorts and paging as SQL, shared by
 * the list, its CSV export and the bulk update's "choose by filter".
 */
import type { SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { ProductListQuery } from '../../../resources/product/product.schema';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import type { ProductTable } from './product.tables';
import { containsText } from '../../lib/text';
import type { Trx } from '../../db';
import { inList } from '../../lib/chunks';
import { pageRows } from '../../lib/shopRows';

export type ListQuery = z.output<typeof ProductListQuery>;
export type ProductFilter = Pick<Partial<ListQuery>, 'q' | 'status' | 'vendor' | 'tag' | 'collection' | 'ids'>;

type ProductSelect<O> = SelectQueryBuilder<Database, 'products', O>;

/** The list's sort keys and their columns; A-Z sorts on the accent-free title. */
const SORT_COLUMNS = { title: 'sort_title', created_at: 'created_at', quantity: 'quantity', price: 'price' } as const;

export function whereFilter<O>(
  db: Db | Trx,
  q: ProductSelect<O>,
  shopId: string,
  filter: ProductFilter,
): ProductSelect<O> {
  let out = q.where('products.shop_id', '=', shopId);
  if (filter.q?.trim()) out = out.where(containsText(db, 'products', filter.q));
  if (filter.status) out = out.where('products.status', '=', filter.status);
  if (filter.vendor) out = out.where('products.vendor', '=', filter.vendor);
  // EXISTS on the join tables' primary keys: the page walks the sort index and stops after
  // `limit` matches, where IN (subquery) made SQLite sort every tagged product.
  if (filter.tag) {
    const key = filter.tag.trim().toLowerCase();
    out = out.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_tags')
          .select('product_tags.product_id')
          .whereRef('product_tags.product_id', '=', 'products.id')
          .where('product_tags.tag_key', '=', key),
      ),
    );
  }
  if (filter.collection) {
    const collection = filter.collection;
    out = out.where((eb) =>
      eb.exists(
        eb
          .selectFrom('product_collections')
          .select('product_collections.product_id')
          .whereRef('product_collections.product_id', '=', 'products.id')
          .where('product_collections.collection_id', '=', collection),
      ),
    );
  }
  const ids = (filter.ids ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length) out = out.where(inList(db, 'products.id', ids));
  return out;
}

export function sorted<O>(q: ProductSelect<O>, query: Pick<ListQuery, 'sort' | 'order'>): ProductSelect<O> {
  // The id breaks ties so pages never repeat or skip a product.
  return q.orderBy(`products.${SORT_COLUMNS[query.sort]}`, query.order).orderBy('products.id', query.order);
}

export async function countProducts(db: Db | Trx, shopId: string, filter: ProductFilter): Promise<number> {
  const onlyLinks = !filter.q?.trim() && !filter.status && !filter.vendor && !filter.ids?.trim();
  // A tag or collection alone is counted on its join table's index, without reading products.
  if (onlyLinks && filter.tag) {
    let q = db
      .selectFrom('product_tags')
      .where('product_tags.shop_id', '=', shopId)
      .where('product_tags.tag_key', '=', filter.tag.trim().toLowerCase());
    const collection = filter.collection;
    if (collection) {
      q = q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('product_collections')
            .select('product_collections.product_id')
            .whereRef('product_collections.product_id', '=', 'product_tags.product_id')
            .where('product_collections.collection_id', '=', collection),
        ),
      );
    }
    const { total } = await q.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    return Number(total);
  }
  if (onlyLinks && filter.collection) {
    const { total } = await db
      .selectFrom('product_collections')
      .where('shop_id', '=', shopId)
      .where('collection_id', '=', filter.collection)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(total);
  }
  const { total } = await whereFilter(db, db.selectFrom('products'), shopId, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** A product row as answers use it: every column but the sort and search keys. */
export type AnswerRow = Omit<ProductTable, 'sort_title' | 'search'>;

/** The columns of an answer (the list reads no sort or search key, which can be long). */
export const ANSWER_COLUMNS = [
  'id',
  'shop_id',
  'title',
  'handle',
  'description',
  'seo_description',
  'price',
  'compare_at_price',
  'cost_per_item',
  'sku',
  'barcode',
  'quantity',
  'track_quantity',
  'continue_selling',
  'status',
  'vendor',
  'media',
  'options',
  'variants',
  'custom_options',
  'created_at',
  'updated_at',
  'version',
] as const satisfies readonly (keyof AnswerRow)[];

/** One page of rows of the list, and the count of all of them. */
export async function listProductRows(
  db: Db | Trx,
  shopId: string,
  query: ListQuery,
): Promise<{ rows: AnswerRow[]; total: number }> {
  const total = await countProducts(db, shopId, query);
  // A deferred join (gateway/lib/shopRows.ts): deep pages skip index entries, not rows.
  const rows = await pageRows(
    db.selectFrom('products').select(ANSWER_COLUMNS.map((c) => `products.${c}` as const)),
    whereFilter(db, db.selectFrom('products'), shopId, query),
    query,
    { by: `products.${SORT_COLUMNS[query.sort]}`, dir: query.order },
    'products.id',
  ).execute();
  return { rows, total };
}

/** Every row of the list (export, bulk update), in list order. */
export async function allProductRows(
  db: Db | Trx,
  shopId: string,
  filter: ProductFilter,
  query: Pick<ListQuery, 'sort' | 'order'>,
) {
  return sorted(whereFilter(db, db.selectFrom('products').selectAll('products'), shopId, filter), query).execute();
}
