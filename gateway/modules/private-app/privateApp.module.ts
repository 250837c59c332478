/**
 * Private apps (resources/private-app/privateApp.resource.ts): the list and the create are the
 * declaration's; a create makes the token here (answered once, kept as a hash, acting as the
 * merchant who made it); revoke stops it. Only the signed-in merchant manages them: an app's
 * own token cannot (privateAppAuth.ts grants no scope on these routes).
 */
import { randomBytes } from 'node:crypto';
import { privateAppRevokeContract } from '../../../resources/private-app/privateApp.contract';
import { privateApp } from '../../../resources/private-app/privateApp.resource';
import { declaredModule, recordOf } from '../../lib/declared';
import { notFound } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { APP_TOKEN_PREFIX, hashAppToken } from '../../lib/privateAppAuth';
import { serve } from '../../lib/serve';

export const privateAppModule = declaredModule(privateApp, {
  // The platform's migrations make the table (gateway/db/migrations.ts): serve() checks app tokens in it.
  migrations: {},
  created: async (_values, { user }) => {
    const token = `${APP_TOKEN_PREFIX}${randomBytes(24).toString('hex')}`;
    return {
      columns: {
        owner_id: user.id,
        token_hash: hashAppToken(token),
        token_hint: token.slice(0, APP_TOKEN_PREFIX.length + 4),
      },
      answer: { access_token: token },
    };
  },
  routes: (app, deps) =>
    serve(app, deps, privateAppRevokeContract.revoke, async ({ params, shopId }) => {
      const row = await deps.db
        .selectFrom('private_apps')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('id', '=', params.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      const revokedAt = row.revoked_at ?? nowIso();
      await deps.db.updateTable('private_apps').set({ revoked_at: revokedAt }).where('id', '=', row.id).execute();
      return { data: recordOf(privateApp, { ...row, revoked_at: revokedAt }) };
    }),
});
