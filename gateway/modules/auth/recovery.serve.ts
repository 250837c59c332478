/**
 * Issue 29: what the links of the account mails do. The recovery mail's token sets a new
 * password (same strength rules as sign-up) and ends every session of the account; the
 * activation or confirmation mail's token confirms the address it was sent to.
 */
import type { FastifyInstance } from 'fastify';
import { authContract as authRoutes } from '../../../resources/auth/auth.contract';
import { nowIso } from '../../lib/ids';
import type { ModuleDeps } from '../../lib/module';
import { hashPassword } from '../../lib/password';
import { serve } from '../../lib/serve';
import { endSessions } from '../../lib/sessions';
import { findAccountToken, tokenExpired, useAccountToken } from './accountTokens';

type RefuseGuessable = (
  password: string,
  person: { email?: unknown; first_name?: unknown; last_name?: unknown },
) => void;

export function serveRecovery(app: FastifyInstance, deps: ModuleDeps, refuseGuessable: RefuseGuessable) {
  const { db, config } = deps;

  serve(app, deps, authRoutes.resetPassword, async ({ body }) => {
    const token = await findAccountToken(db, body.token, 'reset');
    const user = await db.selectFrom('users').selectAll().where('id', '=', token.user_id).executeTakeFirst();
    if (!user) throw tokenExpired();
    // A refused password leaves the token usable: the merchant corrects it and tries again.
    refuseGuessable(body.password, user);
    const passwordHash = await hashPassword(body.password, config.scryptLogN);
    await useAccountToken(db, token.id);
    const at = nowIso();
    await db
      .updateTable('users')
      .set({
        password_hash: passwordHash,
        // Every token issued so far stops working, sessions or not.
        tokens_valid_after: at,
        updated_at: at,
        // The link reached the mailbox: that address is confirmed too.
        ...(token.email === user.email && !user.email_verified_at ? { email_verified_at: at } : {}),
      })
      .where('id', '=', user.id)
      .execute();
    await endSessions(db, user.id);
    return { data: { reset: true } };
  });

  serve(app, deps, authRoutes.verifyEmail, async ({ body }) => {
    const token = await findAccountToken(db, body.token, 'verify');
    const user = await db.selectFrom('users').selectAll().where('id', '=', token.user_id).executeTakeFirst();
    // The address changed since the mail: that mail confirms nothing now.
    if (!user || user.email !== token.email) throw tokenExpired();
    await useAccountToken(db, token.id);
    await db
      .updateTable('users')
      .set({ email_verified_at: user.email_verified_at ?? nowIso() })
      .where('id', '=', user.id)
      .where('email', '=', token.email)
      .execute();
    return { data: { email: user.email, verified: true } };
  });
}
