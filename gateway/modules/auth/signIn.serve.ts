/**
 * Sign-in (SPEC §7, issue 15's lock-out) and its second step with two-factor on (issue 29).
 * The password step and the code step count on the same lock-out (account and address): a
 * right password with two-factor on is neither a failure nor a success (the attempt is taken
 * back, the count stays), so knowing the password does not reset the count of wrong codes;
 * only a right code starts it again. The code step is rate-limited with sign-in (rateLimit.ts).
 */
import type { FastifyInstance } from 'fastify';
import { authContract as authRoutes } from '../../../resources/auth/auth.contract';
import { GatewayError } from '../../lib/errors';
import { signToken } from '../../lib/jwt';
import type { ModuleDeps } from '../../lib/module';
import { decoyHash, verifyPassword } from '../../lib/password';
import { serve } from '../../lib/serve';
import { startSession } from '../../lib/sessions';
import { reserveAttempt } from './lockout';
import {
  CHALLENGE_TTL_S,
  findChallenge,
  isOn,
  issueChallenge,
  secretKey,
  useChallenge,
  useCode,
  wrongCode,
} from './twoFactor';

export const normalEmail = (email: string) => email.trim().toLowerCase();
/** The lock-out's key: one account from one client address. */
const lockKey = (email: string, ip: string) => `${email}|${ip}`;

export function serveSignIn(app: FastifyInstance, deps: ModuleDeps) {
  const { db, config } = deps;

  serve(app, deps, authRoutes.login, async ({ body, req }) => {
    const email = normalEmail(body.email);
    const attempt = await reserveAttempt(db, lockKey(email, req.ip));
    let ok: boolean;
    let user;
    try {
      user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
      // Unknown accounts are checked against a decoy hash so both take the same time.
      ok = await verifyPassword(body.password, user?.password_hash ?? (await decoyHash(config.scryptLogN)));
    } catch (error) {
      await attempt.withdraw();
      throw error;
    }
    if (!user || !ok) {
      throw new GatewayError(401, 'Email or password is incorrect.', { code: 'auth.invalid_credentials' });
    }
    if (await isOn(db, user.id)) {
      await attempt.withdraw();
      const challenge = await issueChallenge(db, user);
      return { two_factor_required: true as const, challenge_token: challenge, expires_in: CHALLENGE_TTL_S };
    }
    await attempt.succeeded();
    const { token, claims } = signToken(deps.jwtSecret, user.id, config.tokenMaxAge);
    await startSession(db, user.id, claims, req);
    return { access_token: token, token_type: 'Bearer', expires_in: config.tokenMaxAge };
  });

  serve(app, deps, authRoutes.loginTwoFactor, async ({ body, req }) => {
    const email = normalEmail(body.email);
    const attempt = await reserveAttempt(db, lockKey(email, req.ip));
    let ok: boolean;
    let challenge;
    try {
      challenge = await findChallenge(db, body.challenge_token, email);
      ok = await useCode(db, await secretKey(db, config.paymentSecretKey), challenge.user_id, body.code, 'on');
    } catch (error) {
      // No code was checked (no such challenge, or a failure of ours): not an attempt.
      await attempt.withdraw();
      throw error;
    }
    if (!ok) throw wrongCode();
    await useChallenge(db, challenge.id);
    await attempt.succeeded();
    const { token, claims } = signToken(deps.jwtSecret, challenge.user_id, config.tokenMaxAge);
    await startSession(db, challenge.user_id, claims, req);
    return { access_token: token, token_type: 'Bearer', expires_in: config.tokenMaxAge };
  });
}
