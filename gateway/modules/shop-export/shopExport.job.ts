/**
 * EXPORT-SHOP (issue 28 item 6): the merchant's own copy of the shop, as one ZIP made on disk
 * and kept in the object store (exports/<shop>/<job>.zip, never public) or, without a store,
 * with the job. In it: the modules' spreadsheets (CSV), every other shop table as JSON, the
 * shop and its settings (shop.json), its media and theme files, and manifest.json listing
 * every file with its size, SHA-256 and row count. Secrets never enter it (shopData.rows.ts).
 */
import { rm, stat, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Selectable } from 'kysely';
import type { Db } from '../../db';
import type { ShopTable } from '../../db/schema';
import type { JobContext, JobHandler } from '../../jobs/queue';
import { BOM, csvLine } from '../../lib/csv';
import { nowIso } from '../../lib/ids';
import type { ShopSheet } from '../../lib/module';
import { ZipFile, type ZipEntry } from '../../lib/zipFile';
import { listObjects, putFile, readObject } from '../../storage/objectFiles';
import { EXPORT_PREFIX, TEMPLATE_PREFIX } from '../../storage/s3Proxy';
import type { StoreSession } from '../../storage/storeClient';
import { cleanValue, NOT_EXPORTED, shopSettings, writeTableJson } from './shopData.rows';

export const MANIFEST = 'manifest.json';
/** Progress (and the job's lease) is renewed at most this often while a large table is written. */
const RENEW_MS = 5_000;

export interface ManifestFile extends ZipEntry {
  /** Rows of a spreadsheet or a table (media have none). */
  rows?: number;
  /** The table a JSON file holds, or the object a media file was. */
  source?: string;
}

export interface ShopDataManifest {
  format: 'shop-data/1';
  exported_at: string;
  shop: { id: string; handle: string; name: string; currency: string };
  files: ManifestFile[];
}

export interface ShopExportDeps {
  /** The primary: the shop's row (a shop made a moment ago is found even while a replica lags). */
  db: Db;
  /** Everything the download holds is read here (a replica with DATABASE_READ_URL: ModuleDeps.readDb). */
  readDb: Db;
  shopTables: () => readonly string[];
  sheets: readonly ShopSheet[];
  /** The object store of this process (the web process's embedded one, or the configured one). */
  openStore: () => Promise<StoreSession | null>;
}

/** Renews the job's lease while a long step runs, reporting the step's share of the work. */
function ticker(ctx: JobContext, steps: number) {
  let step = 0;
  let last = Date.now();
  return {
    tick: async () => {
      if (Date.now() - last < RENEW_MS) return;
      last = Date.now();
      await ctx.progress((step / steps) * 95);
    },
    next: async () => {
      step += 1;
      last = Date.now();
      await ctx.progress((step / steps) * 95);
    },
  };
}

async function writeSheet(
  zip: ZipFile,
  db: Db,
  shop: Selectable<ShopTable>,
  sheet: ShopSheet,
  tick: () => Promise<void>,
) {
  let rows = 0;
  const entry = await zip.entry(sheet.file, async (write) => {
    await write(BOM + csvLine([...sheet.columns]));
    for await (const page of sheet.pages(db, shop)) {
      for (const cells of page) await write(csvLine(cells));
      rows += page.length;
      await tick();
    }
  });
  return { ...entry, rows };
}

/** The shop's objects under a prefix, each as a stored (not recompressed) entry under `folder`. */
async function writeObjects(
  zip: ZipFile,
  store: StoreSession,
  prefix: string,
  folder: string,
  tick: () => Promise<void>,
) {
  const files: ManifestFile[] = [];
  for await (const object of listObjects(store.client, store.bucket, prefix)) {
    const entry = await zip.entry(
      `${folder}/${object.key.slice(prefix.length)}`,
      async (write) => {
        for await (const chunk of await readObject(store.client, store.bucket, object.key))
          await write(chunk as Buffer);
      },
      true,
    );
    files.push({ ...entry, source: object.key });
    await tick();
  }
  return files;
}

export const shopExportJob =
  (deps: ShopExportDeps): JobHandler =>
  async (job, ctx) => {
    const { db: primary, readDb: db } = deps;
    const shop = await primary.selectFrom('shops').selectAll().where('id', '=', job.shop_id).executeTakeFirst();
    if (!shop) return { exported: false };
    const columns = new Map((await db.introspection.getTables()).map((t) => [t.name, t.columns.map((c) => c.name)]));
    const tables = [...new Set(deps.shopTables())].filter((t) => !NOT_EXPORTED.has(t) && columns.has(t));
    const progress = ticker(ctx, deps.sheets.length + tables.length + 2);
    const file = path.join(os.tmpdir(), `shop-data-${job.id}.zip`);
    const zip = new ZipFile(file);
    const store = await deps.openStore();
    try {
      const files: ManifestFile[] = [];
      const settings = JSON.stringify({ shop: cleanValue(shop), settings: await shopSettings(db, shop.id) }, null, 1);
      files.push(await zip.entry('shop.json', (write) => write(settings)));
      for (const sheet of deps.sheets) {
        files.push(await writeSheet(zip, db, shop, sheet, progress.tick));
        await progress.next();
      }
      for (const table of tables) {
        let rows = 0;
        const entry = await zip.entry(`data/${table}.json`, async (write) => {
          rows = await writeTableJson(db, table, columns.get(table)!, shop.id, write, progress.tick);
        });
        files.push({ ...entry, rows, source: table });
        await progress.next();
      }
      if (store) {
        files.push(...(await writeObjects(zip, store, `${shop.owner_id}/${shop.id}/`, 'media', progress.tick)));
        files.push(...(await writeObjects(zip, store, `${TEMPLATE_PREFIX}${shop.id}/`, 'theme-files', progress.tick)));
      }
      await progress.next();
      const manifest: ShopDataManifest = {
        format: 'shop-data/1',
        exported_at: nowIso(),
        shop: { id: shop.id, handle: shop.handle, name: shop.name, currency: shop.currency },
        files,
      };
      await zip.entry(MANIFEST, (write) => write(JSON.stringify(manifest, null, 1)));
      await zip.close();
      const { size } = await stat(file);
      const name = `${shop.handle}-data-${manifest.exported_at.slice(0, 10)}.zip`;
      if (store) {
        const objectKey = `${EXPORT_PREFIX}${shop.id}/${job.id}.zip`;
        await putFile(store.client, store.bucket, objectKey, file, size, 'application/zip');
        await ctx.keepFile(name, 'application/zip', { objectKey });
      } else {
        // No object store (a bare gateway): the ZIP is kept with the job.
        await ctx.keepFile(name, 'application/zip', { bytes: await readFile(file) });
      }
      return { exported: true, file: name, bytes: size, files: files.length };
    } catch (error) {
      zip.abort();
      throw error;
    } finally {
      await store?.close();
      await rm(file, { force: true });
    }
  };
