/**
 * Issue 29: the signed-in user's sessions on /account/security. Only the user's own: another
 * user's session id answers 404, like an unknown one. Ending a session makes its token
 * answer 401 at once (the token check reads the session, gateway/lib/serve.ts).
 */
import type { FastifyInstance } from 'fastify';
import { authContract as authRoutes } from '../../../resources/auth/auth.contract';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import type { ModuleDeps } from '../../lib/module';
import { serve } from '../../lib/serve';
import { endSessions } from '../../lib/sessions';

export function serveSessions(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;

  serve(app, deps, authRoutes.sessions, async ({ user }) => {
    const rows = await db
      .selectFrom('sessions')
      .select(['id', 'user_agent', 'ip', 'created_at', 'last_used_at'])
      .where('user_id', '=', user.id)
      .where('ended_at', 'is', null)
      .where('expires_at', '>', nowIso())
      .orderBy('last_used_at', 'desc')
      .orderBy('id')
      .execute();
    return { data: rows.map((row) => ({ ...row, current: row.id === user.sessionId })) };
  });

  serve(app, deps, authRoutes.endSession, async ({ params, user }) => {
    const ended = await endSessions(db, user.id, { id: params.id });
    if (!ended) throw notFound();
    return { data: { ended } };
  });

  serve(app, deps, authRoutes.endOtherSessions, async ({ user }) => {
    const ended = await endSessions(db, user.id, user.sessionId ? { except: user.sessionId } : {});
    return { data: { ended } };
  });
}
