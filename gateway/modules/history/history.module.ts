/**
 * Issue 27: the versions the generic write paths keep (gateway/lib/history.ts), read per
 * record, and restored through the record's own update call, so a restore passes the same
 * rules and the same version check as an edit (409 when the record has moved on).
 */
import type { FastifyInstance } from 'fastify';
import './history.tables';
import { historyContract as historyRoutes } from '../../../resources/history/history.contract';
import { fillPath } from '../../../core/route';
import { GatewayError, notFound } from '../../lib/errors';
import { createVersionsTable, RESTORE_HEADER, RESTORE_MARK, restorerOf } from '../../lib/history';
import { json } from '../../lib/json';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { serve } from '../../lib/serve';

/** What a GatewayError answer carries beside its own keys (errorAnswer adds those again). */
const extraOf = (answer: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(answer).filter(([k]) => !['statusCode', 'error', 'message'].includes(k)));

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  const versionsOf = (shopId: string, resource: string, recordId: string) =>
    db
      .selectFrom('record_versions')
      .where('shop_id', '=', shopId)
      .where('resource', '=', resource)
      .where('record_id', '=', recordId);

  serve(app, deps, historyRoutes.list, async ({ params, query, shopId }) => {
    const base = versionsOf(shopId, params.resource, params.record_id);
    const { total } = await base
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    // Another shop's record, or one never written through the API: not found.
    if (!Number(total)) throw notFound();
    const rows = await base
      .selectAll()
      .orderBy('version', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    const versions = rows.map((r) => ({
      version: Number(r.version),
      action: r.action as 'create' | 'update' | 'delete' | 'restore',
      author: { id: r.author_id, name: r.author_name },
      source: r.source,
      at: r.at,
      state: json<Record<string, unknown> | null>(r.state, null),
    }));
    return { data: { versions, total: Number(total), page: query.page, limit: query.limit } };
  });

  serve(app, deps, historyRoutes.restore, async ({ params, body, shopId, req }) => {
    const row = await versionsOf(shopId, params.resource, params.record_id)
      .select('state')
      .where('version', '=', params.version)
      .executeTakeFirst();
    const restorer = restorerOf(params.resource);
    const state = row && json<Record<string, unknown> | null>(row.state, null);
    if (!state || !restorer) throw notFound();
    // The record's own update call, as the merchant (same token, same screen), marked a restore.
    const answer = await app.inject({
      method: restorer.route.method,
      url: fillPath(restorer.route.path, { shop: shopId, ...restorer.params(state) }),
      headers: {
        authorization: req.headers.authorization ?? '',
        'content-type': 'application/json',
        [RESTORE_HEADER]: RESTORE_MARK,
        ...(typeof req.headers['x-source'] === 'string' ? { 'x-source': req.headers['x-source'] } : {}),
      },
      payload: JSON.stringify({ ...restorer.body(state), version: body.version }),
    });
    const answered = answer.json<Record<string, unknown>>();
    if (answer.statusCode >= 400) {
      throw new GatewayError(answer.statusCode, String(answered.message ?? 'Error'), extraOf(answered));
    }
    return answered as { data: Record<string, unknown> };
  });
}

export const historyModule = defineModule({
  name: 'history',
  // CLEAN-SHOP empties a shop's history with its records.
  shopTables: ['record_versions'],
  migrations: { '20261228_history_record_versions': { up: createVersionsTable } },
  routes,
});
