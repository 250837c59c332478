/**
 * Issue 27 item 3: the shop's Trash. The delete paths keep each deleted record's snapshot
 * (gateway/lib/trash.ts); here the list, the restore (the record and its children back in one
 * transaction, same id, with a history version) and the purge after TRASH_DAYS.
 */
import type { FastifyInstance } from 'fastify';
import './trash.tables';
import './trash.catalogue';
import { trashContract as trashRoutes } from '../../../resources/trash/trash.contract';
import { GatewayError, notFound } from '../../lib/errors';
import { recordVersion } from '../../lib/history';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { serve } from '../../lib/serve';
import { isUniqueViolation } from '../../lib/text';
import { snapshotOf, TRASH_MS, trashHookOf } from '../../lib/trash';
import { createTrashTable } from './trash.tables';
import { ensurePurgeJob, PURGE_CHANNEL, purgeJob, trashCutoff } from './trash.purge';

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;
  // The first purge runs as soon as a worker is up; then every PURGE_EVERY_MS.
  app.addHook('onReady', async () => ensurePurgeJob(db, deps.queue, new Date()));

  serve(app, deps, trashRoutes.list, async ({ query, shopId }) => {
    let base = db.selectFrom('trash_items').where('shop_id', '=', shopId).where('deleted_at', '>=', trashCutoff());
    if (query.area) base = base.where('area', '=', query.area);
    if (query.resource) base = base.where('resource', '=', query.resource);
    const { total } = await base
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .select(['id', 'resource', 'area', 'record_id', 'title', 'author_id', 'author_name', 'deleted_at'])
      .orderBy('deleted_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    const items = rows.map(({ author_id, author_name, ...r }) => ({
      ...r,
      author: { id: author_id, name: author_name },
      expires_at: new Date(Date.parse(r.deleted_at) + TRASH_MS).toISOString(),
    }));
    return { data: { items, total: Number(total), page: query.page, limit: query.limit } };
  });

  serve(app, deps, trashRoutes.restore, async ({ params, body, shopId }) => {
    try {
      return await db.transaction().execute(async (trx) => {
        const item = await trx
          .selectFrom('trash_items')
          .selectAll()
          .where('shop_id', '=', shopId)
          .where('id', '=', params.trash_id)
          .where('deleted_at', '>=', trashCutoff())
          .executeTakeFirst();
        const hook = item && trashHookOf(item.resource);
        if (!item || !hook) throw notFound();
        // Two restores of one item at once: the one that removes it restores it.
        const gone = await trx.deleteFrom('trash_items').where('id', '=', item.id).executeTakeFirst();
        if (!Number(gone.numDeletedRows)) throw notFound();
        const state = await hook.restore(trx, shopId, snapshotOf(item.snapshot), body);
        await recordVersion(trx, {
          shopId,
          resource: item.resource,
          recordId: item.record_id,
          action: 'restore',
          state,
        });
        return { data: { resource: item.resource, record_id: item.record_id } };
      });
    } catch (error) {
      // A unique value no hook checks (a key, a name) taken meanwhile: nothing was written.
      if (isUniqueViolation(error)) {
        throw new GatewayError(409, 'Another record now uses one of its values.', { code: 'trash.clash' });
      }
      throw error;
    }
  });
}

export const trashModule = defineModule({
  name: 'trash',
  // CLEAN-SHOP empties a shop's trash with its records.
  shopTables: ['trash_items'],
  migrations: { '20261229_trash_items': { up: createTrashTable } },
  jobs: (deps) => ({ [PURGE_CHANNEL]: purgeJob(deps.db, deps.queue) }),
  routes,
});
