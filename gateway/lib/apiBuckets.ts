/**
 * Issue 29: the token buckets of the API rate limits (apiLimits.ts), kept in memory and shared
 * by the gateway instances on one database.
 *
 * Why this design: a database write per request (the sign-in limits' upsert, counters.ts)
 * would add a round trip to every list and get. Instead each instance decides in memory with
 * a token bucket written as GCRA (one number per key: the time its bucket is full again,
 * "tat"), and every `syncMs` adds what it admitted (and charged, charge()) to the shared row of each key in one
 * batched upsert on `rate_counters` (`reset_at` holds the tat; a row whose tat has passed is
 * an empty bucket, so the sign-in counters' clean-up of ended windows removes it too). The
 * upsert answers the shared tat, which every instance then goes on from: the global rate
 * converges within one sync, and the most a limit can be overrun by is what the other
 * instances admit in one sync period. A key an instance has not seen is read once first, so
 * a token another instance has exhausted is refused at once.
 */
import { sql } from 'kysely';
import type { Db } from '../db';
import type { Bucket } from './limits';

export interface State {
  /** The shared row's key: `api:<policy>:<token hash or shop id>`. */
  readonly key: string;
  /** Ms one call takes from the bucket (1000 / calls a second). */
  readonly interval: number;
  /** The bucket's depth in ms (burst × interval): a call fits while tat - now stays within it. */
  readonly depth: number;
  /** Epoch ms at which this key's bucket is full again (GCRA's theoretical arrival time). */
  tat: number;
  /** Calls admitted here since the last sync. */
  pending: number;
  /** Ms this instance moved the tat since the last sync: its admitted calls and the refused ones it charged. */
  pendingMs: number;
  usedAt: number;
  /** Reading the shared tat of a key first seen here. */
  loading?: Promise<void>;
}

/** A key unused this long is forgotten here (its shared row stays until its bucket is full). */
const IDLE_MS = 60_000;
const CHUNK = 500;

/** Ms until one more call fits in the bucket (0: it fits now). */
export const waitOf = (state: State, now: number): number =>
  Math.max(0, (state.tat > now ? state.tat : now) + state.interval - now - state.depth);

/** Counts one call admitted at `now`. */
export function admit(state: State, now: number): void {
  state.tat = (state.tat > now ? state.tat : now) + state.interval;
  state.pending++;
  state.pendingMs += state.interval;
  state.usedAt = now;
}

/**
 * A call refused while its own bucket is empty costs one call too, up to one burst of debt
 * (the wait then is at most the time the bucket takes to fill): a client that keeps calling
 * instead of waiting its Retry-After stays refused until it slows to its rate, so a flood
 * gets nothing served past its first burst (a script ignoring 429 takes no calls from the
 * others' event loop); one that waits as told loses only the refused call's share.
 */
export function charge(state: State, now: number): void {
  const from = state.tat > now ? state.tat : now;
  const tat = Math.min(from + state.interval, now + 2 * state.depth - state.interval);
  if (tat <= from) return;
  state.pendingMs += tat - from;
  state.tat = tat;
  state.usedAt = now;
}

export class SharedBuckets {
  private readonly states = new Map<string, State>();
  private readonly timer: NodeJS.Timeout;
  private syncing?: Promise<void>;

  constructor(
    private readonly db: Db,
    syncMs: number,
    private readonly onError: (error: unknown) => void,
    /** Called after each sync with the keys forgotten (idle). */
    private readonly onForget: (forgotten: State[]) => void = () => {},
  ) {
    this.timer = setInterval(() => void this.sync().catch(onError), syncMs);
    this.timer.unref();
  }

  /** The state of a key, read from the shared row the first time this instance sees it. */
  stateOf(key: string, bucket: Bucket): State {
    let state = this.states.get(key);
    if (!state) {
      const interval = 1000 / bucket.perSecond;
      const created: State = {
        key,
        interval,
        depth: bucket.burst * interval,
        tat: 0,
        pending: 0,
        pendingMs: 0,
        usedAt: Date.now(),
      };
      created.loading = this.db
        .selectFrom('rate_counters')
        .select('reset_at')
        .where('key', '=', key)
        .executeTakeFirst()
        .then((row) => {
          created.tat = Math.max(created.tat, Number(row?.reset_at ?? 0));
        }, this.onError)
        .finally(() => (created.loading = undefined));
      this.states.set(key, (state = created));
    }
    return state;
  }

  /** Adds this instance's counts to the shared rows and goes on from the shared state. */
  sync(): Promise<void> {
    this.syncing ??= this.flush().finally(() => (this.syncing = undefined));
    return this.syncing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.sync().catch(this.onError);
  }

  private async flush(): Promise<void> {
    const now = Date.now();
    const batch: { state: State; count: number; delta: number }[] = [];
    const quiet: string[] = [];
    const forgotten: State[] = [];
    for (const [key, state] of this.states) {
      if (state.pendingMs > 0) {
        batch.push({ state, count: state.pending, delta: Math.ceil(state.pendingMs) });
        state.pending = 0;
        state.pendingMs = 0;
      } else if (state.loading) continue;
      else if (now - state.usedAt > IDLE_MS) {
        this.states.delete(key);
        forgotten.push(state);
      } else quiet.push(key);
    }
    if (forgotten.length) this.onForget(forgotten);
    await this.refresh(quiet);
    for (let i = 0; i < batch.length; i += CHUNK) {
      const part = batch.slice(i, i + CHUNK);
      try {
        const rows = await this.db
          .insertInto('rate_counters')
          .values(part.map(({ state, count, delta }) => ({ key: state.key, count, reset_at: now + delta })))
          .onConflict((oc) =>
            oc.column('key').doUpdateSet({
              // The shared bucket drains to now at most, then takes this instance's calls.
              reset_at: sql<number>`CASE WHEN rate_counters.reset_at > CAST(${now} AS bigint) THEN rate_counters.reset_at ELSE CAST(${now} AS bigint) END + (excluded.reset_at - CAST(${now} AS bigint))`,
              count: sql<number>`rate_counters.count + excluded.count`,
            }),
          )
          .returning(['key', 'reset_at'])
          .execute();
        const shared = new Map(rows.map((row) => [row.key, Number(row.reset_at)]));
        for (const { state } of part) {
          const tat = shared.get(state.key);
          // Calls admitted during the upsert are not in the shared tat yet.
          if (tat !== undefined) state.tat = Math.max(state.tat, tat + state.pendingMs);
        }
      } catch (error) {
        // Kept for the next sync.
        for (const { state, count, delta } of part) {
          state.pending += count;
          state.pendingMs += delta;
        }
        throw error;
      }
    }
  }

  /** Keys used lately but not since the last sync: what the other instances counted, in one read. */
  private async refresh(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += CHUNK) {
      const rows = await this.db
        .selectFrom('rate_counters')
        .select(['key', 'reset_at'])
        .where('key', 'in', keys.slice(i, i + CHUNK))
        .execute();
      for (const row of rows) {
        const state = this.states.get(row.key);
        if (state) state.tat = Math.max(state.tat, Number(row.reset_at) + state.pendingMs);
      }
    }
  }
}

/** The wait of a key asked while refused: charged first when its own bucket is the empty one (charge()). */
export function refusedWait(state: State, now: number): number {
  if (waitOf(state, now) > 0) charge(state, now);
  return waitOf(state, now);
}
