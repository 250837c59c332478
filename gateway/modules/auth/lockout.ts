/**
 * Sign-in lock-out (issue 15): an attempt is counted in the database (one atomic upsert,
 * gateway/lib/counters.ts) before the slow hash. A burst of parallel attempts therefore
 * gets exactly LOGIN_MAX_FAILURES checks, on one instance or several sharing the database.
 */
import type { Db } from '../../db';
import { forget, hit, unhit } from '../../lib/counters';
import { GatewayError } from '../../lib/errors';

/** SPEC-adjacent policy: 10 attempts in 15 minutes for one account and address. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export const lockedOut = (retryAfterS: number) =>
  new GatewayError(
    429,
    'Too many failed sign-in attempts. Try again in 15 minutes.',
    { code: 'auth.locked' },
    { 'retry-after': String(Math.max(1, retryAfterS)) },
  );

export interface Attempt {
  /** The right password: the count of this account and address starts again. */
  succeeded(): Promise<void>;
  /** Not checked at all (e.g. the hashing pool was full): the attempt is taken back. */
  withdraw(): Promise<void>;
}

/** Counts one attempt for `key` (a failure until it succeeds) or throws 429 past the maximum. */
export async function reserveAttempt(db: Db, key: string, now = Date.now()): Promise<Attempt> {
  const counter = `login:${key}`;
  const { count, resetAt } = await hit(db, counter, LOGIN_WINDOW_MS, now);
  if (count > LOGIN_MAX_FAILURES) throw lockedOut(Math.ceil((resetAt - now) / 1000));
  return { succeeded: () => forget(db, counter), withdraw: () => unhit(db, counter) };
}
