/**
 * Issue 27 item 4: the shop's activity (every kept version, newest first, filtered and paged
 * here), its CSV (the same filters, keyset pages of the same query) and the people and
 * areas it holds. The versions are the history module's table; this module adds the
 * indexes its filters need.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import './history.tables';
import { activityContract as activityRoutes, type ActivityEntry } from '../../../resources/activity/activity.contract';
import type { MigrationDb } from '../../db/migrationDb';
import { BOM, csvLine } from '../../lib/csv';
import { nowIso } from '../../lib/ids';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { serve } from '../../lib/serve';
import { activityPage, activityPages, filteredVersions, offsetOf } from '../../lib/activity';

export const ACTIVITY_CSV_COLUMNS = [
  'at',
  'shop_time',
  'author',
  'author_id',
  'action',
  'area',
  'record_id',
  'name',
  'version',
  'source',
  'changed',
] as const;

/** `YYYY-MM-DD HH:MM:SS` on the shop's clock. */
const shopTime = (at: string, offsetMinutes: number) =>
  new Date(Date.parse(at) + offsetMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;

  serve(app, deps, activityRoutes.list, async ({ query, shopId, shop }) => {
    const { page, limit, ...filters } = query;
    const base = () => filteredVersions(db, shopId, filters, offsetOf(shop?.timezone));
    return { data: { ...(await activityPage(base, page, limit)), page, limit } };
  });

  serve(app, deps, activityRoutes.export, async ({ query, shopId, shop, reply }) => {
    const offset = offsetOf(shop?.timezone);
    const pages = activityPages(() => filteredVersions(deps.readDb, shopId, query, offset));
    // The first page is read before the answer starts: a failure there is still a JSON error.
    const first = await pages.next();
    const line = (e: ActivityEntry) =>
      csvLine([
        e.at,
        shopTime(e.at, offset),
        e.author.name,
        e.author.id,
        e.action,
        e.resource,
        e.record_id,
        e.name,
        e.version,
        e.source,
        e.changed.join('; '),
      ]);
    // Then a page at a time (1,000 entries), so a whole history never sits in memory as lines.
    async function* body() {
      yield BOM + csvLine([...ACTIVITY_CSV_COLUMNS]);
      for (let page = first; !page.done; page = await pages.next()) yield page.value.map(line).join('');
    }
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="activity-${nowIso().slice(0, 10)}.csv"`);
    return Readable.from(body());
  });

  serve(app, deps, activityRoutes.choices, async ({ shopId }) => {
    const [people, areas] = await Promise.all([
      db
        .selectFrom('record_versions')
        .select(['author_id', 'author_name', (eb) => eb.fn.max('at').as('last')])
        .where('shop_id', '=', shopId)
        .where('author_id', 'is not', null)
        .groupBy(['author_id', 'author_name'])
        .orderBy('last', 'desc')
        .execute(),
      db
        .selectFrom('record_versions')
        .select('resource')
        .distinct()
        .where('shop_id', '=', shopId)
        .orderBy('resource')
        .execute(),
    ]);
    // A person renamed since keeps one entry, under the name of their latest change.
    const authors = new Map<string, string>();
    for (const p of people) if (p.author_id && !authors.has(p.author_id)) authors.set(p.author_id, p.author_name);
    return {
      data: {
        authors: [...authors].map(([id, name]) => ({ id, name })),
        resources: areas.map((a) => a.resource),
      },
    };
  });
}

/** The activity's filters, newest first within each (the (shop_id, at) index is the history module's). */
async function addActivityIndexes(db: MigrationDb): Promise<void> {
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('record_versions').columns(columns).execute();
  await index('record_versions_shop_author_at', ['shop_id', 'author_id', 'at']);
  await index('record_versions_shop_resource_at', ['shop_id', 'resource', 'at']);
  await index('record_versions_shop_record_at', ['shop_id', 'record_id', 'at']);
}

export const activityModule = defineModule({
  name: 'activity',
  migrations: { '20261229_history_activity_indexes': { up: addActivityIndexes } },
  routes,
});
