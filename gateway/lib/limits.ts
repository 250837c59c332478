/**
 * The gateway's limits (issue 15) and their environment settings: rate limits of the
 * calls made before sign-in, per client address and per account (e-mail), those of the
 * authenticated calls per token and per shop (issue 29), and the password hashing pool. README.md lists them.
 */
import { DEFAULT_HASH_POOL, type HashPoolSettings } from './hashPool';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface RateLimitRule {
  /** Per client address (req.ip; X-Forwarded-For only with TRUST_PROXY=1). */
  address: Limit;
  /** Per account: the e-mail address the call names. */
  account: Limit;
}

/** login: sign-in; signup: sign-up; lookup: validate/{email}; mail: recover/{email}, resend-active/{email}. */
export type RateLimitGroup = 'login' | 'signup' | 'lookup' | 'mail';
export type RateLimits = Record<RateLimitGroup, RateLimitRule>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { address: { max: 60, windowMs: 15 * MINUTE }, account: { max: 30, windowMs: 15 * MINUTE } },
  signup: { address: { max: 10, windowMs: HOUR }, account: { max: 5, windowMs: HOUR } },
  lookup: { address: { max: 30, windowMs: 15 * MINUTE }, account: { max: 10, windowMs: 15 * MINUTE } },
  mail: { address: { max: 10, windowMs: HOUR }, account: { max: 3, windowMs: HOUR } },
};

const UNITS: Record<string, number> = { s: 1000, m: MINUTE, h: HOUR };

/** '10/1h' -> { max: 10, windowMs: 3600000 }. */
export function parseLimit(text: string): Limit {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smh])\s*$/.exec(text);
  if (!match) throw new Error(`A limit is written max/window, e.g. 10/1h or 30/15m; got "${text}"`);
  return { max: Number(match[1]), windowMs: Number(match[2]) * UNITS[match[3]] };
}

export const formatLimit = ({ max, windowMs }: Limit) =>
  windowMs % HOUR === 0
    ? `${max}/${windowMs / HOUR}h`
    : windowMs % MINUTE === 0
      ? `${max}/${windowMs / MINUTE}m`
      : `${max}/${windowMs / 1000}s`;

/**
 * RATE_LIMITS=0 turns them off; RATE_LIMIT_<GROUP>='<address>,<account>' (e.g.
 * RATE_LIMIT_MAIL='10/1h,3/1h') sets one group.
 */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimits | undefined {
  if (env.RATE_LIMITS === '0') return undefined;
  const limits = structuredClone(DEFAULT_RATE_LIMITS);
  for (const group of Object.keys(limits) as RateLimitGroup[]) {
    const value = env[`RATE_LIMIT_${group.toUpperCase()}`];
    if (!value) continue;
    const [address, account] = value.split(',');
    limits[group] = { address: parseLimit(address), account: parseLimit(account ?? address) };
  }
  return limits;
}

/**
 * Issue 29: a token bucket (requests per second, and the burst a full bucket allows) of the
 * authenticated calls, per token, per shop, and per token for bulk, import and export calls.
 */
export interface Bucket {
  perSecond: number;
  burst: number;
}

export interface ApiRateLimits {
  /** Every authenticated call of one token (a session's or a private app's). */
  token: Bucket;
  /** Every authenticated call naming one shop, whichever token makes it. */
  shop: Bucket;
  /** Bulk, import and export calls of one token (they count in `token` and `shop` too). */
  heavy: Bucket;
  /** How often each instance adds its counts to the shared ones (gateway/lib/apiLimits.ts). */
  syncMs: number;
}

export const DEFAULT_API_RATE_LIMITS: ApiRateLimits = {
  token: { perSecond: 40, burst: 80 },
  shop: { perSecond: 80, burst: 160 },
  heavy: { perSecond: 0.5, burst: 10 },
  syncMs: 500,
};

/** '40,80' -> 40 a second, bursts of 80. */
export function parseBucket(text: string): Bucket {
  const [perSecond, burst] = text.split(',').map((part) => Number(part.trim()));
  if (!(perSecond > 0 && Number.isInteger(burst) && burst >= 1))
    throw new Error(`A bucket is written <per second>,<burst>, e.g. 40,80 or 0.5,10; got "${text}"`);
  return { perSecond, burst };
}

/**
 * RATE_LIMITS=0 or RATE_LIMIT_API=0 turns them off; RATE_LIMIT_API_TOKEN, _SHOP, _HEAVY='<per
 * second>,<burst>' set one bucket, RATE_LIMIT_API_SYNC_MS how often instances share counts.
 */
export function apiRateLimitsFromEnv(env: NodeJS.ProcessEnv): ApiRateLimits | undefined {
  if (env.RATE_LIMITS === '0' || env.RATE_LIMIT_API === '0') return undefined;
  const limits = structuredClone(DEFAULT_API_RATE_LIMITS);
  for (const name of ['token', 'shop', 'heavy'] as const) {
    const value = env[`RATE_LIMIT_API_${name.toUpperCase()}`];
    if (value) limits[name] = parseBucket(value);
  }
  if (env.RATE_LIMIT_API_SYNC_MS) {
    limits.syncMs = Number(env.RATE_LIMIT_API_SYNC_MS);
    if (!(Number.isInteger(limits.syncMs) && limits.syncMs >= 10))
      throw new Error('RATE_LIMIT_API_SYNC_MS must be a whole number ≥ 10');
  }
  return limits;
}

/** HASH_POOL_SIZE threads (default: cores - 1, at least 1), HASH_QUEUE waiting hashes (default 16 per thread). */
export function hashPoolFromEnv(env: NodeJS.ProcessEnv): HashPoolSettings {
  const size = Number(env.HASH_POOL_SIZE ?? DEFAULT_HASH_POOL.size);
  const queue = Number(env.HASH_QUEUE ?? DEFAULT_HASH_POOL.queue);
  if (!(Number.isInteger(size) && size >= 1)) throw new Error('HASH_POOL_SIZE must be a whole number ≥ 1');
  if (!(Number.isInteger(queue) && queue >= 0)) throw new Error('HASH_QUEUE must be a whole number ≥ 0');
  return { size, queue };
}
