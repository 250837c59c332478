import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Db } from '../db';
import { JobQueue, PermanentJobError, type JobHandler } from './queue';

let db: Db;
beforeEach(async () => {
  ({ db } = await openDatabase({ sqliteFile: ':memory:' }));
  await migrate(db, []); // the queue's tables are the platform's: no module needed
});
afterEach(() => db.destroy());

const status = async (id: string) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('durable job queue', () => {
  it('runs a published job and keeps its result and file', async () => {
    const handlers = new Map<string, JobHandler>([
      [
        'GEN-FEED-PRODUCT',
        async (job, ctx) => {
          await ctx.progress(50);
          await ctx.writeFile('feed.xml', 'application/xml', '<rss/>');
          return { items: 3, echo: job.payload.format };
        },
      ],
    ]);
    const queue = new JobQueue(db, handlers);
    const job = await queue.publish('GEN-FEED-PRODUCT', 's1', 'u1', { format: 'google' });
    expect((await status(job.id)).status).toBe('queued');
    await queue.drain();
    const done = await status(job.id);
    expect(done.status).toBe('done');
    expect(done.progress).toBe(100);
    expect(JSON.parse(done.result!)).toEqual({ items: 3, echo: 'google' });
    const file = await db.selectFrom('job_files').selectAll().where('job_id', '=', job.id).executeTakeFirstOrThrow();
    expect(file.content).toBe('<rss/>');
  });

  it('retries a failing job, then records the failure with its reason', async () => {
    let clock = Date.now();
    const handlers = new Map<string, JobHandler>([
      [
        'EXPORT-ORDER',
        async () => {
          throw new Error('disk full');
        },
      ],
    ]);
    const queue = new JobQueue(db, handlers, { maxAttempts: 3, now: () => clock });
    const job = await queue.publish('EXPORT-ORDER', 's1', 'u1', {});
    for (let i = 0; i < 3; i++) {
      await queue.drain();
      clock += 60_000; // past the backoff
    }
    const failed = await status(job.id);
    expect(failed.status).toBe('failed');
    expect(failed.attempts).toBe(3);
    expect(failed.error).toBe('disk full');
  });

  it('fails at once when retrying cannot help', async () => {
    const handlers = new Map<string, JobHandler>([
      [
        'CLEAN-SHOP',
        async () => {
          throw new PermanentJobError('not deleted');
        },
      ],
    ]);
    const queue = new JobQueue(db, handlers);
    const job = await queue.publish('CLEAN-SHOP', 's1', 'u1', {});
    await queue.drain();
    expect(await status(job.id)).toMatchObject({ status: 'failed', attempts: 1, error: 'not deleted' });
  });

  it('loses no job when the worker dies mid-job: the lease runs out and it runs again', async () => {
    let clock = Date.now();
    const crashed = new JobQueue(db, new Map(), { leaseMs: 60_000, now: () => clock });
    const job = await crashed.publish('EXPORT-ORDER', 's1', 'u1', {});
    const claimed = await crashed.claim(); // the worker took it, then the process died
    expect(claimed?.id).toBe(job.id);
    expect((await status(job.id)).status).toBe('running');

    const restarted = new JobQueue(db, new Map([['EXPORT-ORDER', async () => ({ rows: 10 })]]), { now: () => clock });
    expect(await restarted.runOnce()).toBe(false); // lease still held
    clock += 61_000;
    expect(await restarted.runOnce()).toBe(true);
    expect(await status(job.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('gives a job to one worker only', async () => {
    const a = new JobQueue(db, new Map());
    const b = new JobQueue(db, new Map());
    await a.publish('EXPORT-ORDER', 's1', 'u1', {});
    const [x, y] = await Promise.all([a.claim(), b.claim()]);
    expect([x, y].filter(Boolean)).toHaveLength(1);
  });

  it('does not run a job before its time', async () => {
    const ran: string[] = [];
    const queue = new JobQueue(
      db,
      new Map([
        [
          'CLEAN-SHOP',
          async (job) => {
            ran.push(job.id);
            return {};
          },
        ],
      ]),
    );
    await queue.publish('CLEAN-SHOP', 's1', 'u1', {}, new Date(Date.now() + 86_400_000));
    await queue.drain();
    expect(ran).toEqual([]);
  });

  it('on stop, hands the running job back at its next progress report: due now, the run not counted', async () => {
    let reported!: () => void;
    const started = new Promise<void>((resolve) => (reported = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handlers = new Map<string, JobHandler>([
      [
        'EXPORT-ORDER',
        async (_job, ctx) => {
          await ctx.progress(10);
          reported();
          await gate;
          await ctx.progress(50); // the safe point where a stopping worker lets go
          return { finished: true };
        },
      ],
    ]);
    const first = new JobQueue(db, handlers, { pollMs: 10 });
    const job = await first.publish('EXPORT-ORDER', 's1', 'u1', {});
    first.start();
    await started;
    const stopping = first.stop();
    release();
    await stopping;
    expect(await status(job.id)).toMatchObject({ status: 'queued', locked_until: null, attempts: 0, progress: 10 });
    // Another worker takes it at once, long before the first one's lease (60 s) would have run out.
    const second = new JobQueue(db, handlers);
    expect(await second.runOnce()).toBe(true);
    expect(await status(job.id)).toMatchObject({ status: 'done', attempts: 1 });
  });
});
