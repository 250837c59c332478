/**
 * Password hashing off the event loop and off libuv's shared thread pool (issue 15):
 * a bounded pool of worker threads (node:worker_threads), each hashing with scryptSync,
 * with its own bounded queue. When the queue is full the caller gets 503 with
 * Retry-After at once, so a flood of sign-ins never stalls file reads, DNS or the
 * database driver that share libuv's four threads, nor other tenants' requests.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { GatewayError } from './errors';

/** The worker: plain CommonJS, so it runs the same under tsx, vitest and node. */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, password, salt, keylen, N, r, p }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keylen, { N, r, p, maxmem: 256 * N * r });
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;

export interface HashPoolSettings {
  /** Worker threads hashing at once. */
  size: number;
  /** Hashes waiting for a worker; one more is refused with 503. */
  queue: number;
}

/** One thread for the event loop, the rest hash; at least one. */
export const DEFAULT_HASH_POOL: HashPoolSettings = {
  size: Math.max(1, availableParallelism() - 1),
  queue: 16 * Math.max(1, availableParallelism() - 1),
};

export interface ScryptJob {
  password: string;
  salt: Buffer;
  keylen: number;
  N: number;
  r: number;
  p: number;
}

interface Task extends ScryptJob {
  id: number;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

export const poolFull = () =>
  new GatewayError(
    503,
    'The server is busy. Try again in a few seconds.',
    { code: 'auth.busy' },
    { 'retry-after': '5' },
  );

export class HashPool {
  private idle: Worker[] = [];
  private busy = new Map<Worker, Task>();
  private waiting: Task[] = [];
  private nextId = 0;

  constructor(public settings: HashPoolSettings = DEFAULT_HASH_POOL) {}

  get stats() {
    return { workers: this.idle.length + this.busy.size, running: this.busy.size, waiting: this.waiting.length };
  }

  derive(job: ScryptJob): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const task: Task = { ...job, id: ++this.nextId, resolve, reject };
      const worker = this.freeWorker();
      if (worker) return this.run(worker, task);
      if (this.waiting.length >= this.settings.queue) return reject(poolFull());
      this.waiting.push(task);
    });
  }

  /** Stops every thread; queued hashes fail. */
  async close(): Promise<void> {
    const all = [...this.idle, ...this.busy.keys()];
    for (const task of [...this.waiting, ...this.busy.values()]) task.reject(new Error('The hashing pool was closed'));
    this.idle = [];
    this.busy.clear();
    this.waiting = [];
    await Promise.all(all.map((w) => w.terminate()));
  }

  private freeWorker(): Worker | undefined {
    const idle = this.idle.pop();
    if (idle) return idle;
    if (this.busy.size >= this.settings.size) return undefined;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.unref();
    worker.on('message', (answer: { id: number; key?: Uint8Array; error?: string }) => {
      const task = this.busy.get(worker);
      if (!task || task.id !== answer.id) return;
      this.busy.delete(worker);
      if (answer.key) task.resolve(Buffer.from(answer.key));
      else task.reject(new Error(answer.error ?? 'scrypt failed'));
      this.next(worker);
    });
    worker.on('error', (error) => {
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      this.idle = this.idle.filter((w) => w !== worker);
      task?.reject(error);
      // A new thread takes the next waiting hash.
      const queued = this.waiting.shift();
      if (queued) this.derive(queued).then(queued.resolve, queued.reject);
    });
    return worker;
  }

  private run(worker: Worker, task: Task) {
    this.busy.set(worker, task);
    const { id, password, salt, keylen, N, r, p } = task;
    worker.postMessage({ id, password, salt, keylen, N, r, p });
  }

  private next(worker: Worker) {
    const task = this.waiting.shift();
    if (!task) {
      // A pool made smaller keeps only as many threads as it is allowed.
      if (this.idle.length + this.busy.size >= this.settings.size) void worker.terminate();
      else this.idle.push(worker);
      return;
    }
    this.run(worker, task);
  }
}

/** The process's pool; gateway/config.ts sets its size (HASH_POOL_SIZE, HASH_QUEUE). */
export const hashPool = new HashPool({ ...DEFAULT_HASH_POOL });

export function configureHashPool(settings: Partial<HashPoolSettings>) {
  hashPool.settings = { ...hashPool.settings, ...settings };
}
