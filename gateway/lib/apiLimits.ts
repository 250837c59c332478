/**
 * Issue 29: rate limits of every authenticated call, per token and per shop (and lower for
 * bulk, import and export calls), shared by the gateway instances on one database.
 *
 * Why this design: a database write per request (the sign-in limits' upsert, counters.ts)
 * would add a round trip to every list and get. Instead each instance decides in memory with
 * a token bucket written as GCRA (one number per key: the time its bucket is full again,
 * "tat"), and every `syncMs` adds what it admitted to the shared row of each key in one
 * batched upsert on `rate_counters` (`reset_at` holds the tat; a row whose tat has passed is
 * an empty bucket, so the sign-in counters' clean-up of ended windows removes it too). The
 * upsert answers the shared tat, which every instance then goes on from: the global rate
 * converges within one sync, and the most a limit can be overrun by is what the other
 * instances admit in one sync period. A key an instance has not seen is read once first, so
 * a token another instance has exhausted is refused at once. tests/perf/apiRateLimit.bench.ts
 * measures the cost.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { ContractRoute } from '../../core/route';
import type { Db } from '../db';
import { GatewayError } from './errors';
import type { ApiRateLimits, Bucket } from './limits';

type Policy = 'token' | 'shop' | 'heavy';

interface State {
  /** Epoch ms at which this key's bucket is full again (GCRA's theoretical arrival time). */
  tat: number;
  /** Calls admitted here since the last sync. */
  pending: number;
  usedAt: number;
  /** Reading the shared tat of a key first seen here. */
  loading?: Promise<void>;
}

interface Item {
  policy: Policy;
  remaining: number;
  resetS: number;
}

/** A key unused this long is forgotten here (its shared row stays until its bucket is full). */
const IDLE_MS = 60_000;
const CHUNK = 500;

/** Bulk, import and export calls: writes of many records, or whole-shop reads. */
const HEAVY_PATH = /\/(bulk|bulk-update|import|export)(\/|$)/;
export const isHeavy = (route: Pick<ContractRoute, 'method' | 'path'>) =>
  route.method === 'GET' ? false : HEAVY_PATH.test(route.path) || route.path === '/redis-publish';

const tokenKey = (bearer: string) => createHash('sha256').update(bearer).digest('base64url').slice(0, 27);

export const rateLimitedError = (retryAfterS: number, headers: Record<string, string>) =>
  new GatewayError(
    429,
    'Too many requests. Try again later.',
    { code: 'auth.rate_limited' },
    { ...headers, 'retry-after': String(Math.max(1, retryAfterS)) },
  );

export class ApiLimiter {
  private readonly states = new Map<string, State>();
  private readonly timer: NodeJS.Timeout;
  private syncing?: Promise<void>;
  /** The RateLimit-Policy header, by the policies a call counts in. */
  private readonly policyHeaders = new Map<string, string>();

  constructor(
    private readonly db: Db,
    readonly limits: ApiRateLimits,
    private readonly onError: (error: unknown) => void = () => {},
  ) {
    this.timer = setInterval(() => void this.sync().catch(onError), limits.syncMs);
    this.timer.unref();
  }

  /**
   * Before the token is looked up: a token this instance knows to be over its limit is
   * refused without a database query. Only known keys: an unchecked token creates nothing.
   */
  precheck(route: ContractRoute, req: FastifyRequest, now = Date.now()): void {
    const bearer = bearerOf(req);
    if (!bearer) return;
    const key = tokenKey(bearer);
    for (const policy of this.policiesOf(route, req, false)) {
      const state = this.states.get(`api:${policy}:${key}`);
      if (!state || state.loading) continue;
      const wait = this.wait(policy, state, now);
      if (wait > 0)
        throw rateLimitedError(Math.ceil(wait / 1000), this.headers(route, req, [this.item(policy, state.tat, now)]));
    }
  }

  /** After the token and the shop were checked: counts the call, or refuses it (429) counting nothing. */
  async take(route: ContractRoute, req: FastifyRequest, reply: FastifyReply, shopId: string): Promise<void> {
    const bearer = bearerOf(req);
    if (!bearer) return;
    const key = tokenKey(bearer);
    const checks = this.policiesOf(route, req, Boolean(shopId)).map((policy) => {
      const name = `api:${policy}:${policy === 'shop' ? shopId : key}`;
      return { policy, state: this.stateOf(name) };
    });
    const loading = checks.filter((c) => c.state.loading).map((c) => c.state.loading);
    if (loading.length) await Promise.all(loading);
    const now = Date.now();
    let wait = 0;
    for (const { policy, state } of checks) wait = Math.max(wait, this.wait(policy, state, now));
    if (wait > 0) {
      const items = checks.map(({ policy, state }) => this.item(policy, state.tat, now));
      throw rateLimitedError(Math.ceil(wait / 1000), this.headers(route, req, items));
    }
    const items = checks.map(({ policy, state }) => {
      state.tat = Math.max(state.tat, now) + this.interval(policy);
      state.pending++;
      state.usedAt = now;
      return this.item(policy, state.tat, now);
    });
    reply.headers(this.headers(route, req, items));
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
    const batch: { key: string; state: State; count: number; delta: number }[] = [];
    const quiet: string[] = [];
    for (const [key, state] of this.states) {
      if (state.pending > 0) {
        const delta = Math.ceil(state.pending * this.interval(policyOf(key)));
        batch.push({ key, state, count: state.pending, delta });
        state.pending = 0;
      } else if (state.loading) continue;
      else if (now - state.usedAt > IDLE_MS) this.states.delete(key);
      else quiet.push(key);
    }
    await this.refresh(quiet);
    for (let i = 0; i < batch.length; i += CHUNK) {
      const part = batch.slice(i, i + CHUNK);
      try {
        const rows = await this.db
          .insertInto('rate_counters')
          .values(part.map(({ key, count, delta }) => ({ key, count, reset_at: now + delta })))
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
        for (const { key, state } of part) {
          const tat = shared.get(key);
          // Calls admitted during the upsert are not in the shared tat yet.
          if (tat !== undefined) state.tat = Math.max(state.tat, tat + state.pending * this.interval(policyOf(key)));
        }
      } catch (error) {
        // Kept for the next sync.
        for (const { state, count } of part) state.pending += count;
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
        if (state)
          state.tat = Math.max(state.tat, Number(row.reset_at) + state.pending * this.interval(policyOf(row.key)));
      }
    }
  }

  private stateOf(name: string): State {
    let state = this.states.get(name);
    if (!state) {
      const created: State = { tat: 0, pending: 0, usedAt: Date.now() };
      created.loading = this.db
        .selectFrom('rate_counters')
        .select('reset_at')
        .where('key', '=', name)
        .executeTakeFirst()
        .then((row) => {
          created.tat = Math.max(created.tat, Number(row?.reset_at ?? 0));
        }, this.onError)
        .finally(() => (created.loading = undefined));
      this.states.set(name, (state = created));
    }
    return state;
  }

  private bucket(policy: Policy): Bucket {
    return this.limits[policy];
  }

  private interval(policy: Policy): number {
    return 1000 / this.bucket(policy).perSecond;
  }

  /** Ms until one more call fits in the bucket (0: it fits now). */
  private wait(policy: Policy, state: State, now: number): number {
    const interval = this.interval(policy);
    return Math.max(0, Math.max(state.tat, now) + interval - now - this.bucket(policy).burst * interval);
  }

  private item(policy: Policy, tat: number, now: number): Item {
    const interval = this.interval(policy);
    const used = Math.max(0, tat - now);
    const remaining = Math.max(0, Math.floor((this.bucket(policy).burst * interval - used) / interval));
    return { policy, remaining, resetS: Math.ceil(used / 1000) };
  }

  private policiesOf(route: ContractRoute, req: FastifyRequest, withShop: boolean): Policy[] {
    const heavy = isHeavy(route) || (route.method === 'GET' && isExport(req));
    return heavy
      ? withShop
        ? ['token', 'shop', 'heavy']
        : ['token', 'heavy']
      : withShop
        ? ['token', 'shop']
        : ['token'];
  }

  /** draft-ietf-httpapi-ratelimit-headers: the policies (quota, window) and what is left of each. */
  private headers(route: ContractRoute, req: FastifyRequest, items: Item[]): Record<string, string> {
    const policies = this.policiesOf(route, req, Boolean(route.shopParam));
    const id = policies.join();
    let policy = this.policyHeaders.get(id);
    if (!policy) {
      policy = policies
        .map((name) => {
          const { perSecond, burst } = this.bucket(name);
          return `"${name}";q=${burst};w=${Math.max(1, Math.ceil(burst / perSecond))}`;
        })
        .join(', ');
      this.policyHeaders.set(id, policy);
    }
    const out: Record<string, string> = { 'ratelimit-policy': policy };
    if (items.length) out.ratelimit = items.map((i) => `"${i.policy}";r=${i.remaining};t=${i.resetS}`).join(', ');
    return out;
  }
}

const policyOf = (key: string) => key.split(':')[1] as Policy;

function bearerOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/** The product list answering a CSV (its export variant). */
function isExport(req: FastifyRequest): boolean {
  const value = (req.query as Record<string, unknown> | undefined)?.isExport;
  return value !== undefined && value !== 'false' && value !== '0';
}
