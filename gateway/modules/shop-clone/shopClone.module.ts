/**
 * A new shop from another of the merchant's shops (issue 26 item 4): the start, the clone's
 * progress and report, the undo; the CLONE-SHOP job copies (shopClone.job.ts). Both shops
 * are the signed-in merchant's: another merchant's shop is a 404, as a shop never seen.
 */
import type { FastifyInstance } from 'fastify';
import { shopCloneContract as routes } from '../../../resources/shop/shopClone.contract';
import { CLONE_UNDO_HOURS } from '../../../resources/shop/shopClone.parts';
import { badRequest, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { englishMessages, ownedShop, serve } from '../../lib/serve';
import { isUniqueViolation } from '../../lib/text';
import { CLONE_CHANNEL, cloneJob, toClone, undoClone } from './shopClone.job';
import { shopCloneMigrations } from './shopClone.tables';
import { liveApp } from './shopClone.theme';

function cloneRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const { db, queue, config } = deps;
  // The embedded object store is read when a job runs: the storage module decorates the app later.
  liveApp.current = app;
  const cloneOf = (shopId: string) =>
    db.selectFrom('shop_clones').selectAll().where('shop_id', '=', shopId).executeTakeFirst();

  serve(app, deps, routes.start, async ({ body, user, shopId, reply }) => {
    const target = await ownedShop(db, user.id, shopId);
    reply.code(202);
    // Once per shop: a retried start (or a second tab) answers the clone already made.
    const existing = await cloneOf(target.id);
    if (existing) return { data: await toClone(db, existing) };
    if (body.source_id === target.id) {
      const errors = { source_id: { message: 'app.validation.invalid' } };
      throw badRequest(errors, englishMessages(errors));
    }
    const source = await ownedShop(db, user.id, body.source_id).catch(() => {
      throw notFound();
    });
    // The catalogue's prices need a rate into another currency, as a copy to other shops does.
    const otherCurrency = source.currency.toUpperCase() !== target.currency.toUpperCase();
    if (body.parts.includes('catalogue') && otherCurrency && body.rate === null) {
      const errors = { rate: { message: 'app.validation.required' } };
      throw badRequest(errors, englishMessages(errors));
    }
    const at = nowIso();
    const row = {
      id: newId(),
      shop_id: target.id,
      source_id: source.id,
      user_id: user.id,
      parts: JSON.stringify(body.parts),
      job_id: '',
      done: '{}',
      created_at: at,
      expires_at: new Date(Date.parse(at) + CLONE_UNDO_HOURS * 3_600_000).toISOString(),
      undone_at: null,
    };
    try {
      await db.insertInto('shop_clones').values(row).execute();
    } catch (error) {
      const raced = isUniqueViolation(error) ? await cloneOf(target.id) : undefined;
      if (!raced) throw error;
      return { data: await toClone(db, raced) };
    }
    const job = await queue.publish(CLONE_CHANNEL, target.id, user.id, {
      clone_id: row.id,
      rate: otherCurrency ? body.rate : null,
    });
    await db.updateTable('shop_clones').set({ job_id: job.id }).where('id', '=', row.id).execute();
    return { data: await toClone(db, { ...row, job_id: job.id }) };
  });

  serve(app, deps, routes.get, async ({ shopId }) => {
    const row = await cloneOf(shopId);
    return { data: row ? await toClone(db, row) : null };
  });

  serve(app, deps, routes.undo, async ({ shopId }) => ({ data: await undoClone(db, config, shopId) }));
}

export const shopCloneModule = defineModule({
  name: 'shop-clone',
  migrations: shopCloneMigrations,
  shopTables: ['shop_clones'],
  jobs: (deps) => ({ [CLONE_CHANNEL]: cloneJob(deps.db, deps.config) }),
  routes: cloneRoutes,
});
