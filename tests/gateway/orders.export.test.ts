/** The EXPORT-ORDER job end to end: published on /redis-publish, run by the queue, downloaded as CSV. */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../gateway/lib/csv';
import { jobContract as jobRoutes } from '../../resources/job/job.contract';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { useGateway } from './harness';
import { createOrder, merchant, type Merchant } from './orders.fixtures';

const gw = useGateway();

async function exportOrders(m: Merchant, params: Record<string, unknown>) {
  const published = await gw.call(jobRoutes.publish, {
    token: m.account.token,
    query: { channel: 'EXPORT-ORDER' },
    body: { shop_id: m.shopId, user_id: m.account.id, ...params },
  });
  expect(published.statusCode).toBe(202);
  const jobId = published.json().data.id as string;
  await gw.app.queue.drain();
  const job = (
    await gw.call(jobRoutes.get, { token: m.account.token, params: { shop: m.shopId, job_id: jobId } })
  ).json().data;
  const file = await gw.call(jobRoutes.download, { token: m.account.token, params: { shop: m.shopId, job_id: jobId } });
  return { job, file };
}

describe('EXPORT-ORDER', () => {
  it("writes the shop's orders matching the filters to orders.csv, newest first", async () => {
    const m = await merchant(gw);
    const a = await createOrder(gw, m, {
      prefix: 'MC',
      payment_status: 'paid',
      tags: ['gift'],
      note: '=SUM(A1)',
      shipping_address: { city: 'Portland', country_code: 'US' },
    });
    const b = await createOrder(gw, m, { prefix: 'MC' });
    await createOrder(gw, m, { abandoned: true });
    const other = await merchant(gw);
    await createOrder(gw, other);

    const all = await exportOrders(m, {});
    expect(all.job).toMatchObject({ status: 'done', progress: 100, result: { rows: 2, file: 'orders.csv' } });
    expect(all.file.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = parseCsv(all.file.body);
    expect(header.slice(0, 3)).toEqual(['name', 'number', 'created_at']);
    const records = rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
    expect(records.map((r) => r.name).sort()).toEqual([a.name, b.name].sort());
    expect(records.find((r) => r.name === '#MC1001')).toMatchObject({
      payment_status: 'paid',
      total: '50',
      currency: 'USD',
      tags: 'gift',
      note: "'=SUM(A1)",
      shipping_city: 'Portland',
      shipping_country: 'US',
    });

    const paid = await exportOrders(m, { payment_status: 'paid' });
    expect(paid.job.result).toEqual({ rows: 1, file: 'orders.csv' });
    const chosen = await exportOrders(m, { ids: [b.id] });
    expect(
      parseCsv(chosen.file.body)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['#MC1002']);
  });

  it('refuses parameters it cannot read when published (400 on the field), so no job fails later', async () => {
    const m = await merchant(gw);
    const published = await gw.call(jobRoutes.publish, {
      token: m.account.token,
      query: { channel: 'EXPORT-ORDER' },
      body: { shop_id: m.shopId, user_id: m.account.id, status: 'shipped' },
    });
    expect(published.statusCode).toBe(400);
    expect(published.json().errors).toEqual({ status: { message: 'app.validation.invalid' } });
  });

  it('fails with a reason, without retrying, on parameters it cannot read (a job queued by an older version)', async () => {
    const m = await merchant(gw);
    const job = await gw.app.queue.publish('EXPORT-ORDER', m.shopId, m.account.id, { status: 'shipped' });
    await gw.app.queue.drain();
    const got = (
      await gw.call(jobRoutes.get, { token: m.account.token, params: { shop: m.shopId, job_id: job.id } })
    ).json().data;
    expect(got).toMatchObject({ status: 'failed', attempts: 1, error: 'Invalid export parameters' });
  });

  it('pages through more orders than one read holds', async () => {
    const m = await merchant(gw);
    const first = await createOrder(gw, m);
    const row = await gw.db.selectFrom('orders').selectAll().where('id', '=', first.id).executeTakeFirstOrThrow();
    // 2,100 copies, straight into the table: the job reads 1,000 at a time.
    const base = Date.parse(row.created_at);
    const copies = Array.from({ length: 2100 }, (_, i) => ({
      ...row,
      id: `${first.id.slice(0, 16)}${String(i).padStart(8, '0')}`,
      number: 2000 + i,
      created_at: new Date(base - (i % 700) * 1000).toISOString(),
    }));
    for (let i = 0; i < copies.length; i += 200)
      await gw.db
        .insertInto('orders')
        .values(copies.slice(i, i + 200))
        .execute();
    const { job, file } = await exportOrders(m, {});
    expect(job.result.rows).toBe(2101);
    const names = parseCsv(file.body)
      .slice(1)
      .map((r) => r[0]);
    expect(new Set(names).size).toBe(2101);
    const list = await gw.call(orderRoutes.list, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { limit: 1 },
    });
    expect(list.json().data.total).toBe(2101);
  });
});
