/**
 * SPEC §7 Feed: GET and DELETE the shop's product feed; the feed is written by the job on
 * channel GEN-FEED-PRODUCT (published with POST /redis-publish on the app's own origin)
 * and downloaded through the job's file route.
 */
import type { FastifyInstance } from 'fastify';
import { feedContract as feedRoutes } from '../../../resources/feed/feed.contract';
import { jobContract as jobRoutes } from '../../../resources/job/job.contract';
import { fillPath } from '../../../core/route';
import type { Db } from '../../db';
import { PermanentJobError, type JobHandler } from '../../jobs/queue';
import { keptWrite } from '../../lib/history';
import { nowIso } from '../../lib/ids';
import { serve } from '../../lib/serve';
import './feed.tables';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { toJob } from '../../lib/jobAnswer';
import { FEED_TAIL, feedHead, feedItems, type FeedShop } from './feed.xml';

export const FEED_CHANNEL = 'GEN-FEED-PRODUCT';
const PAGE = 500;

/** The storefront: the public domain, else the private one (`<handle>.localhost:<port>`). */
function storefront(shop: { public_domain: string | null; handle: string }, port: number): string {
  const domain = shop.public_domain?.trim().replace(/\/+$/, '');
  if (domain) return /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
  return `http://${shop.handle}.localhost:${port}`;
}

/** The worker of GEN-FEED-PRODUCT: every active product, page by page, then one file. */
export function feedJobHandler(db: Db, port: number): JobHandler {
  return async (job, ctx) => {
    const shop = await db
      .selectFrom('shops')
      .select(['id', 'name', 'currency', 'handle', 'public_domain', 'deleted'])
      .where('id', '=', job.shop_id)
      .executeTakeFirst();
    if (!shop || shop.deleted) throw new PermanentJobError('The shop does not exist');
    const feedShop: FeedShop = { name: shop.name, currency: shop.currency, storeUrl: storefront(shop, port) };
    const active = db.selectFrom('products').where('shop_id', '=', shop.id).where('status', '=', 'active');
    const { total } = await active
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    const parts = [feedHead(feedShop)];
    let items = 0;
    let done = 0;
    // Keyset pages by id: a product added meanwhile never shifts a page.
    for (let after = ''; ;) {
      const rows = await active.selectAll().where('id', '>', after).orderBy('id').limit(PAGE).execute();
      if (!rows.length) break;
      for (const row of rows) {
        const xml = feedItems(row, feedShop);
        items += xml.length;
        parts.push(...xml);
      }
      done += rows.length;
      after = rows[rows.length - 1].id;
      await ctx.progress((done / Math.max(1, Number(total))) * 95);
    }
    parts.push(FEED_TAIL);
    await ctx.writeFile('products.xml', 'application/xml', parts.join(''));
    const url = fillPath(jobRoutes.download.path, { shop: shop.id, job_id: job.id });
    const feed = { shop_id: shop.id, job_id: job.id, url, items, generated_at: nowIso() };
    // Issue 27: the shop's feed (one record, named by the shop's id) kept as a version with its write.
    await keptWrite(
      db,
      { shopId: shop.id, resource: 'feeds', recordId: shop.id, action: 'update' },
      (trx) =>
        trx
          .insertInto('feeds')
          .values(feed)
          .onConflict((oc) =>
            oc.column('shop_id').doUpdateSet({ job_id: feed.job_id, url, items, generated_at: feed.generated_at }),
          )
          .execute(),
      async () => feed,
    );
    return { items, url };
  };
}

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;

  serve(app, deps, feedRoutes.get, async ({ shopId }) => {
    const feed = await db
      .selectFrom('feeds')
      .select(['url', 'items', 'generated_at', 'job_id'])
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    const job = await db
      .selectFrom('jobs')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('channel', '=', FEED_CHANNEL)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return { data: { feed: feed ?? null, job: job ? toJob(job) : null } };
  });

  serve(app, deps, feedRoutes.delete, async ({ shopId }) => {
    const feed = await db.selectFrom('feeds').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
    if (feed) {
      await keptWrite(
        db,
        { shopId, resource: 'feeds', recordId: shopId, action: 'delete' },
        async (trx) => {
          await trx.deleteFrom('job_files').where('job_id', '=', feed.job_id).where('shop_id', '=', shopId).execute();
          await trx.deleteFrom('feeds').where('shop_id', '=', shopId).execute();
        },
        async () => feed,
      );
    }
    return { data: { deleted: Boolean(feed) } };
  });
}

export const feedModule = defineModule({
  name: 'feed',
  shopTables: ['feeds'],
  jobs: (deps) => ({ [FEED_CHANNEL]: feedJobHandler(deps.db, deps.config.port) }),
  routes,
});
