/**
 * The gateway's limits (issue 15) and their environment settings: rate limits of the
 * calls made before sign-in, per client address and per account (e-mail), and the
 * password hashing pool. README.md lists them.
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

/** HASH_POOL_SIZE threads (default: cores - 1, at least 1), HASH_QUEUE waiting hashes (default 16 per thread). */
export function hashPoolFromEnv(env: NodeJS.ProcessEnv): HashPoolSettings {
  const size = Number(env.HASH_POOL_SIZE ?? DEFAULT_HASH_POOL.size);
  const queue = Number(env.HASH_QUEUE ?? DEFAULT_HASH_POOL.queue);
  if (!(Number.isInteger(size) && size >= 1)) throw new Error('HASH_POOL_SIZE must be a whole number ≥ 1');
  if (!(Number.isInteger(queue) && queue >= 0)) throw new Error('HASH_QUEUE must be a whole number ≥ 0');
  return { size, queue };
}
