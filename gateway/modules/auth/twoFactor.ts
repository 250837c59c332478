/**
 * Two-factor sign-in's storage (issue 29). The authenticator secret is sealed with AES-256-GCM
 * (a key derived from PAYMENT_SECRET_KEY, else one kept in the database) and answered only
 * by setup, when it is made; recovery codes and challenge tokens are kept as SHA-256 only.
 * Every use is one conditional update, so a code, a recovery code or a challenge works once
 * even when two requests bring it at the same moment.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../resources/auth/twoFactor.schema';
import type { Db } from '../../db';
import { GatewayError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { decryptSecret, derivedKey, encryptSecret, storedKey } from '../../lib/sealing';
import { sha256 } from '../../lib/sessions';
import { base32Encode, verifyTotp } from '../../lib/totp';

export const CHALLENGE_TTL_S = 5 * 60;
const KEY_NAME = 'two_factor_secret_key';

export const challengeExpired = () =>
  new GatewayError(401, 'This sign-in has expired. Enter your email and password again.', {
    code: 'auth.challenge_expired',
  });
export const wrongCode = () =>
  new GatewayError(401, 'The code is not correct, or was already used: wait for the next one.', {
    code: 'auth.invalid_code',
  });
export const alreadyOn = () =>
  new GatewayError(400, 'Two-step verification is already on.', { code: 'auth.two_factor_enabled' });

/** The key sealing secrets: its own, derived, so it opens nothing else sealed with the same configured key. */
export async function secretKey(db: Db, configured?: string): Promise<Buffer> {
  return derivedKey(await storedKey(db, KEY_NAME, configured), 'two-factor secrets');
}

export const twoFactorOf = (db: Db, userId: string) =>
  db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const isOn = async (db: Db, userId: string) => Boolean((await twoFactorOf(db, userId))?.enabled_at);

/** A new secret waiting for its first code (an earlier one waiting is replaced); refused when two-factor is on. */
export async function newSecret(db: Db, key: Buffer, userId: string): Promise<string> {
  if (await isOn(db, userId)) throw alreadyOn();
  const secret = base32Encode(randomBytes(20));
  await db.deleteFrom('two_factor').where('user_id', '=', userId).where('enabled_at', 'is', null).execute();
  try {
    await db
      .insertInto('two_factor')
      .values({
        user_id: userId,
        secret_sealed: encryptSecret(key, secret),
        enabled_at: null,
        last_step: null,
        created_at: nowIso(),
      })
      .execute();
  } catch (error) {
    // Another setup or an enable got there at the same moment: the row is theirs.
    if (await isOn(db, userId)) throw alreadyOn();
    throw error;
  }
  return secret;
}

/** Spaces and dashes people type are not part of a code; recovery codes are any case. */
const normalCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
const recoveryHash = (userId: string, code: string) => sha256(`recovery:${userId}:${normalCode(code)}`);

/**
 * Whether `code` is a current authenticator code (on: two-factor on; pending: the secret
 * setup made) or, when on, an unused recovery code; either is used up by this check.
 */
export async function useCode(
  db: Db,
  key: Buffer,
  userId: string,
  code: string,
  state: 'on' | 'pending',
  now = Date.now(),
): Promise<boolean> {
  const row = await twoFactorOf(db, userId);
  if (!row || Boolean(row.enabled_at) !== (state === 'on')) return false;
  const digits = normalCode(code);
  if (/^\d{6}$/.test(digits)) {
    const step = verifyTotp(decryptSecret(key, row.secret_sealed), digits, now);
    if (step === undefined) return false;
    // A code already accepted (or an older one) is refused: each code signs in once.
    const [result] = await db
      .updateTable('two_factor')
      .set({ last_step: step })
      .where('user_id', '=', userId)
      .where('secret_sealed', '=', row.secret_sealed)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
      .execute();
    return Number(result.numUpdatedRows) === 1;
  }
  if (state !== 'on') return false;
  const [result] = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: new Date(now).toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', recoveryHash(userId, code))
    .where('used_at', 'is', null)
    .execute();
  return Number(result.numUpdatedRows) === 1;
}

/** `xxxxx-xxxxx` from base32's lower-case letters and digits (50 random bits each). */
function recoveryCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Turns the pending secret on and makes ten new recovery codes (answered this once). */
export async function turnOn(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('two_factor')
      .set({ enabled_at: nowIso() })
      .where('user_id', '=', userId)
      .where('enabled_at', 'is', null)
      .execute();
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx
      .insertInto('two_factor_recovery_codes')
      .values(
        codes.map((code) => ({ id: newId(), user_id: userId, code_hash: recoveryHash(userId, code), used_at: null })),
      )
      .execute();
  });
  return codes;
}

export async function turnOff(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
  });
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The password was right: a challenge for the code step (never an access token). */
export async function issueChallenge(db: Db, user: { id: string; email: string }, now = Date.now()) {
  const token = randomBytes(32).toString('base64url');
  // Challenges that have run out go (this user's: the table stays small without a sweep).
  await db
    .deleteFrom('two_factor_challenges')
    .where('user_id', '=', user.id)
    .where('expires_at', '<', new Date(now).toISOString())
    .execute();
  await db
    .insertInto('two_factor_challenges')
    .values({
      id: newId(),
      user_id: user.id,
      token_hash: sha256(`challenge:${token}`),
      email: user.email,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + CHALLENGE_TTL_S * 1000).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** The unused, unexpired challenge of this address; otherwise 401 auth.challenge_expired. */
export async function findChallenge(db: Db, token: string, email: string, now = Date.now()) {
  const row = await db
    .selectFrom('two_factor_challenges')
    .selectAll()
    .where('token_hash', '=', sha256(`challenge:${token}`))
    .executeTakeFirst();
  if (!row || row.used_at || row.email !== email || Date.parse(row.expires_at) <= now) throw challengeExpired();
  return row;
}

/** Uses the challenge: of two code steps at once, only one signs in. */
export async function useChallenge(db: Db, id: string, now = Date.now()): Promise<void> {
  const [result] = await db
    .updateTable('two_factor_challenges')
    .set({ used_at: new Date(now).toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .execute();
  if (Number(result.numUpdatedRows) !== 1) throw challengeExpired();
}
