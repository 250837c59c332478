/**
 * Signed-in sessions (issue 29): every bearer token the gateway hands out (sign-in, a
 * password change) is a row of `sessions`, known by the SHA-256 of the token's jti, so the
 * database never holds anything a token could be rebuilt from. The token check (serve.ts)
 * reads the row with the user: an ended session answers 401 at once, and its last use is
 * written at most once a minute. A token with no row was signed before sessions were rows
 * (or by a tool with the secret); its signature, expiry and the user's cut-off still apply.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { newId } from './ids';
import type { TokenClaims } from './jwt';

/** Last use is written when it is older than this. */
export const SESSION_TOUCH_MS = 60_000;
const USER_AGENT_MAX = 512;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The stored key of a token's session. */
export const sessionKey = (jti: string) => sha256(`session:${jti}`);

/** Records the session of a token just signed, with the browser and address that asked for it. */
export async function startSession(db: Db, userId: string, claims: TokenClaims, req: FastifyRequest): Promise<string> {
  const at = new Date(claims.iat_ms ?? claims.iat * 1000).toISOString();
  const id = newId();
  const agent = req.headers['user-agent'];
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      token_hash: sessionKey(claims.jti),
      created_at: at,
      last_used_at: at,
      expires_at: new Date(claims.exp * 1000).toISOString(),
      user_agent: typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX) : null,
      ip: req.ip ?? null,
      ended_at: null,
    })
    .execute();
  // Sessions whose token has expired can no longer be used: they go.
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<', at).execute();
  return id;
}

/** Ends sessions of a user: one (`id`), all but one (`except`), or all. Returns how many ended. */
export async function endSessions(db: Db, userId: string, which: { id?: string; except?: string } = {}) {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('ended_at', 'is', null);
  if (which.id) query = query.where('id', '=', which.id);
  if (which.except) query = query.where('id', '!=', which.except);
  const [result] = await query.execute();
  return Number(result.numUpdatedRows);
}

/** The token check saw a session last used over a minute ago: now is its last use. */
export async function touchSession(db: Db, id: string, now = Date.now()): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: new Date(now).toISOString() })
    .where('id', '=', id)
    .execute();
}
