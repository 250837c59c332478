/**
 * SPEC §7 Auth: sign-in with lock-out, sign-up, identity, profile, e-mail and password;
 * issue 29: every token is a session row, the recovery and activation mails carry
 * single-use tokens (recovery.serve.ts), sessions are listed and ended (sessions.serve.ts),
 * sign-in has a code step with two-factor on (signIn.serve.ts, twoFactor.serve.ts).
 */
import type { FastifyInstance } from 'fastify';
import { authContract as authRoutes } from '../../../resources/auth/auth.contract';
import { PASSWORD_MIN_SCORE, type User } from '../../../resources/auth/auth.schema';
import { passwordScore, personalWords } from '../../../core/passwordStrength';
import type { UserTable } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { signToken } from '../../lib/jwt';
import { hashPassword, verifyPassword } from '../../lib/password';
import { englishMessages, serve } from '../../lib/serve';
import { endSessions, startSession } from '../../lib/sessions';
import { issueAccountToken } from './accountTokens';
import { authMigrations } from './auth.tables';
import { serveRecovery } from './recovery.serve';
import { serveSessions } from './sessions.serve';
import { normalEmail, serveSignIn } from './signIn.serve';
import { serveTwoFactor } from './twoFactor.serve';
import { configureHashPool } from '../../lib/hashPool';
import { registerAuthRateLimits } from './rateLimit';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { queueAccountMail, userLanguage, type AccountMail, type AccountMailInput } from '../../mail/accountMails';

export { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from './lockout';

type UserRow = Pick<UserTable, 'id' | 'first_name' | 'last_name' | 'email' | 'avatar'> & {
  email_verified_at?: string | null;
};

export const toUser = (row: UserRow): User => ({
  _id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  avatar: row.avatar,
  email_verified_at: row.email_verified_at ?? null,
});

/** SQLite and PostgreSQL words for a unique index refusing a row. */
const isUniqueViolation = (error: unknown) =>
  /UNIQUE constraint|duplicate key value/i.test(error instanceof Error ? error.message : String(error));

function fieldError(field: string, message: string) {
  const errors = { [field]: { message } };
  return badRequest(errors, englishMessages(errors));
}

/** Issue 15: a common or guessable new password (zxcvbn under PASSWORD_MIN_SCORE) is a 400 on the field. */
function refuseGuessable(password: string, person: { email?: unknown; first_name?: unknown; last_name?: unknown }) {
  if (passwordScore(password, personalWords(person)) < PASSWORD_MIN_SCORE)
    throw fieldError('password', 'app.validation.password_common');
}

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db, config } = deps;
  // Account mails (h13): LiquidJS templates in the user's language (gateway/mail/accountMails.ts).
  const accountMail = async (
    kind: AccountMail,
    user: AccountMailInput['user'],
    acceptLanguage?: string,
    extra: Partial<AccountMailInput> = {},
  ) =>
    queueAccountMail(
      db,
      kind,
      {
        user,
        base: config.publicBaseUrl ?? `http://localhost:${config.port}`,
        language: await userLanguage(db, user.id, acceptLanguage),
        ...extra,
      },
      { smtp: Boolean(config.smtpUrl), queue: deps.queue },
    );
  if (config.hashPool) configureHashPool(config.hashPool);
  if (config.rateLimits) registerAuthRateLimits(app, db, config.rateLimits);

  serveSignIn(app, deps);

  serve(app, deps, authRoutes.me, async ({ user }) => {
    const row = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    return { data: toUser(row) };
  });

  serve(app, deps, authRoutes.logout, async ({ user }) => {
    await db
      .insertInto('revoked_tokens')
      .values({ jti: user.jti, expires_at: new Date(user.exp * 1000).toISOString() })
      .onConflict((oc) => oc.column('jti').doNothing())
      .execute();
    if (user.sessionId) await endSessions(db, user.id, { id: user.sessionId });
    await db.deleteFrom('revoked_tokens').where('expires_at', '<', nowIso()).execute();
    return { data: { logged_out: true } };
  });

  serve(app, deps, authRoutes.signup, async ({ body, reply, req }) => {
    const email = normalEmail(body.email);
    refuseGuessable(body.password, body);
    const taken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) throw fieldError('email', 'app.validation.email_taken');
    const at = nowIso();
    const row = {
      id: newId(),
      first_name: body.first_name,
      last_name: body.last_name,
      email,
      password_hash: await hashPassword(body.password, config.scryptLogN),
      avatar: null,
      active: 1,
      created_at: at,
      updated_at: at,
    };
    try {
      await db
        .insertInto('users')
        .values({ ...row, tokens_valid_after: null })
        .execute();
    } catch (error) {
      // Two sign-ups with one address at once: the unique index decides, same answer.
      if (isUniqueViolation(error)) throw fieldError('email', 'app.validation.email_taken');
      throw error;
    }
    await accountMail('welcome', row, req.headers['accept-language']);
    reply.code(201);
    return { data: toUser(row) };
  });

  serve(app, deps, authRoutes.updateProfile, async ({ body, user }) => {
    // Left out, the avatar stays; sent blank (null), it is removed.
    await db
      .updateTable('users')
      .set({
        first_name: body.first_name,
        last_name: body.last_name,
        updated_at: nowIso(),
        ...(body.avatar === undefined ? {} : { avatar: body.avatar }),
      })
      .where('id', '=', user.id)
      .execute();
    const row = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    return { data: toUser(row) };
  });

  serve(app, deps, authRoutes.changeEmail, async ({ body, user, req }) => {
    const row = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(body.password, row.password_hash)))
      throw fieldError('password', 'app.validation.password_wrong');
    const email = normalEmail(body.email);
    const taken = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .where('id', '!=', user.id)
      .executeTakeFirst();
    if (taken) throw fieldError('email', 'app.validation.email_taken');
    const changed = row.email !== email;
    try {
      await db
        .updateTable('users')
        // A new address is not confirmed until its mail's link is followed (issue 29).
        .set({ email, updated_at: nowIso(), ...(changed ? { email_verified_at: null } : {}) })
        .where('id', '=', user.id)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldError('email', 'app.validation.email_taken');
      throw error;
    }
    // The old address hears of the change (h13: account mails through templates).
    if (changed) {
      const next = { ...row, email };
      await accountMail('email_changed', next, req.headers['accept-language'], {
        to: row.email,
        vars: { old_email: row.email },
      });
      const token = await issueAccountToken(db, next, 'verify');
      await accountMail('verify_email', next, req.headers['accept-language'], { token });
    }
    return { data: toUser({ ...row, email, email_verified_at: changed ? null : row.email_verified_at }) };
  });

  serve(app, deps, authRoutes.changePassword, async ({ body, user, req }) => {
    const row = await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    refuseGuessable(body.password, row);
    if (!(await verifyPassword(body.current_password, row.password_hash))) {
      throw fieldError('current_password', 'app.validation.password_wrong');
    }
    // Every token issued so far stops working; the caller gets a fresh one.
    const changedAt = Date.now();
    await db
      .updateTable('users')
      .set({
        password_hash: await hashPassword(body.password, config.scryptLogN),
        tokens_valid_after: new Date(changedAt).toISOString(),
        updated_at: nowIso(),
      })
      .where('id', '=', user.id)
      .execute();
    await endSessions(db, user.id);
    const { token, claims } = signToken(deps.jwtSecret, user.id, config.tokenMaxAge, changedAt);
    await startSession(db, user.id, claims, req);
    return { data: toUser(row), access_token: token, token_type: 'Bearer', expires_in: config.tokenMaxAge };
  });

  serve(app, deps, authRoutes.validateEmail, async ({ params }) => {
    const email = normalEmail(params.email);
    const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    return { data: { email, exists: Boolean(row) } };
  });

  serve(app, deps, authRoutes.recover, async ({ params, req }) => {
    const email = normalEmail(params.email);
    const row = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('email', '=', email)
      .executeTakeFirst();
    // The token is made only for an account; the answer is the same either way.
    if (row)
      await accountMail('recover', row, req.headers['accept-language'], {
        token: await issueAccountToken(db, row, 'reset'),
      });
    return { data: { sent: true } };
  });

  serve(app, deps, authRoutes.resendActive, async ({ params, req }) => {
    const email = normalEmail(params.email);
    const row = await db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (row)
      await accountMail('activate', row, req.headers['accept-language'], {
        token: await issueAccountToken(db, row, 'verify'),
      });
    return { data: { sent: true } };
  });

  serveRecovery(app, deps, refuseGuessable);
  serveSessions(app, deps);
  serveTwoFactor(app, deps);
}

export const authModule = defineModule({ name: 'auth', migrations: authMigrations, routes });
