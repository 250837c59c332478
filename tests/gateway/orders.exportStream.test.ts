/**
 * The EXPORT-ORDER job at size (issue 30 item 4): the CSV is written a page of 1,000 orders at a
 * time to a file and streamed to the object store, and the job keeps the object's key, not the
 * CSV (memory holds one page, whatever the shop's size). A shop of 2,300 orders (three pages)
 * downloads whole: every completed order once, newest first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../gateway/lib/csv';
import { orderName } from '../../gateway/lib/orderName';
import { jobContract as jobRoutes } from '../../resources/job/job.contract';
import { generateShop } from './dataGen';
import { useGateway } from './harness';
import { merchant } from './orders.fixtures';

const dir = mkdtempSync(path.join(tmpdir(), 'order-export-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const gw = useGateway({ storage: { kind: 'embedded', dir, bucket: 'media' } });

describe('EXPORT-ORDER at size', () => {
  it('streams the CSV page by page to the object store and keeps its key, every order once', async () => {
    const m = await merchant(gw);
    await gw.db.deleteFrom('orders').where('shop_id', '=', m.shopId).execute();
    await generateShop(gw.db, {
      index: 4,
      shopId: m.shopId,
      orders: 2300,
      products: 10,
      customers: 40,
      until: Date.UTC(2026, 10, 27, 12),
      seed: 9,
    });
    const published = await gw.call(jobRoutes.publish, {
      token: m.account.token,
      query: { channel: 'EXPORT-ORDER' },
      body: { shop_id: m.shopId, user_id: m.account.id },
    });
    expect(published.statusCode).toBe(202);
    const jobId = published.json().data.id as string;
    await gw.app.queue.drain();

    const kept = await gw.db.selectFrom('job_files').selectAll().where('job_id', '=', jobId).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ name: 'orders.csv', content_type: 'text/csv', content: '' });
    expect(kept.object_key).toBe(`exports/${m.shopId}/${jobId}.csv`);

    const file = await gw.call(jobRoutes.download, {
      token: m.account.token,
      params: { shop: m.shopId, job_id: jobId },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = parseCsv(file.body);
    expect(header[0]).toBe('name');
    const expected = await gw.db
      .selectFrom('orders')
      .selectAll()
      .where('shop_id', '=', m.shopId)
      .where('abandoned', '=', 0)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(expected.length).toBeGreaterThan(2000);
    expect(rows.map((r) => r[0])).toEqual(expected.map((o) => orderName(o)));
  });
});
