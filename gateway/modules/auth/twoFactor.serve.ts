/**
 * Issue 29: the signed-in user's two-factor sign-in on /account/security, their own only
 * (each call acts on the caller's account; there is no id to name another's). Setup answers
 * a new secret once; a current code of it turns two-factor on and answers the recovery codes
 * once; the password and a code turn it off. Neither the secret nor a code is answered again.
 */
import type { FastifyInstance } from 'fastify';
import { authContract as authRoutes } from '../../../resources/auth/auth.contract';
import { badRequest } from '../../lib/errors';
import type { ModuleDeps } from '../../lib/module';
import { verifyPassword } from '../../lib/password';
import { englishMessages, serve } from '../../lib/serve';
import { otpauthUri } from '../../lib/totp';
import { reserveAttempt } from './lockout';
import { newSecret, recoveryCodesLeft, secretKey, turnOff, turnOn, twoFactorOf, useCode } from './twoFactor';

/** The name authenticator apps list the account under. */
const ISSUER = 'Shop back office';

function fieldErrors(errors: Record<string, string>) {
  const fields = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, { message }]));
  return badRequest(fields, englishMessages(fields));
}

export function serveTwoFactor(app: FastifyInstance, deps: ModuleDeps) {
  const { db, config } = deps;
  const key = () => secretKey(db, config.paymentSecretKey);

  serve(app, deps, authRoutes.twoFactor, async ({ user }) => {
    const row = await twoFactorOf(db, user.id);
    const enabledAt = row?.enabled_at ?? null;
    return {
      data: {
        enabled: Boolean(enabledAt),
        enabled_at: enabledAt,
        recovery_codes_left: enabledAt ? await recoveryCodesLeft(db, user.id) : 0,
      },
    };
  });

  serve(app, deps, authRoutes.twoFactorSetup, async ({ user }) => {
    const row = await db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
    const secret = await newSecret(db, await key(), user.id);
    return { data: { secret, otpauth_url: otpauthUri(secret, row.email, ISSUER) } };
  });

  serve(app, deps, authRoutes.twoFactorEnable, async ({ body, user }) => {
    if (!(await useCode(db, await key(), user.id, body.code, 'pending')))
      throw fieldErrors({ code: 'app.validation.code_wrong' });
    return { data: { enabled: true as const, recovery_codes: await turnOn(db, user.id) } };
  });

  serve(app, deps, authRoutes.twoFactorDisable, async ({ body, user, req }) => {
    const row = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    // Counted with sign-in: a stolen session cannot guess the password or codes here without bound.
    const attempt = await reserveAttempt(db, `${row.email}|${req.ip}`);
    const passwordOk = await verifyPassword(body.password, row.password_hash);
    // The code is checked (and used) only with the right password.
    const codeOk = passwordOk && (await useCode(db, await key(), user.id, body.code, 'on'));
    if (!passwordOk || !codeOk)
      throw fieldErrors(
        passwordOk ? { code: 'app.validation.code_wrong' } : { password: 'app.validation.password_wrong' },
      );
    await attempt.succeeded();
    await turnOff(db, user.id);
    return { data: { enabled: false as const } };
  });
}
