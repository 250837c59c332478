/**
 * Sign-in lock-out (issue 15): an attempt is reserved in the database before the slow
 * hash, then counted. A burst of parallel attempts therefore sees its own reservations,
 * so at most LOGIN_MAX_FAILURES of them reach the hash, on one instance or several
 * sharing the database (the k-th committed insert counts at least k rows).
 */
import type { Db } from '../../db';
import { GatewayError } from '../../lib/errors';
import { newId } from '../../lib/ids';

/** SPEC-adjacent policy: 10 failures in 15 minutes for one account and address. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

export const lockedOut = () =>
  new GatewayError(429, 'Too many failed sign-in attempts. Try again in 15 minutes.', { code: 'auth.locked' },
    { 'retry-after': String(LOGIN_WINDOW_MS / 1000) });

export interface Attempt {
  /** The check failed: the reservation stays, as one failure. */
  failed(): Promise<void>;
  /** The right password: every failure of this account and address is forgotten. */
  succeeded(): Promise<void>;
  /** Not checked at all (e.g. the hashing pool was full): the reservation is withdrawn. */
  withdraw(): Promise<void>;
}

/** Reserves one attempt for `key` or throws 429 when the window already holds the maximum. */
export async function reserveAttempt(db: Db, key: string, now = Date.now()): Promise<Attempt> {
  const id = newId();
  const since = new Date(now - LOGIN_WINDOW_MS).toISOString();
  await db.insertInto('login_failures').values({ id, key, at: new Date(now).toISOString() }).execute();
  const { count } = await db.selectFrom('login_failures').select((eb) => eb.fn.countAll<number>().as('count'))
    .where('key', '=', key).where('at', '>', since).executeTakeFirstOrThrow();
  const withdraw = async () => {
    await db.deleteFrom('login_failures').where('id', '=', id).execute();
  };
  if (Number(count) > LOGIN_MAX_FAILURES) {
    await withdraw();
    throw lockedOut();
  }
  return {
    failed: async () => {
      // Failures older than the window count for nothing: keep the table small.
      await db.deleteFrom('login_failures').where('at', '<=', since).execute();
    },
    succeeded: async () => {
      await db.deleteFrom('login_failures').where('key', '=', key).execute();
    },
    withdraw,
  };
}
