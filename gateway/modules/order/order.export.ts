/**
 * The EXPORT-ORDER job: the shop's orders (the list's filters, or chosen ids) as CSV, with progress;
 * and the same rows, with a sheet of their lines, in the shop's data download (EXPORT-SHOP).
 */
import { createWriteStream } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { OrderExportParams } from '../../../resources/order/order.schema';
import type { Db } from '../../db';
import { PermanentJobError, type JobHandler } from '../../jobs/queue';
import { moneyDigits, roundMoney } from '../../lib/money';
import { BOM, csvLine } from '../../lib/csv';
import { filteredOrders, type OrderFilters } from './order.query';
import { json } from '../../lib/json';
import { orderName } from '../../lib/orderName';
import type { ShopSheet } from '../../lib/module';
import type { Selectable } from 'kysely';
import type { OrderTable } from './order.tables';
import type { StoredLine } from './order.rows';
import { countRows } from '../../lib/shopRows';
import { putFile } from '../../storage/objectFiles';
import { EXPORT_PREFIX } from '../../storage/s3Proxy';
import type { StoreSession } from '../../storage/storeClient';

export const ORDER_CSV_COLUMNS = [
  'name',
  'number',
  'created_at',
  'customer',
  'email',
  'status',
  'payment_status',
  'payment_method',
  'fulfillment_status',
  'item_count',
  'subtotal',
  'discount',
  'shipping',
  'total',
  'currency',
  'tags',
  'note',
  'referring_site',
  'shipping_city',
  'shipping_country',
] as const;

const PAGE = 1000;

type OrderRow = Selectable<OrderTable>;
type OrderQuery = ReturnType<typeof filteredOrders>;

/** Keyset pages (created_at, id), newest first: an order added meanwhile neither shifts nor repeats a row. */
export async function* orderPages(base: () => OrderQuery): AsyncGenerator<OrderRow[]> {
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    let q = base().selectAll('orders');
    if (after) {
      const { created_at, id } = after;
      // `created_at <= last` bounds the index range (the OR alone made SQLite walk it from the top each page).
      q = q
        .where('orders.created_at', '<=', created_at)
        .where((eb) => eb.or([eb('orders.created_at', '<', created_at), eb('orders.id', '<', id)]));
    }
    const rows = await q.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(PAGE).execute();
    if (rows.length) yield rows;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1];
  }
}

/** One order as a line of the export. */
export function orderCsvRow(row: OrderRow, digits: number): unknown[] {
  const ship = json<{ city?: string | null; country_code?: string | null } | null>(row.shipping_address, null);
  return [
    orderName(row),
    row.number,
    row.created_at,
    row.customer_name,
    row.email,
    row.status,
    row.payment_status,
    row.payment_method,
    row.fulfillment_status,
    row.item_count,
    roundMoney(row.subtotal, digits),
    roundMoney(row.discount, digits),
    roundMoney(row.shipping, digits),
    roundMoney(row.total, digits),
    row.currency,
    json<string[]>(row.tags, []).join(';'),
    row.note,
    row.referring_site,
    ship?.city ?? '',
    ship?.country_code ?? '',
  ];
}

export const ORDER_LINE_CSV_COLUMNS = [
  'order',
  'created_at',
  'product_id',
  'variant_id',
  'title',
  'variant_title',
  'sku',
  'price',
  'quantity',
  'total',
  'currency',
] as const;

/** An order's lines, one spreadsheet row each (the shop's data download). */
export function orderLineCsvRows(row: OrderRow, digits: number): unknown[][] {
  return json<StoredLine[]>(row.items, []).map((line) => [
    orderName(row),
    row.created_at,
    line.product_id,
    line.variant_id,
    line.title,
    line.variant_title,
    line.sku,
    roundMoney(line.price, digits),
    line.quantity,
    roundMoney(line.price * line.quantity, digits),
    row.currency,
  ]);
}

/** The shop's data download (EXPORT-SHOP): its orders, and their lines, as spreadsheets. */
export const orderSheets: ShopSheet[] = [
  {
    file: 'orders.csv',
    columns: ORDER_CSV_COLUMNS,
    async *pages(db, shop) {
      const digits = moneyDigits(shop.currency);
      for await (const rows of orderPages(() => filteredOrders(db, shop.id, {}, shop.timezone)))
        yield rows.map((row) => orderCsvRow(row, digits));
    },
  },
  {
    file: 'order-lines.csv',
    columns: ORDER_LINE_CSV_COLUMNS,
    async *pages(db, shop) {
      const digits = moneyDigits(shop.currency);
      for await (const rows of orderPages(() => filteredOrders(db, shop.id, {}, shop.timezone)))
        yield rows.flatMap((row) => orderLineCsvRows(row, digits));
    },
  },
];

/**
 * The shop's row from the primary `db`; the orders from `readDb` (a replica with DATABASE_READ_URL).
 * Issue 30 item 4: memory stays flat whatever the shop's size. The CSV goes to a temporary file a
 * page (1,000 orders) at a time, then to the object store as a stream (PUT with its length) and
 * the job keeps its key; only without a store (a bare gateway) is the file read back to be kept
 * with the job in the database.
 */
export const exportOrdersJob =
  (primary: Db, db: Db, openStore: () => Promise<StoreSession | null> = async () => null): JobHandler =>
  async (job, ctx) => {
    const parsed = OrderExportParams.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('Invalid export parameters');
    const shop = await primary
      .selectFrom('shops')
      .select(['timezone', 'currency'])
      .where('id', '=', job.shop_id)
      .executeTakeFirst();
    if (!shop) throw new PermanentJobError('The shop is gone');
    const filters: OrderFilters = parsed.data;
    const base = () => filteredOrders(db, job.shop_id, filters, shop.timezone);
    const count = await countRows(base());
    const digits = moneyDigits(shop.currency);
    const file = path.join(os.tmpdir(), `orders-${job.id}.csv`);
    const store = await openStore();
    try {
      let done = 0;
      // The file is written as the pages come: the stream asks for the next page once the last is written.
      const lines = async function* () {
        yield BOM + csvLine([...ORDER_CSV_COLUMNS]);
        for await (const rows of orderPages(base)) {
          yield rows.map((row) => csvLine(orderCsvRow(row, digits))).join('');
          done += rows.length;
          if (count) await ctx.progress(Math.min(99, (done / count) * 100));
        }
      };
      await pipeline(Readable.from(lines()), createWriteStream(file));
      if (store) {
        const objectKey = `${EXPORT_PREFIX}${job.shop_id}/${job.id}.csv`;
        await putFile(store.client, store.bucket, objectKey, file, (await stat(file)).size, 'text/csv');
        await ctx.keepFile('orders.csv', 'text/csv', { objectKey });
      } else {
        await ctx.writeFile('orders.csv', 'text/csv', await readFile(file, 'utf8'));
      }
      return { rows: done, file: 'orders.csv' };
    } finally {
      await store?.close();
      await rm(file, { force: true });
    }
  };
