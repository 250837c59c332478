/**
 * The active theme of the source shop brought into the new one: its layout (published there,
 * the new shop's own published layout kept unpublished for an undo), its header, and its
 * files (saved and original versions) copied in the object store under the new shop's
 * prefix. The files are written before the transaction under the layout's derived id, so a
 * retried job writes the same keys again and the row never points at missing files.
 */
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../../config';
import type { Db } from '../../db';
import { nowIso } from '../../lib/ids';
import { layoutPrefix } from '../theme/template.files';
import { dbTemplateStore, s3TemplateStore, type TemplateStore } from '../theme/templateStore';
import { openStoreClient } from '../../storage/storeClient';
import { copyId, replaceRows, type CloneContext, type PartCopier } from './shopClone.copy';

/** The versions a new shop needs: what the storefront shows and the theme's original (recover). */
const VERSIONS = ['saved', 'original'] as const;

/** The web process's app (its embedded store), set when the routes are registered; a worker has none. */
export const liveApp: { current: FastifyInstance | null } = { current: null };

/**
 * Runs with the template store of this process: the web process's embedded store, the
 * configured one (a worker opens it, s3rver included), or the table stand-in without any.
 */
export async function withTemplateStore<T>(db: Db, config: GatewayConfig, run: (store: TemplateStore) => Promise<T>) {
  const app = liveApp.current;
  const live = app?.hasDecorator('objectStore') ? app.objectStore : null;
  const session = config.storage ? await openStoreClient(config.storage, live) : null;
  if (!session) return run(dbTemplateStore(db));
  try {
    return await run(s3TemplateStore(() => session.client, session.bucket));
  } finally {
    await session.close();
  }
}

/** Copies every file of the layout's versions; answers how many. */
async function copyFiles(store: TemplateStore, from: string, to: string) {
  let files = 0;
  for (const version of VERSIONS) {
    const objects = await store.list(`${from}${version}/`);
    for (let i = 0; i < objects.length; i += 8) {
      await Promise.all(
        objects.slice(i, i + 8).map(async (o) => {
          const body = await store.get(o.key);
          if (body !== undefined) await store.put(`${to}${o.key.slice(from.length)}`, body);
        }),
      );
    }
    if (version === 'saved') files = objects.length;
  }
  return files;
}

/** The theme part of one job run: files first (outside the transaction), then the rows. */
export function copyTheme(store: TemplateStore): { prepare: (ctx: CloneContext) => Promise<void>; copy: PartCopier } {
  // Counted while copying: the store is not read inside the transaction (SQLite's one connection).
  let files = 0;
  const mainOf = (ctx: CloneContext) =>
    ctx.trx
      .selectFrom('theme_layouts')
      .selectAll()
      .where('shop_id', '=', ctx.source.id)
      .where('role', '=', 'main')
      .executeTakeFirst();
  return {
    // Runs on the job's database before the part's transaction.
    prepare: async (ctx) => {
      const main = await mainOf(ctx);
      if (!main) return;
      const id = copyId(ctx.cloneId, main.id);
      files = await copyFiles(store, layoutPrefix(ctx.source.id, main.id), layoutPrefix(ctx.target.id, id));
    },
    copy: async (ctx, result) => {
      const { trx, target } = ctx;
      const main = await mainOf(ctx);
      if (main) {
        const id = copyId(ctx.cloneId, main.id);
        const at = nowIso();
        // The new shop's published layout (a default one, if it was ever opened) steps aside.
        const current = await trx
          .selectFrom('theme_layouts')
          .selectAll()
          .where('shop_id', '=', target.id)
          .where('role', '=', 'main')
          .execute();
        for (const row of current) {
          result.before.push({ kind: 'rows', table: 'theme_layouts', column: 'id', value: row.id, rows: [row] });
          await trx.updateTable('theme_layouts').set({ role: 'unpublished' }).where('id', '=', row.id).execute();
        }
        await trx
          .insertInto('theme_layouts')
          .values({ ...main, id, shop_id: target.id, version: 0, created_at: at, updated_at: at })
          .execute();
        (result.added.theme_layouts ??= []).push(id);
        result.objects.push(layoutPrefix(target.id, id));
        result.counts.theme_layouts = 1;
        result.counts.theme_files = files;
      }
      const header = await trx.selectFrom('shop_headers').selectAll().where('shop_id', '=', ctx.source.id).execute();
      await replaceRows(ctx, result, 'shop_headers', 'shop_id', header);
    },
  };
}
