/**
 * Issue 29: rate limits of every authenticated call, per token and per shop (and lower for
 * bulk, import and export calls), shared by the gateway instances on one database (the
 * buckets and their sync: apiBuckets.ts).
 *
 * The cost matters most when a token floods: each refused call must be nearly free, so the
 * other merchants' calls keep their times (tests/perf/apiRateLimit.bench.ts). A token is
 * counted once it is verified (take(), after the token query), and from then on its
 * Authorization header, as sent, finds its buckets in one Map lookup: the route's onRequest
 * hook refuses an over-limit token before the body is read, the token verified or the
 * database asked, with header values and a body made once. An unknown header (a new or a
 * forged token) passes on to the token check as before: it creates nothing here, so forged
 * tokens cannot fill the map or spend anyone's limit. A call refused while the token's own
 * bucket is empty is charged (apiBuckets.ts charge()): a flood past its burst is served
 * nothing more until it slows down, so its admitted calls stop taking the event loop.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ContractRoute } from '../../core/route';
import type { Db } from '../db';
import { errorAnswer, GatewayError } from './errors';
import type { ApiRateLimits } from './limits';
import { admit, refusedWait, SharedBuckets, waitOf, type State } from './apiBuckets';
import { HeaderParts } from './apiLimitHeaders';

/** What one verified Authorization header counts in. */
interface Verified {
  token: State;
  heavy?: State;
  /** The last shop it was verified for, and that shop's bucket. */
  shopId?: string;
  shop?: State;
}

/** Verified headers kept at most (the oldest forgotten first; they are verified again when next seen). */
const MAX_BEARERS = 50_000;

/** Bulk, import and export calls: writes of many records, or whole-shop reads. */
const HEAVY_PATH = /\/(bulk|bulk-update|import|export)(\/|$)/;
export const isHeavy = (route: Pick<ContractRoute, 'method' | 'path'>) =>
  route.method === 'GET' ? false : HEAVY_PATH.test(route.path) || route.path === '/redis-publish';

const tokenKey = (bearer: string) => createHash('sha256').update(bearer).digest('base64url').slice(0, 27);

const REFUSED_MESSAGE = 'Too many requests. Try again later.';
export const rateLimitedError = (retryAfterS: number, headers: Record<string, string>) =>
  new GatewayError(
    429,
    REFUSED_MESSAGE,
    { code: 'auth.rate_limited' },
    { ...headers, 'retry-after': String(Math.max(1, retryAfterS)) },
  );
/** The 429 body, as the error handler writes rateLimitedError's. */
const REFUSED_BODY = JSON.stringify(errorAnswer(rateLimitedError(1, {})));

export class ApiLimiter {
  readonly buckets: SharedBuckets;
  /** Verified Authorization headers, as sent, and their buckets. */
  readonly bearers = new Map<string, Verified>();
  readonly parts: HeaderParts;

  constructor(
    db: Db,
    readonly limits: ApiRateLimits,
    onError: (error: unknown) => void = () => {},
  ) {
    this.parts = new HeaderParts(limits);
    this.buckets = new SharedBuckets(db, limits.syncMs, onError, (gone) => this.forget(gone));
  }

  /** The limits of one route: its onRequest hook and the count after its token check. */
  forRoute(route: ContractRoute): RouteLimits {
    return new RouteLimits(this, route);
  }

  sync(): Promise<void> {
    return this.buckets.sync();
  }

  close(): Promise<void> {
    return this.buckets.close();
  }

  /** The buckets of a header whose token was just verified. */
  verified(header: string): Verified {
    let entry = this.bearers.get(header);
    if (!entry) {
      if (this.bearers.size >= MAX_BEARERS) this.bearers.delete(this.bearers.keys().next().value!);
      const key = tokenKey(header.slice(7));
      entry = { token: this.buckets.stateOf(`api:token:${key}`, this.limits.token) };
      this.bearers.set(header, entry);
    }
    return entry;
  }

  heavyOf(header: string, entry: Verified): State {
    return (entry.heavy ??= this.buckets.stateOf(`api:heavy:${tokenKey(header.slice(7))}`, this.limits.heavy));
  }

  /** Buckets idle long enough to be forgotten: the headers holding one are verified again when next seen. */
  private forget(gone: State[]): void {
    const set = new Set(gone);
    for (const [header, entry] of this.bearers)
      if (set.has(entry.token) || (entry.heavy && set.has(entry.heavy))) this.bearers.delete(header);
      else if (entry.shop && set.has(entry.shop)) entry.shop = entry.shopId = undefined;
  }
}

export class RouteLimits {
  private readonly heavy: boolean;
  private readonly exportable: boolean;
  private readonly shopParam?: string;

  constructor(
    private readonly limiter: ApiLimiter,
    route: ContractRoute,
  ) {
    this.heavy = isHeavy(route);
    this.exportable = route.method === 'GET';
    this.shopParam = route.shopParam;
  }

  /**
   * Before anything else of the call: a verified token (or its last shop) over its limit is
   * answered 429 here. Not async: no promise for the calls that pass on.
   */
  readonly onRequest: onRequestHookHandler = (req, reply, done) => {
    const header = req.headers.authorization;
    const entry = header === undefined ? undefined : this.limiter.bearers.get(header);
    if (entry === undefined || entry.token.loading) return done();
    const now = Date.now();
    const heavy = this.heavy || (this.exportable && isExport(req));
    let wait = refusedWait(entry.token, now);
    const shop =
      this.shopParam !== undefined && entry.shop !== undefined && !entry.shop.loading
        ? (req.params as Record<string, string>)[this.shopParam] === entry.shopId && waitOf(entry.shop, now) > 0
          ? entry.shop
          : undefined
        : undefined;
    if (shop) wait = Math.max(wait, waitOf(shop, now));
    const heavyState = heavy && entry.heavy && !entry.heavy.loading ? entry.heavy : undefined;
    if (heavyState) wait = Math.max(wait, waitOf(heavyState, now));
    if (wait <= 0) return done();
    const { parts } = this.limiter;
    reply
      .code(429)
      .header('ratelimit-policy', parts.policy(this.shopParam !== undefined, heavy))
      .header('ratelimit', parts.left(entry.token, shop, heavyState, now))
      .header('retry-after', parts.retryAfter(wait))
      .header('content-type', 'application/json; charset=utf-8')
      .send(REFUSED_BODY);
  };

  /** After the token and the shop were checked: counts the call, or refuses it (429) counting nothing. */
  take(req: FastifyRequest, reply: FastifyReply, shopId: string): void | Promise<void> {
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const { limiter } = this;
    const entry = limiter.verified(header);
    if (shopId && entry.shopId !== shopId) {
      entry.shopId = shopId;
      entry.shop = limiter.buckets.stateOf(`api:shop:${shopId}`, limiter.limits.shop);
    }
    const shop = shopId ? entry.shop : undefined;
    const heavy = this.heavy || (this.exportable && isExport(req)) ? limiter.heavyOf(header, entry) : undefined;
    if (entry.token.loading || shop?.loading || heavy?.loading)
      return Promise.all([entry.token.loading, shop?.loading, heavy?.loading]).then(() =>
        this.count(reply, entry.token, shop, heavy),
      );
    this.count(reply, entry.token, shop, heavy);
  }

  private count(reply: FastifyReply, token: State, shop: State | undefined, heavy: State | undefined): void {
    const { parts } = this.limiter;
    const now = Date.now();
    const wait = Math.max(waitOf(token, now), shop ? waitOf(shop, now) : 0, heavy ? waitOf(heavy, now) : 0);
    const policy = parts.policy(this.shopParam !== undefined, heavy !== undefined);
    if (wait > 0) {
      throw rateLimitedError(Math.ceil(Math.max(wait, refusedWait(token, now)) / 1000), {
        'ratelimit-policy': policy,
        ratelimit: parts.left(token, shop, heavy, now),
      });
    }
    admit(token, now);
    if (shop) admit(shop, now);
    if (heavy) admit(heavy, now);
    reply.header('ratelimit-policy', policy).header('ratelimit', parts.left(token, shop, heavy, now));
  }
}

/** The product list answering a CSV (its export variant). */
function isExport(req: FastifyRequest): boolean {
  const value = (req.query as Record<string, unknown> | undefined)?.isExport;
  return value !== undefined && value !== 'false' && value !== '0';
}
