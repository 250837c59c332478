/** Issue 15 item 7: id lists the caller sizes (an export of 70,000 chosen orders) never overflow SQL's bound values. */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../gateway/lib/csv';
import { inList } from '../../gateway/lib/chunks';
import { jobContract as jobRoutes } from '../../resources/job/job.contract';
import { useGateway } from './harness';
import { createOrder, merchant } from './orders.fixtures';

const gw = useGateway();
// Above SQLite's 32,766 and PostgreSQL's 65,535 bound values.
const many = (n: number, real: string[]) => [
  ...Array.from({ length: n }, (_, i) => `missing${String(i).padStart(10, '0')}`),
  ...real,
];

describe('long id lists', () => {
  it('exports 70,000 chosen orders in one job: the real ones are written, the job does not fail', async () => {
    const m = await merchant(gw);
    const a = await createOrder(gw, m);
    const b = await createOrder(gw, m);
    const published = await gw.call(jobRoutes.publish, {
      token: m.account.token,
      query: { channel: 'EXPORT-ORDER' },
      body: { shop_id: m.shopId, user_id: m.account.id, ids: many(70_000, [a.id, b.id]) },
    });
    expect(published.statusCode).toBe(202);
    const jobId = published.json().data.id as string;
    await gw.app.queue.drain();
    const job = (
      await gw.call(jobRoutes.get, { token: m.account.token, params: { shop: m.shopId, job_id: jobId } })
    ).json().data;
    expect(job).toMatchObject({ status: 'done', result: { rows: 2 } });
    const file = await gw.call(jobRoutes.download, {
      token: m.account.token,
      params: { shop: m.shopId, job_id: jobId },
    });
    expect(
      parseCsv(file.body)
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual([a.name, b.name].sort());
  }, 60_000);

  it('inList binds 70,000 ids as one value on both databases', async () => {
    const m = await merchant(gw);
    const rows = await gw.db
      .selectFrom('products')
      .select('id')
      .where(inList(gw.db, 'id', many(70_000, [m.mug.id])))
      .execute();
    expect(rows.map((r) => r.id)).toEqual([m.mug.id]);
    const none = await gw.db
      .selectFrom('products')
      .select('id')
      .where(inList(gw.db, 'id', []))
      .execute();
    expect(none).toEqual([]);
  });
});
