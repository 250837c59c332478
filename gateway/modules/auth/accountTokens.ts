/**
 * Single-use tokens of account mails (issue 29): 32 random bytes sent in the link, only
 * their SHA-256 stored, valid one hour, tied to one account and the address mailed. A new
 * mail of the same purpose takes the older tokens back; using one is an atomic update, so
 * two uses at once cannot both succeed.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import { GatewayError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { sha256 } from '../../lib/sessions';

export type TokenPurpose = 'reset' | 'verify';
export const ACCOUNT_TOKEN_TTL_MS = 60 * 60 * 1000;

export const tokenExpired = () =>
  new GatewayError(400, 'This link has expired or was already used.', { code: 'auth.token_expired' });

const hashOf = (purpose: TokenPurpose, token: string) => sha256(`${purpose}:${token}`);

/** A new token for the account (older ones of this purpose stop working); the raw token goes in the mail only. */
export async function issueAccountToken(
  db: Db,
  user: { id: string; email: string },
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('account_tokens').where('user_id', '=', user.id).where('purpose', '=', purpose).execute();
  await db
    .insertInto('account_tokens')
    .values({
      id: newId(),
      user_id: user.id,
      purpose,
      token_hash: hashOf(purpose, token),
      email: user.email,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + ACCOUNT_TOKEN_TTL_MS).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** The unused, unexpired token's row; otherwise 400 auth.token_expired. Nothing is used yet. */
export async function findAccountToken(db: Db, token: string, purpose: TokenPurpose, now = Date.now()) {
  const row = await db
    .selectFrom('account_tokens')
    .selectAll()
    .where('token_hash', '=', hashOf(purpose, token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.used_at || Date.parse(row.expires_at) <= now) throw tokenExpired();
  return row;
}

/** Uses the token: only the first of several concurrent uses succeeds, the others get 400. */
export async function useAccountToken(db: Db, id: string, now = Date.now()): Promise<void> {
  const at = new Date(now).toISOString();
  const [result] = await db
    .updateTable('account_tokens')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .execute();
  if (Number(result.numUpdatedRows) !== 1) throw tokenExpired();
}
