/**
 * The order inbox across the merchant's shops (issue 26 item 2): GET /shop/api/orders and
 * PUT /shop/api/orders/status. Only shops the signed-in user owns are read (owner_id).
 * A page is made without sorting every order of every shop: each shop's first page*limit
 * keys (sort value, id) are read on that shop's own index for the chosen sort (the
 * single-shop list's filters), merged and cut in one statement, and only the page's rows are
 * read whole (a deferred join). Counts per tab come from the status counters.
 */
import type { CompiledQuery } from 'kysely';
import type { z } from 'zod';
import type { InboxAnswer, InboxQuery } from '../../../resources/order/inbox.schema';
import type { Db, Trx } from '../../db';
import { inList } from '../../lib/chunks';
import { notFound } from '../../lib/errors';
import { filteredOrders, SORT_COLUMN } from './order.query';
import { toOrderSummary } from './order.rows';
import { applyStatus, lockOrder, type StatusChanges } from './order.write';

type Query = z.output<typeof InboxQuery>;
type Shop = { id: string; name: string; timezone: string };

/** The merchant's shops, or the one asked for (404 when it is not theirs). */
async function merchantShops(db: Db, ownerId: string, shopId?: string): Promise<Shop[]> {
  let q = db
    .selectFrom('shops')
    .select(['id', 'name', 'timezone'])
    .where('owner_id', '=', ownerId)
    .where('deleted', '=', 0);
  if (shopId) q = q.where('id', '=', shopId);
  const shops = await q.orderBy('created_at').orderBy('id').execute();
  if (shopId && !shops.length) throw notFound();
  return shops;
}

/** Orders per status and `all`, summed over the shops, from the counters every order write keeps. */
async function statusCounts(db: Db, shopIds: string[]) {
  const counts: Record<string, number> = { all: 0 };
  if (!shopIds.length) return counts;
  const rows = await db
    .selectFrom('order_status_counts')
    .select(['status', (eb) => eb.fn.sum<number | string>('n').as('n')])
    .where('shop_id', 'in', shopIds)
    .groupBy('status')
    .execute();
  for (const { status, n } of rows) {
    counts[status] = Number(n);
    counts.all += Number(n);
  }
  return counts;
}

/**
 * One shop's first page*limit orders in the chosen order, as keys only (the sort value and id):
 * read from that shop's index for the sort alone, without touching the rows (tests read its plan).
 * A number is unique in its shop: no tie-break, or PostgreSQL sorts.
 */
export function shopPageQuery(db: Db, shop: Pick<Shop, 'id' | 'timezone'>, query: Query) {
  const q = filteredOrders(db, shop.id, { ...query, abandoned: 'false' }, shop.timezone)
    .select([`${SORT_COLUMN[query.sort]} as sort_key`, 'orders.id'])
    .orderBy(SORT_COLUMN[query.sort], query.order);
  return (query.sort === 'number' ? q : q.orderBy('orders.id', query.order)).limit(query.page * query.limit);
}

/**
 * Compiled page statements by their inputs (the shops with their time zones, the query): a
 * merchant's 20-shop UNION ALL costs Kysely a few ms to build and compile, more than SQLite
 * takes to run it, and the same page is asked again and again (reloads, polling, the tabs).
 * The statement is a pure function of its key, so a hit is exact. One cache per database (its
 * dialect's placeholders), bounded, oldest out first.
 */
const compiledPages = new WeakMap<Db, Map<string, CompiledQuery<{ id: string; sort_key: unknown }>>>();
const COMPILED_PAGES_MAX = 500;

function pageStatement(db: Db, shops: Shop[], query: Query): CompiledQuery<{ id: string; sort_key: unknown }> {
  const key = JSON.stringify([shops.map((s) => [s.id, s.timezone]), query]);
  let cache = compiledPages.get(db);
  if (!cache) compiledPages.set(db, (cache = new Map()));
  const known = cache.get(key);
  if (known) return known;
  const [first, ...rest] = shops.map((shop, i) =>
    db.selectFrom(shopPageQuery(db, shop, query).as(`s${i}`)).selectAll(),
  );
  const merged = rest.length ? first.unionAll(rest) : first;
  const compiled = merged
    .orderBy('sort_key', query.order)
    .orderBy('id', query.order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .compile();
  if (cache.size >= COMPILED_PAGES_MAX) cache.delete(cache.keys().next().value!);
  cache.set(key, compiled);
  return compiled;
}

/**
 * The page's order ids: every shop's keys merged by the database in one statement (UNION ALL of
 * the per-shop top page*limit, sorted, the page cut out), so the whole rows read are the page's.
 */
async function pageIds(db: Db, shops: Shop[], query: Query): Promise<string[]> {
  if (!shops.length) return [];
  const { rows } = await db.executeQuery(pageStatement(db, shops, query));
  return rows.map((r) => r.id);
}

export async function inboxPage(db: Db, ownerId: string, query: Query): Promise<z.input<typeof InboxAnswer>['data']> {
  const shops = await merchantShops(db, ownerId, query.shop_id);
  const ids = shops.map((s) => s.id);
  const filters = { ...query, abandoned: 'false' as const };
  const [page, status_counts] = await Promise.all([pageIds(db, shops, query), statusCounts(db, ids)]);
  const found = page.length
    ? await db
        .selectFrom('orders')
        .selectAll()
        .where(inList(db, 'id', page))
        .execute()
    : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = page.flatMap((id) => byId.get(id) ?? []);
  // Only the tab chosen: the counter is the total. Other filters: counted on the shops' indexes.
  const plain = !query.q?.trim() && !query.payment_status && !query.from && !query.to && !query.tag?.trim();
  let total = status_counts[query.status ?? 'all'] ?? 0;
  if (!plain) {
    total = 0;
    for (const shop of shops) {
      const { n } = await filteredOrders(db, shop.id, filters, shop.timezone)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      total += Number(n);
    }
  }
  const customerIds = [...new Set(rows.map((r) => r.customer_id).filter((id): id is string => Boolean(id)))];
  const customers = new Map(
    (customerIds.length
      ? await db
          .selectFrom('customers')
          .selectAll()
          .where(inList(db, 'id', customerIds))
          .execute()
      : []
    ).map((c) => [c.id, c]),
  );
  const names = new Map(shops.map((s) => [s.id, s.name]));
  const orders = rows.map((r) => ({
    ...toOrderSummary(r, r.customer_id ? customers.get(r.customer_id) : undefined),
    shop_name: names.get(r.shop_id) ?? '',
  }));
  return { orders, total, page: query.page, limit: query.limit, status_counts };
}

/**
 * The single-shop bulk status (PUT /order/api/{shop}/status): the shop's chosen orders,
 * locked in id order; abandoned checkouts have no status to change and are passed over.
 */
export async function changeShopStatus(
  trx: Trx,
  shopId: string,
  ids: string[],
  changes: StatusChanges,
  at: string,
  /** Issue 27: keeps a version of each order changed, in this transaction. */
  keep?: (trx: Trx, shopId: string, id: string) => Promise<unknown>,
): Promise<string[]> {
  const found = await trx
    .selectFrom('orders')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('abandoned', '=', 0)
    .where(inList(trx, 'id', ids))
    .orderBy('id')
    .execute();
  const rows = [];
  for (const { id } of found) rows.push((await lockOrder(trx, shopId, id))!);
  const changed = await applyStatus(trx, rows, changes, at);
  for (const id of changed) await keep?.(trx, shopId, id);
  return changed;
}

/**
 * Orders of several of the merchant's shops: each changed in its own shop by the single-shop
 * rules, all in one transaction. An id that is no order of the merchant's: 404, nothing changes.
 */
export async function changeInboxStatus(
  db: Db,
  ownerId: string,
  ids: string[],
  changes: StatusChanges,
  at: string,
  keep?: (trx: Trx, shopId: string, id: string) => Promise<unknown>,
) {
  const wanted = [...new Set(ids)];
  const owned = await db
    .selectFrom('orders')
    .innerJoin('shops', 'shops.id', 'orders.shop_id')
    .select(['orders.id', 'orders.shop_id'])
    .where('shops.owner_id', '=', ownerId)
    .where('shops.deleted', '=', 0)
    .where(inList(db, 'orders.id', wanted))
    .execute();
  if (owned.length !== wanted.length) throw notFound();
  const byShop = new Map<string, string[]>();
  for (const o of owned) byShop.set(o.shop_id, [...(byShop.get(o.shop_id) ?? []), o.id]);
  const changed = await db.transaction().execute(async (trx) => {
    const out: string[] = [];
    for (const [shopId, shopIds] of [...byShop].sort(([a], [b]) => (a < b ? -1 : 1)))
      out.push(...(await changeShopStatus(trx, shopId, shopIds, changes, at, keep)));
    return out;
  });
  return { ids: changed, updated: changed.length, shops: byShop.size };
}
