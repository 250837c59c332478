/**
 * The durable job queue: a table in the database and an in-process worker. A job is
 * claimed with a lease; a worker that dies mid-job leaves a lease that runs out, and the
 * job is claimed again, so a restart never loses one. Failures are retried with backoff
 * and then recorded with their reason.
 */
import { sql } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { Db } from '../db';
import type { JobFileTable, JobTable } from '../db/schema';
import { newId, nowIso } from '../lib/ids';

export interface JobContext {
  db: Db;
  /** 0..100; also renews the lease of a long job. */
  progress(percent: number): Promise<void>;
  /** Keeps the file the job produced, for download. */
  writeFile(name: string, contentType: string, content: string): Promise<void>;
  /** Keeps a binary file for download: an object the job put in the store, or (without a store) its bytes. */
  keepFile(name: string, contentType: string, where: { objectKey: string } | { bytes: Buffer }): Promise<void>;
}

export type JobHandler = (
  job: JobTable & { payload: Record<string, unknown> },
  ctx: JobContext,
) => Promise<Record<string, unknown>>;

/** A failure that retrying cannot mend (bad parameters, shop gone). */
export class PermanentJobError extends Error {}

/** Thrown by progress() once the worker is stopping: the job ends at that safe point and is handed back. */
export class JobInterrupted extends Error {}

/** How long stop() waits for the running job (SIGTERM: 10 s at most, issue 28). */
export const STOP_GRACE_MS = 10_000;

export interface QueueOptions {
  leaseMs?: number;
  maxAttempts?: number;
  pollMs?: number;
  now?: () => number;
}

export class JobQueue {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopping = false;
  readonly leaseMs: number;
  readonly maxAttempts: number;
  private readonly pollMs: number;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly handlers: Map<string, JobHandler>,
    options: QueueOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.pollMs = options.pollMs ?? 500;
    this.now = options.now ?? Date.now;
  }

  private iso(offsetMs = 0) {
    return new Date(this.now() + offsetMs).toISOString();
  }

  async publish(channel: string, shopId: string, userId: string, params: Record<string, unknown>, runAt?: Date) {
    const job: JobTable = {
      id: newId(),
      channel,
      shop_id: shopId,
      user_id: userId,
      params: JSON.stringify(params),
      status: 'queued',
      progress: 0,
      result: null,
      error: null,
      attempts: 0,
      run_at: (runAt ?? new Date(this.now())).toISOString(),
      locked_until: null,
      created_at: nowIso(),
      started_at: null,
      finished_at: null,
    };
    await this.db.insertInto('jobs').values(job).execute();
    this.kick();
    return job;
  }

  /** Claims the next due job, or one whose worker's lease ran out. */
  async claim(): Promise<JobTable | undefined> {
    const now = this.iso();
    // One condition for an update (PostgreSQL) and a select (SQLite) builder, whose types differ.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
    const due = (qb: any) =>
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
      qb.where((eb: any) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
        ]),
      );
    if (isPostgres(this.db)) {
      // One statement: the row is locked while claimed, and concurrent claimers skip it.
      const claimed = await this.db
        .updateTable('jobs')
        .set({
          status: 'running',
          locked_until: this.iso(this.leaseMs),
          attempts: sql<number>`attempts + 1`,
          started_at: now,
        })
        .where('id', '=', (eb) =>
          due(eb.selectFrom('jobs').select('id')).orderBy('run_at').limit(1).forUpdate().skipLocked(),
        )
        .returningAll()
        .executeTakeFirst();
      return claimed as JobTable | undefined;
    }
    // SQLite has one writer at a time: select, then a compare-and-set on the attempt count.
    for (let tries = 0; tries < 5; tries++) {
      const candidate = (await due(this.db.selectFrom('jobs').select(['id', 'attempts']))
        .orderBy('run_at')
        .limit(1)
        .executeTakeFirst()) as { id: string; attempts: number } | undefined;
      if (!candidate) return undefined;
      const claimed = await due(
        this.db
          .updateTable('jobs')
          .set({
            status: 'running',
            locked_until: this.iso(this.leaseMs),
            attempts: candidate.attempts + 1,
            started_at: now,
          })
          .where('id', '=', candidate.id)
          .where('attempts', '=', candidate.attempts),
      ).executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 1) {
        return this.db.selectFrom('jobs').selectAll().where('id', '=', candidate.id).executeTakeFirstOrThrow();
      }
    }
    return undefined;
  }

  /** Runs one due job, if any; true when one ran. */
  async runOnce(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    const handler = this.handlers.get(job.channel);
    const keep = async (file: Pick<JobFileTable, 'name' | 'content_type' | 'content' | 'object_key' | 'encoding'>) => {
      await this.db.deleteFrom('job_files').where('job_id', '=', job.id).execute();
      await this.db
        .insertInto('job_files')
        .values({ job_id: job.id, shop_id: job.shop_id, created_at: nowIso(), ...file })
        .execute();
    };
    const ctx: JobContext = {
      db: this.db,
      progress: async (percent) => {
        if (this.stopping) throw new JobInterrupted('The worker is stopping');
        await this.db
          .updateTable('jobs')
          .set({ progress: Math.max(0, Math.min(100, Math.round(percent))), locked_until: this.iso(this.leaseMs) })
          .where('id', '=', job.id)
          .execute();
      },
      writeFile: (name, contentType, content) => keep({ name, content_type: contentType, content }),
      keepFile: (name, contentType, where) =>
        keep(
          'objectKey' in where
            ? { name, content_type: contentType, content: '', object_key: where.objectKey }
            : { name, content_type: contentType, content: where.bytes.toString('base64'), encoding: 'base64' },
        ),
    };
    try {
      if (!handler) throw new PermanentJobError(`No worker for channel ${job.channel}`);
      const result = await handler({ ...job, payload: JSON.parse(job.params) as Record<string, unknown> }, ctx);
      await this.db
        .updateTable('jobs')
        .set({
          status: 'done',
          progress: 100,
          result: JSON.stringify(result),
          error: null,
          locked_until: null,
          finished_at: this.iso(),
        })
        .where('id', '=', job.id)
        .execute();
    } catch (error) {
      if (error instanceof JobInterrupted) {
        await this.handBack(job);
        return true;
      }
      const reason = error instanceof Error ? error.message : String(error);
      const final = error instanceof PermanentJobError || job.attempts >= this.maxAttempts;
      await this.db
        .updateTable('jobs')
        .set(
          final
            ? { status: 'failed', error: reason, locked_until: null, finished_at: this.iso() }
            : { status: 'queued', error: reason, locked_until: null, run_at: this.iso(1000 * 2 ** job.attempts) },
        )
        .where('id', '=', job.id)
        .execute();
    }
    return true;
  }

  /**
   * The lease given back at once (issue 28): due now, and the interrupted run not counted as
   * an attempt, so another worker takes the job on its next poll instead of after the lease.
   */
  private async handBack(job: JobTable) {
    await this.db
      .updateTable('jobs')
      .set({ status: 'queued', locked_until: null, run_at: this.iso(), attempts: Math.max(0, job.attempts - 1) })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .execute();
  }

  /** Runs due jobs until none is left (or the worker stops). */
  async drain(): Promise<void> {
    while (!this.stopping && (await this.runOnce())) {
      /* next */
    }
  }

  private kick() {
    if (!this.timer) return;
    this.running = this.running.then(() => this.drain()).catch(() => undefined);
  }

  /**
   * Polls for due jobs. The web process's timer does not keep it alive; a worker process
   * (keepAlive) has nothing else to: on SQLite, whose calls hold no socket, it ended after
   * its first poll and left later jobs queued (issue 28).
   */
  start({ keepAlive = false } = {}) {
    if (this.timer) return;
    this.stopping = false;
    this.timer = setInterval(() => this.kick(), this.pollMs);
    if (!keepAlive) this.timer.unref();
    this.kick();
  }

  /**
   * Takes no more jobs; the running one is interrupted at its next progress() and handed
   * back. A job that reports no progress for graceMs (one long transaction) is not waited
   * for longer: if its process then ends, its lease runs out as after a crash.
   */
  async stop(graceMs = STOP_GRACE_MS) {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.stopping = true;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([this.running, new Promise((resolve) => (timeout = setTimeout(resolve, graceMs)))]);
    clearTimeout(timeout);
  }
}
