/**
 * Search by `q` on SQLite's text index (issue 30 item 3): the FTS5 trigram index of the orders',
 * products' and customers' search keys, kept by triggers, finds exactly the rows `LIKE '%q%'`
 * finds, for q with accents, capitals, LIKE's own % and _, quotes, and q too short for a
 * trigram; after rows are inserted, changed and deleted. On PostgreSQL `containsText` is the
 * LIKE itself (its pg_trgm index serves it), and the same comparison holds.
 */
import { describe, expect, it } from 'vitest';
import { containsKey, containsText, TEXT_INDEXED } from '../../gateway/lib/text';
import { generateShop } from './dataGen';
import { useGateway } from './harness';
import { merchant } from './orders.fixtures';

const gw = useGateway();
const until = Date.UTC(2026, 10, 27, 12);

const QUERIES = [
  'nguyen',
  'Nguyễn',
  'NGUYEN',
  'Bát Tràng',
  'bat trang',
  'mug',
  'an',
  'a',
  '100%',
  '0% c',
  '%',
  '_',
  'x_y',
  'x_',
  '"quoted"',
  'a "b',
  '@example.com',
  'speckled vase',
  'P1-',
  'zzzq',
];

describe('search on the text index', () => {
  it('finds exactly what LIKE finds, in orders, products and customers, as rows come, change and go', async () => {
    const m = await merchant(gw);
    for (const table of ['orders', 'order_tags', 'customers', 'products'] as const)
      await gw.db.deleteFrom(table).where('shop_id', '=', m.shopId).execute();
    await generateShop(gw.db, { index: 3, shopId: m.shopId, orders: 200, products: 40, customers: 30, until, seed: 5 });
    // Keys with LIKE's wildcards and quotes as text; changed through UPDATE (the index follows its trigger).
    const keys = ['bat trang 100% cotton', 'x_y "quoted" mug', 'xay nguyen', 'a "b c'];
    for (const table of TEXT_INDEXED) {
      const rows = await gw.db.selectFrom(table).select('id').where('shop_id', '=', m.shopId).orderBy('id').execute();
      for (const [i, key] of keys.entries())
        await gw.db.updateTable(table).set({ search: key }).where('id', '=', rows[i].id).execute();
      // And some go.
      await gw.db
        .deleteFrom(table)
        .where(
          'id',
          'in',
          rows.slice(-5).map((r) => r.id),
        )
        .execute();
    }

    let found = 0;
    for (const table of TEXT_INDEXED) {
      const ids = async (where: ReturnType<typeof containsKey>) =>
        (
          await gw.db
            .selectFrom(table)
            .select('id')
            .where('shop_id', '=', m.shopId)
            .where(where)
            .orderBy('id')
            .execute()
        ).map((r) => r.id);
      for (const q of QUERIES) {
        const expected = await ids(containsKey(`${table}.search`, q));
        expect(await ids(containsText(gw.db, table, q)), `${table} "${q}"`).toEqual(expected);
        found += expected.length;
      }
    }
    expect(found).toBeGreaterThan(100);
  });

  it.runIf(!process.env.TEST_DATABASE_URL)(
    'SQLite: the index is an FTS5 trigram table per searched table, read by q of 3+ characters only',
    async () => {
      for (const table of TEXT_INDEXED) {
        const plan = async (q: string) => {
          const compiled = gw.db
            .selectFrom(table)
            .select('id')
            .where('shop_id', '=', 'x')
            .where(containsText(gw.db, table, q))
            .compile();
          const { rows } = await gw.db.executeQuery<{ detail: string }>({
            ...compiled,
            sql: `EXPLAIN QUERY PLAN ${compiled.sql}`,
          });
          return rows.map((r) => r.detail).join(' | ');
        };
        expect(await plan('nguyen')).toContain(`SCAN ${table}_search_fts VIRTUAL TABLE INDEX`);
        expect(await plan('ng')).not.toContain('_search_fts');
      }
    },
  );
});
