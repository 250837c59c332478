/**
 * SPEC §4 shop lifecycle: active until expired_at, a deletion phase of one day, then
 * CLEAN-SHOP (queued by the periodic SHOP-LIFECYCLE job) clears every shop table; another
 * shop's data is untouched; a worker that dies mid-job leaves a lease, and the job runs
 * again to the end. A merchant can export the shop's data first.
 */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { emailContract as emailRoutes } from '../../resources/email/email.contract';
import { jobContract as jobRoutes } from '../../resources/job/job.contract';
import { JobQueue, type JobHandler } from '../../gateway/jobs/queue';
import { scheduleCleanups } from '../../gateway/modules/billing/lifecycle';
import { useGateway, type Gateway } from './harness';
import { createOrder, merchant, type Merchant } from './orders.fixtures';

const gw = useGateway();
const DAY = 86_400_000;

async function expire(g: Gateway, shopId: string, agoMs: number) {
  await g.db
    .updateTable('shops')
    .set({ expired_at: new Date(Date.now() - agoMs).toISOString() })
    .where('id', '=', shopId)
    .execute();
}

/** What a shop holds, table by table. */
async function holdings(g: Gateway, shopId: string) {
  const count = async (
    table: 'products' | 'orders' | 'customers' | 'email_templates' | 'outbox' | 'shops',
    column = 'shop_id',
  ) =>
    Number(
      (
        await g.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(column as 'id', '=', shopId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    shop: await count('shops', 'id'),
    products: await count('products'),
    orders: await count('orders'),
    templates: await count('email_templates'),
  };
}

async function stocked(g: Gateway): Promise<Merchant> {
  const m = await merchant(g);
  await createOrder(g, m);
  await g.ok(emailRoutes.update, {
    token: m.account.token,
    params: { shop: m.shopId },
    body: { slug: 'order_confirmation', subject: 'S', html: '<p>H</p>' },
  });
  return m;
}

const cleanJobs = (g: Gateway, shopId: string) =>
  g.db.selectFrom('jobs').selectAll().where('channel', '=', 'CLEAN-SHOP').where('shop_id', '=', shopId).execute();

describe('shop lifecycle', () => {
  it('clears a shop one day after expiry, once, and leaves another shop untouched', async () => {
    const gone = await stocked(gw);
    const kept = await stocked(gw);
    const young = await stocked(gw);
    await expire(gw, gone.shopId, DAY + 60_000);
    await expire(gw, young.shopId, DAY - 3_600_000); // still in its deletion phase
    const before = await holdings(gw, kept.shopId);
    expect(before).toEqual({ shop: 1, products: 2, orders: 1, templates: 1 });

    await scheduleCleanups(gw.db, gw.app.queue);
    await scheduleCleanups(gw.db, gw.app.queue);
    expect(await cleanJobs(gw, gone.shopId)).toHaveLength(1);
    expect(await cleanJobs(gw, young.shopId)).toHaveLength(0);
    await gw.app.queue.drain();

    expect(await holdings(gw, gone.shopId)).toEqual({ shop: 0, products: 0, orders: 0, templates: 0 });
    expect(await holdings(gw, kept.shopId)).toEqual(before);
    expect((await holdings(gw, young.shopId)).products).toBe(2);
    expect((await cleanJobs(gw, gone.shopId))[0]).toMatchObject({ status: 'done' });
  });

  it('the periodic SHOP-LIFECYCLE job schedules the clean-up and queues its own next run', async () => {
    const m = await stocked(gw);
    await expire(gw, m.shopId, 2 * DAY);
    await gw.db
      .updateTable('jobs')
      .set({ run_at: new Date(0).toISOString() })
      .where('channel', '=', 'SHOP-LIFECYCLE')
      .where('status', '=', 'queued')
      .execute();
    await gw.app.queue.drain();
    expect((await holdings(gw, m.shopId)).shop).toBe(0);
    const next = await gw.db
      .selectFrom('jobs')
      .selectAll()
      .where('channel', '=', 'SHOP-LIFECYCLE')
      .where('status', '=', 'queued')
      .execute();
    expect(next).toHaveLength(1);
    expect(Date.parse(next[0].run_at)).toBeGreaterThan(Date.now());
  });

  it('a worker that dies mid-job: the lease runs out and another worker clears the shop', async () => {
    const m = await stocked(gw);
    await expire(gw, m.shopId, 3 * DAY);
    await scheduleCleanups(gw.db, gw.app.queue);
    const handlers = (gw.app.queue as unknown as { handlers: Map<string, JobHandler> }).handlers;
    // The first worker claims the job and dies before finishing it.
    const dying = new JobQueue(gw.db, handlers, { leaseMs: 60_000 });
    const claimed = await dying.claim();
    expect(claimed).toMatchObject({ channel: 'CLEAN-SHOP', shop_id: m.shopId, status: 'running' });
    expect(await new JobQueue(gw.db, handlers).claim()).toBeUndefined();
    // After the lease, a restarted worker takes it and runs it to the end.
    const restarted = new JobQueue(gw.db, handlers, { now: () => Date.now() + 120_000 });
    await restarted.drain();
    expect(await holdings(gw, m.shopId)).toEqual({ shop: 0, products: 0, orders: 0, templates: 0 });
    expect((await cleanJobs(gw, m.shopId))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('refuses to clear a shop that is not due, and exports the shop data first', async () => {
    const m = await stocked(gw);
    const publish = (channel: string) =>
      gw.call(jobRoutes.publish, {
        token: m.account.token,
        query: { channel },
        body: { shop_id: m.shopId, user_id: m.account.id },
      });
    expect((await publish('CLEAN-SHOP')).statusCode).toBe(202);
    const exported = (await publish('EXPORT-SHOP')).json().data;
    await gw.app.queue.drain();
    expect((await cleanJobs(gw, m.shopId))[0]).toMatchObject({ status: 'failed' });
    expect((await holdings(gw, m.shopId)).products).toBe(2);
    const file = await gw.call(jobRoutes.download, {
      token: m.account.token,
      params: { shop: m.shopId, job_id: exported.id },
    });
    expect(file.statusCode).toBe(200);
    // The merchant's copy (issue 28): a ZIP of the shop, its spreadsheets and every table as JSON.
    const files = unzipSync(new Uint8Array(file.rawPayload));
    const read = (name: string) => JSON.parse(Buffer.from(files[name]).toString('utf8'));
    expect(read('shop.json').shop.id).toBe(m.shopId);
    expect(read('data/products.json')).toHaveLength(2);
    expect(read('data/email_templates.json')[0]).toMatchObject({ slug: 'order_confirmation' });
  });
});
