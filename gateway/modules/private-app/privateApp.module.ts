/**
 * Private apps: create (the token is answered once and stored as a hash), list, revoke.
 * Only the signed-in merchant manages them: an app's own token cannot (privateAppAuth.ts
 * grants no scope on these routes).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import { privateAppContract as privateAppRoutes } from '../../../resources/private-app/privateApp.contract';
import { APP_TOKEN_PREFIX, type PrivateApp } from '../../../resources/private-app/privateApp.schema';
import { notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { hashAppToken } from '../../lib/privateAppAuth';
import { serve } from '../../lib/serve';
import { json } from '../../lib/json';
import type { PrivateAppTable } from '../../db/schema';

const toApp = (row: Selectable<PrivateAppTable>): PrivateApp => ({
  id: row.id,
  shop_id: row.shop_id,
  name: row.name,
  scopes: json(row.scopes, []),
  token_hint: row.token_hint,
  revoked_at: row.revoked_at,
  created_at: row.created_at,
});

function privateAppRoutesOf(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;

  serve(app, deps, privateAppRoutes.list, async ({ query, shopId }) => {
    const q = db.selectFrom('private_apps').where('shop_id', '=', shopId);
    const { total } = await q.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    const rows = await q
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    return { data: { private_apps: rows.map(toApp), total: Number(total), page: query.page, limit: query.limit } };
  });

  serve(app, deps, privateAppRoutes.create, async ({ body, shopId, user }) => {
    const token = `${APP_TOKEN_PREFIX}${randomBytes(24).toString('hex')}`;
    const row = {
      id: newId(),
      shop_id: shopId,
      owner_id: user.id,
      name: body.name,
      scopes: JSON.stringify([...new Set(body.scopes)]),
      token_hash: hashAppToken(token),
      token_hint: token.slice(0, APP_TOKEN_PREFIX.length + 4),
      revoked_at: null,
      created_at: nowIso(),
    };
    await db.insertInto('private_apps').values(row).execute();
    return { data: { ...toApp(row), access_token: token } };
  });

  serve(app, deps, privateAppRoutes.revoke, async ({ params, shopId }) => {
    const row = await db
      .selectFrom('private_apps')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!row) throw notFound();
    const revokedAt = row.revoked_at ?? nowIso();
    await db.updateTable('private_apps').set({ revoked_at: revokedAt }).where('id', '=', row.id).execute();
    return { data: toApp({ ...row, revoked_at: revokedAt }) };
  });
}

export const privateAppModule = defineModule({
  name: 'private-app',
  shopTables: ['private_apps'],
  routes: privateAppRoutesOf,
});
