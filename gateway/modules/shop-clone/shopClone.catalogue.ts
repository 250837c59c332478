/**
 * The catalogue part of a clone (issue 26 items 3 and 4): every collection of the source with
 * its products, then every product in no collection, copied to the new shop by the copy
 * module's own code (copyCatalogue: variants, options, media copied in the object store
 * under the new shop, prices converted with the rate, links to their sources).
 *
 * It runs OUTSIDE the part's transaction: copyCatalogue opens its own (one per target shop,
 * with the run's report), which cannot nest in another (SQLite has one connection, and on
 * PostgreSQL a second connection would wait on rows the first holds), and it writes objects
 * to the store, which no transaction covers. It is idempotent on its own: its runs have ids
 * derived from the clone, and a run whose report names the new shop is passed over, so a
 * retried job creates nothing twice. The clone's record then keeps the run ids (its undo
 * undoes them) and the copies' ids (menus and surcharges, which come after, point at them).
 */
import type { Db, Trx } from '../../db';
import type { ShopTable } from '../../db/schema';
import { copyCatalogue, type CopyDeps } from '../copy/copy.catalogue';
import type { CopyRequest } from '../copy/copy.run';
import { undoRunIn } from '../copy/copy.undo';
import { mediaPlace, sourceKey } from '../copy/copy.media';
import { DeleteObjectsCommand } from '@aws-sdk/client-s3';
import type { EmbeddedObjectStore } from '../../storage/objectStore';
import type { StorageConfig } from '../../storage/storage.config';
import { withStoreClient } from '../../storage/storeClient';
import { copyId, emptyResult, type PartResult } from './shopClone.copy';

interface CatalogueCall {
  cloneId: string;
  userId: string;
  source: ShopTable;
  target: ShopTable;
  /** Target money = source money x rate; null when the currencies are the same. */
  rate: number | null;
}

const body = (call: CatalogueCall, kind: 'products' | 'collections', ids: string[]): CopyRequest => ({
  mode: 'copy',
  body: { kind, ids, targets: [{ shop_id: call.target.id, rate: call.rate }], status: 'keep' },
});

/** Copies the catalogue; answers the part's result (counts, copies' ids, the runs to undo). */
export async function copyCloneCatalogue(deps: CopyDeps, call: CatalogueCall): Promise<PartResult> {
  const { db } = deps;
  const result = emptyResult();
  const collections = await db
    .selectFrom('collections')
    .select('id')
    .where('shop_id', '=', call.source.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  // Products in a collection come with it; the others on their own (no product is in both runs).
  const loose = await db
    .selectFrom('products')
    .select('id')
    .where('shop_id', '=', call.source.id)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('product_collections')
            .select('product_id')
            .whereRef('product_collections.product_id', '=', 'products.id')
            .where('product_collections.shop_id', '=', call.source.id),
        ),
      ),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const requests = [
    {
      name: 'collections',
      request: body(
        call,
        'collections',
        collections.map((c) => c.id),
      ),
    },
    {
      name: 'products',
      request: body(
        call,
        'products',
        loose.map((p) => p.id),
      ),
    },
  ].filter((r) => r.request.body.ids.length);
  const runs: string[] = [];
  const created = { products: [] as string[], collections: [] as string[] };
  for (const { name, request } of requests) {
    const runId = copyId(call.cloneId, `catalogue:${name}`);
    const report = await copyCatalogue(deps, {
      runId,
      userId: call.userId,
      sourceShopId: call.source.id,
      request,
      origin: 'clone',
    });
    runs.push(runId);
    for (const row of report.targets.flatMap((t) => t.rows)) {
      if (row.target_id) result.ids[row.source_id] = row.target_id;
      if (row.target_id && row.action === 'create')
        created[row.kind === 'product' ? 'products' : 'collections'].push(row.target_id);
      const kind = row.kind === 'product' ? 'products' : 'collections';
      result.counts[kind] = (result.counts[kind] ?? 0) + 1;
    }
  }
  result.runs = runs;
  result.media = await createdMedia(db, deps.storage, call.target, created);
  return result;
}

/**
 * The object keys of the images of the records the runs created that lie in the new shop's
 * folder: the ones the copy wrote there (an image it could not copy kept the source's
 * address, outside it). A record the copy only updated keeps its images on undo.
 */
async function createdMedia(
  db: Db,
  storage: StorageConfig | undefined,
  target: ShopTable,
  created: { products: string[]; collections: string[] },
) {
  const place = mediaPlace(storage, target.owner_id, target.id, target.id);
  const urls: string[] = [];
  for (let i = 0; i < created.products.length; i += 300) {
    const rows = await db
      .selectFrom('products')
      .select(['media', 'variants'])
      .where('shop_id', '=', target.id)
      .where('id', 'in', created.products.slice(i, i + 300))
      .execute();
    for (const row of rows) {
      urls.push(...(JSON.parse(row.media || '[]') as { url: string }[]).map((m) => m.url));
      urls.push(...(JSON.parse(row.variants || '[]') as { image?: string | null }[]).flatMap((v) => v.image ?? []));
    }
  }
  for (let i = 0; i < created.collections.length; i += 300) {
    const rows = await db
      .selectFrom('collections')
      .select('image')
      .where('shop_id', '=', target.id)
      .where('id', 'in', created.collections.slice(i, i + 300))
      .execute();
    urls.push(...rows.flatMap((r) => r.image ?? []));
  }
  return [...new Set(urls.flatMap((url) => sourceKey(place, url) ?? []))];
}

/** Undoes the clone's catalogue runs (inside the clone's undo); one the merchant undid already is passed over. */
export async function undoCloneCatalogue(trx: Trx, sourceShopId: string, runs: string[]) {
  let removed = 0;
  for (const runId of [...runs].reverse()) {
    const run = await trx.selectFrom('copy_runs').select('undone_at').where('id', '=', runId).executeTakeFirst();
    if (!run || run.undone_at) continue;
    const undone = await undoRunIn(trx, sourceShopId, runId);
    removed += undone.deleted + undone.restored;
  }
  return removed;
}

/** Deletes the images the clone's catalogue copied (after its rows are gone): only those keys. */
export async function removeCopiedMedia(
  storage: StorageConfig | undefined,
  live: EmbeddedObjectStore | null,
  keys: string[],
) {
  await withStoreClient(storage, live, async (client, bucket) => {
    for (let i = 0; i < keys.length; i += 1000) {
      const Objects = keys.slice(i, i + 1000).map((Key) => ({ Key }));
      await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }));
    }
  });
}
