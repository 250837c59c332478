/** SPEC §7 /redis-publish on the app origin, plus job status and download for the merchant. */
import type { FastifyInstance } from 'fastify';
import { jobContract as jobRoutes } from '../../../resources/job/job.contract';
import type { Channel } from '../../../resources/job/job.schema';
import { OrderExportParams } from '../../../resources/order/order.schema';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors';
import { englishMessages, serve } from '../../lib/serve';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { PermanentJobError, type JobHandler } from '../../jobs/queue';
import type { Db } from '../../db';
import { check } from '../../lib/serve';
import type { EmbeddedObjectStore } from '../../storage/objectStore';
import { clearPrefix } from '../../storage/clearPrefix';
import { openStoreClient, withStoreClient } from '../../storage/storeClient';
import { readObject } from '../../storage/objectFiles';
import { EXPORT_PREFIX, TEMPLATE_PREFIX } from '../../storage/s3Proxy';
import type { Selectable } from 'kysely';
import type { JobFileTable } from '../../db/schema';
import type { StorageConfig } from '../../storage/storage.config';
import { cleanDue } from '../../lib/shopLifecycle';
import { toJob } from '../../lib/jobAnswer';

/** Channels whose params are checked when published: a bad date is a 400 now, not a failed job later. */
const CHANNEL_PARAMS: Partial<Record<Channel, z.ZodType>> = { 'EXPORT-ORDER': OrderExportParams };

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db, queue } = deps;
  // Read when a job runs: the storage module decorates the app after this one.
  store.current = () => (app.hasDecorator('objectStore') ? app.objectStore : null);

  serve(app, deps, jobRoutes.publish, async ({ query, body, user, reply }) => {
    // A deleted shop can still be cleaned by its owner; any other shop id is 404.
    const shop = await db
      .selectFrom('shops')
      .select(['id', 'deleted', 'delete_at'])
      .where('id', '=', body.shop_id)
      .where('owner_id', '=', user.id)
      .executeTakeFirst();
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
    const row = await db
      .selectFrom('jobs')
      .selectAll()
      .where('id', '=', params.job_id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return { data: toJob(row) };
  });

  serve(app, deps, jobRoutes.download, async ({ params, shopId, reply }) => {
    const file = await db
      .selectFrom('job_files')
      .selectAll()
      .where('job_id', '=', params.job_id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (!file) throw notFound();
    const content = await fileContent(file, deps.config.storage);
    if (content === null) throw notFound();
    reply.header('content-type', file.content_type);
    reply.header('content-disposition', `attachment; filename="${file.name.replace(/"/g, '')}"`);
    return content;
  });
}

/** A job's file as sent: its text, its bytes, or a stream of the object it lives in (null when that is gone). */
async function fileContent(file: Selectable<JobFileTable>, storage: StorageConfig | undefined) {
  if (file.encoding === 'base64') return Buffer.from(file.content, 'base64');
  if (!file.object_key) return file.content;
  const session = await openStoreClient(storage, store.current());
  if (!session) return null;
  try {
    const body = await readObject(session.client, session.bucket, file.object_key);
    body.once('close', () => void session.close());
    return body;
  } catch {
    await session.close();
    return null;
  }
}

/** The embedded store, when this process serves one (the web process); otherwise CLEAN-SHOP opens the configured store itself. */
const store: { current: () => EmbeddedObjectStore | null } = { current: () => null };

/**
 * SPEC §4 CLEAN-SHOP: a deleted shop at delete_at, or any shop one day (the deletion phase)
 * after expired_at. Idempotent: the objects go first (again on a retry), then every module's
 * shop tables, its keys and the shop in one transaction; a worker that dies mid-job leaves
 * its lease to run out and the job runs again from the start.
 */
const cleanShop =
  (db: Db, shopTables: readonly string[], storage: StorageConfig | undefined): JobHandler =>
  async (job) => {
    const shop = await db
      .selectFrom('shops')
      .select(['id', 'owner_id', 'deleted', 'delete_at', 'expired_at'])
      .where('id', '=', job.shop_id)
      .executeTakeFirst();
    if (!shop) return { cleared: false, reason: 'already cleared' };
    if (!cleanDue(shop, Date.now())) throw new PermanentJobError('The shop is not due for clearing');
    // The web process's embedded store, or the configured one (a worker process, a real bucket).
    // Media under <owner>/<shop>/; theme template files under themes/<shop>/ (gateway/modules/theme/template.files.ts);
    // data downloads under exports/<shop>/ (EXPORT-SHOP).
    const objects =
      (await withStoreClient(
        storage,
        store.current(),
        async (client, bucket) =>
          (await clearPrefix(client, bucket, `${shop.owner_id}/${shop.id}/`)) +
          (await clearPrefix(client, bucket, `${TEMPLATE_PREFIX}${shop.id}/`)) +
          (await clearPrefix(client, bucket, `${EXPORT_PREFIX}${shop.id}/`)),
      )) ?? 0;
    await db.transaction().execute(async (trx) => {
      for (const table of new Set(shopTables))
        await trx
          .deleteFrom(table as 'job_files')
          .where('shop_id', '=', shop.id)
          .execute();
      await trx.deleteFrom('key_values').where('key', 'like', `%:${shop.id}`).execute();
      await trx.deleteFrom('shops').where('id', '=', shop.id).execute();
    });
    return { cleared: true, objects };
  };

export const jobsModule = defineModule({
  name: 'jobs',
  // Issue 28: a cleared shop's kept answers (Idempotency-Key) go with it, not 24 hours later.
  shopTables: ['job_files', 'idempotency_keys'],
  jobs: (deps) => ({ 'CLEAN-SHOP': cleanShop(deps.db, deps.shopTables, deps.config.storage) }),
  routes,
});
