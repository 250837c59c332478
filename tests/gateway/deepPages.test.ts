/**
 * Deep pages (issue 30 item 4): the order and product lists page by a deferred join (the page's
 * ids over an index, then their rows: gateway/lib/shopRows.ts) and the order total comes from the
 * status counters when only the status filters. Paging through a shop in every sort, both ways,
 * finds every row exactly once and in the database's own order (rows tied on the sort included),
 * and each total equals the rows the pages hold.
 */
import { CompiledQuery, createQueryId, SqliteQueryCompiler, type RootOperationNode } from 'kysely';
import type { Db } from '../../gateway/db';
import { listOrderRows } from '../../gateway/modules/order/order.query';
import { describe, expect, it } from 'vitest';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { ORDER_SORTS, OrderListQuery } from '../../resources/order/order.schema';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { generateShop } from './dataGen';
import { useGateway } from './harness';
import { merchant } from './orders.fixtures';

const gw = useGateway();
const until = Date.UTC(2026, 10, 27, 12);
const LIMIT = 7;

async function seededShop(index: number) {
  const m = await merchant(gw);
  for (const table of ['orders', 'order_tags', 'customers', 'products'] as const)
    await gw.db.deleteFrom(table).where('shop_id', '=', m.shopId).execute();
  await generateShop(gw.db, { index, shopId: m.shopId, orders: 160, products: 30, customers: 6, until, seed: 11 });
  // Ties on every sort that can tie: one total, one time, one price, one stock for several rows.
  const ids = (n: number, table: 'orders' | 'products') =>
    gw.db.selectFrom(table).select('id').where('shop_id', '=', m.shopId).orderBy('id').limit(n);
  await gw.db.updateTable('orders').set({ total: 42.5 }).where('id', 'in', ids(30, 'orders')).execute();
  await gw.db
    .updateTable('orders')
    .set({ created_at: '2026-06-01T10:00:00.000Z' })
    .where('id', 'in', ids(12, 'orders'))
    .execute();
  await gw.db.updateTable('products').set({ price: 20, quantity: 5 }).where('id', 'in', ids(12, 'products')).execute();
  return m;
}

/** Every page of a list, limit 7, until one comes back short; with each page's total. */
async function allPages<T extends { id: string }>(page: (n: number) => Promise<{ rows: T[]; total: number }>) {
  const rows: T[] = [];
  const totals = new Set<number>();
  for (let n = 1; ; n++) {
    const got = await page(n);
    rows.push(...got.rows);
    totals.add(got.total);
    if (got.rows.length < LIMIT) return { ids: rows.map((r) => r.id), totals: [...totals] };
  }
}

describe('deep pages', () => {
  it('page through the orders in every sort, both ways, each order once and in order, the total their count', async () => {
    const m = await seededShop(0);
    const listed = (query: Record<string, string>) =>
      allPages(async (page) => {
        const { data } = await gw.ok(orderRoutes.list, {
          token: m.account.token,
          params: { shop: m.shopId },
          query: { ...query, page: String(page), limit: String(LIMIT) },
        });
        return { rows: data.orders, total: data.total };
      });
    const column = { created_at: 'created_at', number: 'number', total: 'total', customer: 'customer_name' } as const;
    for (const sort of ORDER_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        const expected = await gw.db
          .selectFrom('orders')
          .select('id')
          .where('shop_id', '=', m.shopId)
          .where('abandoned', '=', 0)
          .orderBy(column[sort], order)
          .orderBy('id', order)
          .execute();
        const { ids, totals } = await listed({ sort, order });
        expect(ids, `${sort} ${order}`).toEqual(expected.map((r) => r.id));
        expect(totals).toEqual([expected.length]);
      }
    }
    // The total from the counters (status alone) or counted (any other filter) is the rows listed.
    const filters: Record<string, string>[] = [
      { status: 'fulfillment' },
      { status: 'cancel' },
      { abandoned: 'true' },
      { payment_status: 'paid' },
    ];
    for (const filter of [...filters, { status: 'refund', payment_status: 'unpaid' }, { q: 'an' }]) {
      const { ids, totals } = await listed(filter);
      expect(new Set(ids).size, JSON.stringify(filter)).toBe(ids.length);
      expect(totals, JSON.stringify(filter)).toEqual([ids.length]);
    }
    const { data } = await gw.ok(orderRoutes.list, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { page: '2000', limit: '20' },
    });
    expect(data.orders).toEqual([]);
    expect(data.total).toBeGreaterThan(100);
  });

  it('page through the products in every sort, each product once and in order', async () => {
    const m = await seededShop(1);
    const column = { title: 'sort_title', created_at: 'created_at', quantity: 'quantity', price: 'price' } as const;
    for (const sort of ['title', 'created_at', 'quantity', 'price'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const expected = await gw.db
          .selectFrom('products')
          .select('id')
          .where('shop_id', '=', m.shopId)
          .orderBy(column[sort], order)
          .orderBy('id', order)
          .execute();
        const { ids, totals } = await allPages(async (page) => {
          const { data } = await gw.ok(productRoutes.list, {
            token: m.account.token,
            params: { shop: m.shopId },
            query: { sort, order, page: String(page), limit: String(LIMIT) },
          });
          return { rows: data.products, total: data.total };
        });
        expect(ids, `${sort} ${order}`).toEqual(expected.map((r) => r.id));
        expect(totals).toEqual([expected.length]);
      }
    }
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'SQLite: the page of orders skips over a covering index in every sort, reading no skipped row',
    async () => {
      const m = await merchant(gw);
      const compiler = new SqliteQueryCompiler();
      const cases = [
        ...ORDER_SORTS.map((sort) => ({ sort, index: '' })),
        // A tab: its own index, ending with the id, covers it too.
        { sort: 'created_at' as const, status: 'fulfillment' as const, index: ' AND status=?' },
        { sort: 'created_at' as const, payment_status: 'paid' as const, index: ' AND payment_status=?' },
      ];
      for (const { index, ...filter } of cases) {
        const { sort } = filter;
        const sent: CompiledQuery[] = [];
        const recorded = gw.db.withPlugin({
          transformQuery: ({ node }) => {
            sent.push(compiler.compileQuery(node as RootOperationNode, createQueryId()));
            return node;
          },
          transformResult: async ({ result }) => result,
        }) as Db;
        await listOrderRows(recorded, m.shopId, OrderListQuery.parse({ ...filter, page: 2000 }), 'UTC+00:00');
        const page = sent.find((q) => /\blimit\b/i.test(q.sql))!;
        const { rows } = await gw.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`EXPLAIN QUERY PLAN ${page.sql}`, [...page.parameters]),
        );
        const plan = rows.map((r) => r.detail);
        // The skipped rows are walked on a covering index; the table is read by id for the page alone.
        expect(
          plan.some((d) =>
            new RegExp(
              `^SEARCH orders USING COVERING INDEX orders_shop_\\w+ \\(shop_id=\\? AND abandoned=\\?${index.replace(/\?/g, '\\?')}\\)`,
            ).test(d),
          ),
          `${sort}: ${plan.join(' | ')}`,
        ).toBe(true);
        expect(
          plan.filter((d) => /^(SCAN|SEARCH) orders\b/.test(d) && !/COVERING INDEX|\(id=\?\)|\(rowid=\?\)/.test(d)),
          sort,
        ).toEqual([]);
      }
    },
  );

  it('seek deep pages from remembered boundaries: every page as without them, before and after writes', async () => {
    const m = await seededShop(2);
    const sent: string[] = [];
    const recorded = gw.db.withPlugin({
      transformQuery: ({ node }) => {
        sent.push(gw.db.getExecutor().compileQuery(node as RootOperationNode, createQueryId()).sql);
        return node;
      },
      transformResult: async ({ result }) => result,
    }) as Db;
    const column = { created_at: 'created_at', total: 'total', customer: 'customer_name' } as const;
    const truth = async (sort: keyof typeof column, order: 'asc' | 'desc', status?: string) => {
      let q = gw.db.selectFrom('orders').select('id').where('shop_id', '=', m.shopId).where('abandoned', '=', 0);
      if (status) q = q.where('status', '=', status);
      return (await q.orderBy(column[sort], order).orderBy('id', order).execute()).map((r) => r.id);
    };
    const page = async (sort: keyof typeof column, order: 'asc' | 'desc', n: number, status?: string) => {
      const query = OrderListQuery.parse({ sort, order, page: n, limit: LIMIT, ...(status && { status }) });
      // Boundaries from the first page on (the gateway's default starts at offset 1,000).
      const { rows } = await listOrderRows(recorded, m.shopId, query, 'UTC+00:00', 0);
      return rows.map((r) => r.id);
    };
    const check = async (sort: keyof typeof column, order: 'asc' | 'desc', status?: string) => {
      const all = await truth(sort, order, status);
      const last = Math.ceil(all.length / LIMIT) + 1;
      // Out of order: deep first, then back, then on; each page twice (the second from its own boundary).
      for (const n of [last - 3, 5, last - 2, 2, 1, 9, last, last - 1, 3]) {
        const expected = all.slice((n - 1) * LIMIT, n * LIMIT);
        expect(await page(sort, order, n, status), `${sort} ${order} ${status ?? ''} page ${n}`).toEqual(expected);
        expect(await page(sort, order, n, status), `${sort} ${order} ${status ?? ''} page ${n} again`).toEqual(
          expected,
        );
      }
    };
    for (const sort of ['created_at', 'total', 'customer'] as const)
      for (const order of ['asc', 'desc'] as const) await check(sort, order);
    await check('created_at', 'desc', 'fulfillment');
    // The boundaries were used: a page asked again seeks to its first row and skips none.
    sent.length = 0;
    await page('total', 'desc', 9);
    expect(sent.some((q) => /\) <= \(/.test(q) && /offset \$?\d*\??/i.test(q))).toBe(true);

    // Writes move rows: the lists' boundaries are forgotten (the version moved), the pages stay true.
    const ids = await truth('total', 'desc');
    await gw.db.updateTable('orders').set({ total: 0.01 }).where('id', '=', ids[0]).execute();
    await check('total', 'desc');
    await gw.db.deleteFrom('orders').where('id', '=', ids[40]).execute();
    await check('created_at', 'asc');
    await gw.db.updateTable('orders').set({ status: 'fulfillment' }).where('id', '=', ids[60]).execute();
    await check('created_at', 'desc', 'fulfillment');
    await gw.db.updateTable('orders').set({ customer_name: 'Aaron Aardvark' }).where('id', '=', ids[70]).execute();
    await check('customer', 'asc');
  });

  it('seek from a remembered boundary on the sort index itself, both databases', async () => {
    const m = await seededShop(3);
    const sent: CompiledQuery[] = [];
    const recorded = gw.db.withPlugin({
      transformQuery: ({ node }) => {
        sent.push(gw.db.getExecutor().compileQuery(node as RootOperationNode, createQueryId()));
        return node;
      },
      transformResult: async ({ result }) => result,
    }) as Db;
    const postgres = gw.kind === 'postgres';
    for (const sort of ['created_at', 'total', 'customer'] as const) {
      for (const status of [undefined, 'fulfillment']) {
        const query = OrderListQuery.parse({ sort, page: 6, limit: LIMIT, ...(status && { status }) });
        await listOrderRows(recorded, m.shopId, query, 'UTC+00:00', 0);
        sent.length = 0;
        await listOrderRows(recorded, m.shopId, query, 'UTC+00:00', 0);
        const ids = sent.find((q) => /\blimit\b/i.test(q.sql))!;
        const { rows } = await gw.db.executeQuery<Record<string, string>>(
          CompiledQuery.raw(`EXPLAIN ${postgres ? '' : 'QUERY PLAN '}${ids.sql}`, [...ids.parameters]),
        );
        const plan = rows.map((r) => r.detail ?? r['QUERY PLAN']).join('\n');
        // The boundary is an index condition (a seek), not a filter over the rows walked.
        expect(plan, `${sort} ${status}`).toMatch(
          postgres
            ? /Index Cond: .*abandoned = 0.*ROW\(/
            : /SEARCH orders USING (COVERING )?INDEX orders_shop_\w+ \(shop_id=\? AND abandoned=\?.*\(\w+,id\)<\(\?,\?\)\)/,
        );
      }
    }
  });
});
