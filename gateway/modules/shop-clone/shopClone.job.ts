/**
 * CLONE-SHOP: copies the parts of a clone (shop_clones) into its new shop, one part per
 * transaction together with the record of what it added, so a job run again (a retry, a
 * worker that died) goes on with the parts not yet done and creates nothing twice. Undo, for
 * 24 hours, removes what the parts added and puts back what they replaced; the shop stays.
 */
import type { Selectable } from 'kysely';
import type { ShopClone } from '../../../resources/shop/shopClone.schema';
import type { ClonePart } from '../../../resources/shop/shopClone.parts';
import type { GatewayConfig } from '../../config';
import type { Db } from '../../db';
import { PermanentJobError, type JobHandler } from '../../jobs/queue';
import { GatewayError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { clearTemplateCache } from '../../mail/templateStore';
import {
  copyMenus,
  copyPages,
  copySettings,
  emptyResult,
  type CloneContext,
  type CopierTable,
  type PartResult,
} from './shopClone.copy';
import type { ShopCloneTable } from './shopClone.tables';
import { copyCloneCatalogue, removeCopiedMedia, undoCloneCatalogue } from './shopClone.catalogue';
import { copyTheme, liveApp, withTemplateStore } from './shopClone.theme';

export const CLONE_CHANNEL = 'CLONE-SHOP';

const liveStore = () => {
  const app = liveApp.current;
  return app?.hasDecorator('objectStore') ? app.objectStore : null;
};
const rateOf = (rate: unknown) => (typeof rate === 'number' ? rate : null);

/** The order parts run in: what others point at first. */
const ORDER: ClonePart[] = ['pages', 'catalogue', 'settings', 'menus', 'theme'];

type CloneRow = Selectable<ShopCloneTable>;
const doneOf = (row: CloneRow) => JSON.parse(row.done) as Partial<Record<ClonePart, PartResult>>;

/** The clone as answered: its job's status and progress, and each part's report. */
export async function toClone(db: Db, row: CloneRow): Promise<ShopClone> {
  const [job, source] = await Promise.all([
    db.selectFrom('jobs').select(['status', 'progress']).where('id', '=', row.job_id).executeTakeFirst(),
    db.selectFrom('shops').select('name').where('id', '=', row.source_id).executeTakeFirst(),
  ]);
  const report: ShopClone['report'] = {};
  for (const [part, r] of Object.entries(doneOf(row)) as [ClonePart, PartResult][])
    report[part] = { counts: r.counts, skipped: r.skipped, secrets_to_enter: r.secrets_to_enter };
  const status = row.undone_at ? 'undone' : ((job?.status ?? 'failed') as ShopClone['status']);
  return {
    id: row.id,
    shop_id: row.shop_id,
    source_id: row.source_id,
    source_name: source?.name ?? '',
    parts: JSON.parse(row.parts) as ClonePart[],
    job_id: row.job_id,
    status,
    progress: Number(job?.progress ?? 0),
    report,
    created_at: row.created_at,
    undo_until: row.expires_at,
    undone_at: row.undone_at,
  };
}

export const cloneJob =
  (db: Db, config: GatewayConfig): JobHandler =>
  async (job, ctx) => {
    const row = await db
      .selectFrom('shop_clones')
      .selectAll()
      .where('id', '=', String(job.payload.clone_id ?? ''))
      .where('shop_id', '=', job.shop_id)
      .executeTakeFirst();
    if (!row || row.undone_at) throw new PermanentJobError('No clone to run for this shop');
    // Both shops the clone's merchant's, still there (the start checked it; a shop may have gone since).
    const shops = await db
      .selectFrom('shops')
      .selectAll()
      .where('id', 'in', [row.shop_id, row.source_id])
      .where('owner_id', '=', row.user_id)
      .where('deleted', '=', 0)
      .execute();
    const source = shops.find((s) => s.id === row.source_id);
    const target = shops.find((s) => s.id === row.shop_id);
    if (!source || !target) throw new PermanentJobError('The shop or its source is gone');
    const wanted = JSON.parse(row.parts) as ClonePart[];
    const parts = ORDER.filter((p) => wanted.includes(p));
    await withTemplateStore(db, config, async (store) => {
      const theme = copyTheme(store);
      const copiers: CopierTable = {
        settings: copySettings,
        pages: copyPages,
        menus: copyMenus,
        theme: theme.copy,
      };
      const catalogue = () =>
        copyCloneCatalogue(
          { db, storage: config.storage, liveStore: () => liveStore() },
          { cloneId: row.id, userId: row.user_id, source, target, rate: rateOf(job.payload.rate) },
        );
      for (const [index, part] of parts.entries()) {
        const done = doneOf(
          await db.selectFrom('shop_clones').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow(),
        );
        if (done[part]) continue;
        const idMap = new Map(Object.values(done).flatMap((r) => Object.entries(r?.ids ?? {})));
        const base = { cloneId: row.id, source, target, idMap };
        if (part === 'theme') await theme.prepare({ ...base, trx: db });
        // The catalogue copies in transactions of its own, before its record (shopClone.catalogue.ts says why).
        const copied = part === 'catalogue' ? await catalogue() : undefined;
        await db.transaction().execute(async (trx) => {
          const context: CloneContext = { ...base, trx };
          const result = copied ?? emptyResult();
          const copier = copiers[part];
          if (copier) await copier(context, result);
          else if (!copied) result.skipped[part] = 1;
          // Only this run writes the clone's record; read again so a part never overwrites another.
          const fresh = await trx
            .selectFrom('shop_clones')
            .select('done')
            .where('id', '=', row.id)
            .executeTakeFirstOrThrow();
          const next = { ...(JSON.parse(fresh.done) as object), [part]: result };
          await trx
            .updateTable('shop_clones')
            .set({ done: JSON.stringify(next) })
            .where('id', '=', row.id)
            .execute();
        });
        await ctx.progress(((index + 1) / parts.length) * 100);
      }
    });
    return { clone_id: row.id, parts };
  };

/** Removes what the clone added and puts back what it replaced; once, within its 24 hours, after its job. */
export async function undoClone(db: Db, config: GatewayConfig, shopId: string) {
  const row = await db.selectFrom('shop_clones').selectAll().where('shop_id', '=', shopId).executeTakeFirst();
  if (!row) throw notFound();
  const job = await db.selectFrom('jobs').select('status').where('id', '=', row.job_id).executeTakeFirst();
  if (job && (job.status === 'queued' || job.status === 'running'))
    throw new GatewayError(409, 'The copy is still running', { code: 'shop.clone.running' });
  const at = nowIso();
  let removed = 0;
  const objects = await db.transaction().execute(async (trx) => {
    // Claimed with a conditional update: two undo clicks remove once.
    const claimed = await trx
      .updateTable('shop_clones')
      .set({ undone_at: at })
      .where('id', '=', row.id)
      .where('undone_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1)
      throw new GatewayError(400, 'This copy can no longer be undone', { code: 'shop.clone.undo_expired' });
    const results = Object.values(doneOf(row)).reverse() as PartResult[];
    for (const result of results) {
      if (result.runs) removed += await undoCloneCatalogue(trx, row.source_id, result.runs);
      for (const [table, ids] of Object.entries(result.added)) {
        for (let i = 0; i < ids.length; i += 300) {
          const part = ids.slice(i, i + 300);
          const gone = await trx
            .deleteFrom(table as 'pages')
            .where('shop_id', '=', shopId)
            .where('id', 'in', part)
            .executeTakeFirst();
          removed += Number(gone.numDeletedRows);
        }
      }
      for (const before of [...result.before].reverse()) {
        if (before.kind === 'settings')
          await trx.updateTable('shops').set({ settings: before.value }).where('id', '=', shopId).execute();
        else if (before.kind === 'key') {
          await trx.deleteFrom('key_values').where('key', '=', before.key).execute();
          if (before.value !== null)
            await trx.insertInto('key_values').values({ key: before.key, value: before.value }).execute();
        } else {
          const table = before.table as 'shop_headers';
          await trx
            .deleteFrom(table)
            .where(before.column as 'shop_id', '=', before.value)
            .where('shop_id', '=', shopId)
            .execute();
          if (before.rows.length)
            await trx
              .insertInto(table)
              .values(before.rows as never)
              .execute();
        }
      }
    }
    await clearTemplateCache(trx, shopId);
    return { prefixes: results.flatMap((r) => r.objects), media: results.flatMap((r) => r.media ?? []) };
  });
  // The theme files and copied images go after the rows: no row is left pointing at missing files.
  await withTemplateStore(db, config, async (store) => {
    for (const prefix of objects.prefixes) await store.remove((await store.list(prefix)).map((o) => o.key));
  });
  if (objects.media.length) await removeCopiedMedia(config.storage, liveStore(), objects.media);
  const answer = await db.selectFrom('shop_clones').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  return { ...(await toClone(db, answer)), removed };
}
