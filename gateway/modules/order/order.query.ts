/**
 * The order list's filters, shared by the list, the EXPORT-ORDER job and the benchmark:
 * dates are the shop's days (SPEC §9 YYYY-MM-DD) in its time zone.
 */
import type { z } from 'zod';
import type { OrderExportParams, OrderListQuery } from '../../../resources/order/order.schema';
import { timezoneOffsetMinutes, type Timezone } from '../../../core/timezones';
import type { Db } from '../../db';
import { containsText } from '../../lib/text';
import { inList } from '../../lib/chunks';
import { orderNumberOf } from '../../lib/orderName';
import { nearestAnchor, rememberAnchor } from '../../lib/pageAnchors';
import { countRows, pageRows } from '../../lib/shopRows';
import { statusCounts } from './order.counts';
import { orderListVersion } from './order.listVersions';

export type OrderFilters = Partial<z.output<typeof OrderExportParams>> & { idList?: string[] };
type ListQuery = z.output<typeof OrderListQuery>;

const DAY_MS = 86_400_000;

/** The UTC instant a shop day starts: '2026-03-01' in UTC+07:00 is 2026-02-28T17:00Z. */
export function shopDayStart(day: string, timezone: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - timezoneOffsetMinutes(timezone as Timezone) * 60_000;
}

/** The shop day (YYYY-MM-DD) of an instant. */
export function shopDay(at: number | string, timezone: string): string {
  const ms = typeof at === 'number' ? at : Date.parse(at);
  return new Date(ms + timezoneOffsetMinutes(timezone as Timezone) * 60_000).toISOString().slice(0, 10);
}

export function filteredOrders(db: Db, shopId: string, f: OrderFilters, timezone: string) {
  const ids = f.idList ?? f.ids;
  let q = db.selectFrom('orders').where('orders.shop_id', '=', shopId);
  // Orders named by id are found whether they are abandoned checkouts or not (getMany).
  if (!ids?.length) q = q.where('orders.abandoned', '=', f.abandoned === 'true' ? 1 : 0);
  if (f.status) q = q.where('orders.status', '=', f.status);
  if (f.payment_status) q = q.where('orders.payment_status', '=', f.payment_status);
  if (f.from) q = q.where('orders.created_at', '>=', new Date(shopDayStart(f.from, timezone)).toISOString());
  if (f.to) q = q.where('orders.created_at', '<', new Date(shopDayStart(f.to, timezone) + DAY_MS).toISOString());
  if (f.customer_id) q = q.where('orders.customer_id', '=', f.customer_id);
  if (ids?.length) q = q.where(inList(db, 'orders.id', ids));
  if (f.tag?.trim()) {
    const tagKey = f.tag.trim().toLowerCase();
    q = q.where('orders.id', 'in', (eb) =>
      eb
        .selectFrom('order_tags')
        .select('order_tags.order_id')
        .where('order_tags.shop_id', '=', shopId)
        .where('order_tags.tag_key', '=', tagKey),
    );
  }
  const text = f.q?.trim();
  if (text) {
    // '1001' or '#BT1001-X' is an order number: found by its index, the rest of q must match too.
    const number = orderNumberOf(text);
    if (number !== undefined) q = q.where('orders.number', '=', number);
    q = q.where(containsText(db, 'orders', text));
  }
  return q;
}

export const SORT_COLUMN = {
  created_at: 'orders.created_at',
  number: 'orders.number',
  total: 'orders.total',
  customer: 'orders.customer_name',
} as const;

/** The total from the status counters when the filters are only the status (a count of 1M rows is a scan). */
async function orderTotal(db: Db, shopId: string, f: OrderFilters, filtered: ReturnType<typeof filteredOrders>) {
  const counted = !f.q?.trim() && !f.payment_status && !f.from && !f.to && !f.customer_id && !f.tag?.trim();
  if (!counted || f.idList?.length || f.ids?.length || f.abandoned === 'true') return countRows(filtered);
  const counts = await statusCounts(db, shopId);
  return (f.status ? counts[f.status] : counts.all) ?? 0;
}

/** Pages from this offset on are remembered and sought from (shallower ones cost little to skip). */
export const ANCHORS_FROM = 1000;

export async function listOrderRows(
  db: Db,
  shopId: string,
  query: ListQuery,
  timezone: string,
  anchorsFrom = ANCHORS_FROM,
) {
  const filters: OrderFilters = {
    ...query,
    ids: undefined,
    idList: query.ids ? query.ids.split(',').filter(Boolean) : undefined,
  };
  const base = filteredOrders(db, shopId, filters, timezone);
  const total = await orderTotal(db, shopId, filters, base);
  const order = { by: SORT_COLUMN[query.sort], dir: query.order };
  const offset = (query.page - 1) * query.limit;
  // A deep page of a list whose sort column is never null: seek from a remembered boundary (pageAnchors.ts).
  const anchored = offset >= anchorsFrom && query.sort !== 'number' && !filters.idList?.length;
  const list = anchored
    ? {
        key: JSON.stringify([shopId, timezone, { ...filters, page: undefined, limit: undefined }]),
        version: await orderListVersion(db, shopId),
      }
    : undefined;
  const anchor = list && nearestAnchor(db, list.key, list.version, offset);
  const rows = await pageRows(
    db.selectFrom('orders').selectAll('orders'),
    base,
    query,
    order,
    'orders.id',
    anchor,
  ).execute();
  if (list && rows[0]) {
    const column = order.by.slice('orders.'.length) as 'created_at' | 'total' | 'customer_name';
    rememberAnchor(db, list.key, list.version, { position: offset, values: [rows[0][column]], id: rows[0].id });
  }
  return { rows, total };
}
