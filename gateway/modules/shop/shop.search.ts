/**
 * GET /shop/api/search (issue 26 item 2): products, orders and customers of every shop the
 * signed-in merchant owns (owner_id), a few of each kind, matched on the search keys the
 * single-shop lists use (no accents, lower case); an order number goes by its index.
 */
import type { z } from 'zod';
import type { ShopSearchQuery, ShopSearchResults } from '../../../resources/search/search.schema';
import type { Db } from '../../db';
import { orderName, orderNumberOf } from '../../lib/orderName';
import { containsKey } from '../../lib/text';

export async function shopSearch(
  db: Db,
  ownerId: string,
  { q, limit }: z.output<typeof ShopSearchQuery>,
): Promise<ShopSearchResults> {
  const text = q.trim();
  const shops = text
    ? await db
        .selectFrom('shops')
        .select(['id', 'name'])
        .where('owner_id', '=', ownerId)
        .where('deleted', '=', 0)
        .execute()
    : [];
  if (!shops.length) return { products: [], orders: [], customers: [] };
  const ids = shops.map((s) => s.id);
  const shopName = new Map(shops.map((s) => [s.id, s.name]));
  const number = orderNumberOf(text);
  // '#BT1001-X' must also match the shop's prefix and suffix: the search key holds the name.
  let orderQuery = db
    .selectFrom('orders')
    .where('shop_id', 'in', ids)
    .where('abandoned', '=', 0)
    .where(containsKey('search', text));
  if (number !== undefined) orderQuery = orderQuery.where('number', '=', number);
  const [products, orders, customers] = await Promise.all([
    db
      .selectFrom('products')
      .select(['id', 'shop_id', 'title', 'sku'])
      .where('shop_id', 'in', ids)
      .where(containsKey('search', text))
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute(),
    orderQuery
      .select(['id', 'shop_id', 'number', 'prefix', 'suffix', 'customer_name', 'email', 'currency', 'total'])
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute(),
    db
      .selectFrom('customers')
      .select(['id', 'shop_id', 'first_name', 'last_name', 'email'])
      .where('shop_id', 'in', ids)
      .where(containsKey('search', text))
      .orderBy('sort_name')
      .orderBy('id')
      .limit(limit)
      .execute(),
  ]);
  const label = <T extends { shop_id: string }>(row: T) => ({ ...row, shop_name: shopName.get(row.shop_id) ?? '' });
  return {
    products: products.map((p) => label({ id: p.id, shop_id: p.shop_id, title: p.title, sku: p.sku })),
    orders: orders.map((o) =>
      label({
        id: o.id,
        shop_id: o.shop_id,
        name: orderName(o),
        customer_name: o.customer_name,
        email: o.email,
        currency: o.currency,
        total: Number(o.total),
      }),
    ),
    customers: customers.map((c) =>
      label({ id: c.id, shop_id: c.shop_id, name: `${c.first_name} ${c.last_name}`.trim(), email: c.email }),
    ),
  };
}
