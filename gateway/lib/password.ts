/**
 * Password hashing with scrypt at OWASP parameters (N=2^17, r=8, p=1), stored as
 * `scrypt$logN$r$p$salt$hash`, so the cost can rise later without breaking old hashes.
 * Hashing runs on worker threads (hashPool.ts), never on the event loop or libuv's pool.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashPool } from './hashPool';

const KEY_LENGTH = 64;

/** On the bounded hashing pool (hashPool.ts): 503 when its queue is full. */
function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  return hashPool.derive({ password, salt, keylen: KEY_LENGTH, N: 2 ** logN, r, p });
}

export async function hashPassword(password: string, logN = 17): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, logN, 8, 1);
  return ['scrypt', logN, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, logN, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt') return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(logN), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A fixed hash to check unknown accounts against, so they take as long as known ones. */
let decoy: Promise<string> | undefined;
export const decoyHash = (logN = 17) => {
  // A failed first try (pool full) is not kept: the next caller tries again.
  decoy ??= hashPassword(randomBytes(12).toString('hex'), logN).catch((error: unknown) => {
    decoy = undefined;
    throw error;
  });
  return decoy;
};
