/** SPEC §7 /redis-publish on the app origin, plus job status and download for the merchant. */
import type { FastifyInstance } from 'fastify';
import { jobRoutes } from '../../../resources/job/job.routes';
import type { Channel, Job } from '../../../resources/job/job.schema';
import { OrderExportParams } from '../../../resources/order/order.schema';
import type { z } from 'zod';
import type { JobTable } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { englishMessages, serve } from '../../lib/serve';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { PermanentJobError, type JobHandler } from '../../jobs/queue';
import type { Db } from '../../db';
import { check } from '../../lib/serve';

export function toJob(row: JobTable): Job {
  return {
    id: row.id, channel: row.channel as Job['channel'], shop_id: row.shop_id, status: row.status as Job['status'],
    progress: row.progress, result: row.result ? (JSON.parse(row.result) as Record<string, unknown>) : null,
    error: row.error, attempts: row.attempts, created_at: row.created_at, started_at: row.started_at,
    finished_at: row.finished_at,
  };
}

/** Channels whose params are checked when published: a bad date is a 400 now, not a failed job later. */
const CHANNEL_PARAMS: Partial<Record<Channel, z.ZodType>> = { 'EXPORT-ORDER': OrderExportParams };


function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db, queue } = deps;

  serve(app, deps, jobRoutes.publish, async ({ query, body, user, reply }) => {
    // A deleted shop can still be cleaned by its owner; any other shop id is 404.
    const shop = await db.selectFrom('shops').select(['id', 'deleted', 'delete_at'])
      .where('id', '=', body.shop_id).where('owner_id', '=', user.id).executeTakeFirst();
    if (!shop || (shop.deleted && query.channel !== 'CLEAN-SHOP')) throw notFound();
    if (body.user_id !== user.id) {
      const errors = { user_id: { message: 'app.validation.invalid' } };
      throw badRequest(errors, englishMessages(errors));
    }
    const { shop_id: _s, user_id: _u, ...params } = body;
    const schema = CHANNEL_PARAMS[query.channel];
    if (schema) check(schema, params);
    const runAt = query.channel === 'CLEAN-SHOP' && shop.delete_at ? new Date(shop.delete_at) : undefined;
    const job = await queue.publish(query.channel, shop.id, user.id, params, runAt);
    reply.code(202);
    return { data: toJob(job) };
  });

  serve(app, deps, jobRoutes.list, async ({ query, shopId }) => {
    let q = db.selectFrom('jobs').selectAll().where('shop_id', '=', shopId);
    if (query.channel) q = q.where('channel', '=', query.channel);
    const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
    return { data: { jobs: rows.map(toJob), total: rows.length } };
  });

  serve(app, deps, jobRoutes.get, async ({ params, shopId }) => {
    const row = await db.selectFrom('jobs').selectAll().where('id', '=', params.job_id).where('shop_id', '=', shopId).executeTakeFirst();
    if (!row) throw notFound();
    return { data: toJob(row) };
  });

  serve(app, deps, jobRoutes.download, async ({ params, shopId, reply }) => {
    const file = await db.selectFrom('job_files').selectAll().where('job_id', '=', params.job_id).where('shop_id', '=', shopId).executeTakeFirst();
    if (!file) throw notFound();
    reply.header('content-type', file.content_type);
    reply.header('content-disposition', `attachment; filename="${file.name.replace(/"/g, '')}"`);
    return file.content;
  });
}

/** SPEC §4: a deleted shop's data cleared, every module's shop tables and then the shop (idempotent). */
const cleanShop = (db: Db, shopTables: readonly string[]): JobHandler => async (job) => {
  const shop = await db.selectFrom('shops').select(['id', 'deleted']).where('id', '=', job.shop_id).executeTakeFirst();
  if (!shop) return { cleared: false, reason: 'already cleared' };
  if (!shop.deleted) throw new PermanentJobError('The shop is not deleted');
  await db.transaction().execute(async (trx) => {
    for (const table of shopTables) await trx.deleteFrom(table as 'job_files').where('shop_id', '=', shop.id).execute();
    await trx.deleteFrom('shops').where('id', '=', shop.id).execute();
  });
  return { cleared: true };
};

export const jobsModule = defineModule({
  name: 'jobs', shopTables: ['job_files'], jobs: (deps) => ({ 'CLEAN-SHOP': cleanShop(deps.db, deps.shopTables) }), routes,
});
