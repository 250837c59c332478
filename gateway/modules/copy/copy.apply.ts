/**
 * The job's writes: one target shop at a time, its images copied first (the store is not
 * transactional; the keys are fixed, so a retry rewrites the same objects), then its
 * records, links to their sources, undo rows and its part of the report in one transaction.
 * A retried job passes over the targets its report already holds: nothing is created twice.
 */
import { sql } from 'kysely';
import type { CopyPlan, CopyTargetPlan } from '../../../resources/copy/copy.schema';
import type { Db, Trx } from '../../db';
import type { StoreSession } from '../../storage/storeClient';
import type { ProductTable } from '../product/product.tables';
import { replaceRelations } from '../product/product.rows';
import { newId, nowIso } from '../../lib/ids';
import { handleLike, nextHandle, takenHandles } from '../../lib/text';
import { targetPlan, type RecordKind } from './copy.plan';
import { copiedUrl, copyObjects } from './copy.media';
import { beforeOf, collectionValues, type MapUrl } from './copy.values';
import type { TargetWork } from './copy.run';

type Media = { url: string; alt?: string | null };

/** The source link of a copy, replacing any older one of either side. */
async function link(
  trx: Trx,
  shop: string,
  kind: RecordKind,
  id: string,
  sourceShop: string,
  sourceId: string,
  at: string,
) {
  await trx
    .deleteFrom('copy_links')
    .where('shop_id', '=', shop)
    .where('kind', '=', kind)
    .where((eb) =>
      eb.or([
        eb('record_id', '=', id),
        eb.and([eb('source_shop_id', '=', sourceShop), eb('source_id', '=', sourceId)]),
      ]),
    )
    .execute();
  await trx
    .insertInto('copy_links')
    .values({ shop_id: shop, kind, record_id: id, source_shop_id: sourceShop, source_id: sourceId, created_at: at })
    .execute();
}

async function writeProducts(trx: Trx, runId: string, w: TargetWork, mapUrl: MapUrl, at: string) {
  const shop = w.target.shop.id;
  const ids = new Map<string, string>();
  for (const op of w.products) {
    if (op.match.target_id) ids.set(op.src.id, op.match.target_id);
    if (op.row.action === 'skip') {
      // A record found by handle or SKU that needs no change still becomes the source's copy.
      if (op.match.target_id) await link(trx, shop, 'product', op.match.target_id, op.src.shop_id, op.src.id, at);
      continue;
    }
    const { set, tags } = op.values(mapUrl);
    const media = set.media !== undefined ? (JSON.parse(set.media) as Media[]) : undefined;
    if (op.current) {
      await trx
        .updateTable('products')
        .set({ ...set, updated_at: at, version: sql<number>`version + 1` })
        .where('id', '=', op.current.id)
        .where('shop_id', '=', shop)
        .execute();
      await replaceRelations(trx, shop, op.current.id, { tags, media }, at);
      const before = JSON.stringify(beforeOf({ set, tags }, op.current, op.currentTags));
      await trx
        .insertInto('copy_run_rows')
        .values({ run_id: runId, shop_id: shop, kind: 'product', record_id: op.current.id, before, applied_at: at })
        .execute();
    } else {
      const id = newId();
      ids.set(op.src.id, id);
      // The source's handle, unless a record this run did not match holds it.
      const taken = await takenHandles(
        (base) =>
          trx
            .selectFrom('products')
            .select('handle')
            .where('shop_id', '=', shop)
            .where((eb) => eb.or([eb('handle', '=', base), handleLike(base)]))
            .execute(),
        [op.src.handle],
        'product',
      );
      const row: ProductTable = {
        ...op.src,
        ...set,
        id,
        shop_id: shop,
        handle: nextHandle(op.src.handle, taken, 'product'),
        status: op.status,
        version: 0,
        created_at: at,
        updated_at: at,
      };
      await trx.insertInto('products').values(row).execute();
      await replaceRelations(trx, shop, id, { tags, media }, at);
      await trx
        .insertInto('copy_run_rows')
        .values({ run_id: runId, shop_id: shop, kind: 'product', record_id: id, before: null, applied_at: at })
        .execute();
      op.row.target_id = id;
    }
    await link(trx, shop, 'product', ids.get(op.src.id)!, op.src.shop_id, op.src.id, at);
  }
  return ids;
}

async function writeCollections(
  trx: Trx,
  runId: string,
  w: TargetWork,
  products: Map<string, string>,
  mapUrl: MapUrl,
  at: string,
) {
  const shop = w.target.shop.id;
  const ids = new Map(
    w.collections.flatMap((c) => (c.match.target_id ? [[c.src.id, c.match.target_id] as const] : [])),
  );
  for (const op of w.collections) {
    const values = collectionValues(op.src, mapUrl);
    if (op.current && op.row.action !== 'skip') {
      const before = JSON.stringify(
        Object.fromEntries(Object.keys(values).map((k) => [k, op.current![k as keyof typeof values]])),
      );
      await trx
        .updateTable('collections')
        .set({ ...values, updated_at: at, version: sql<number>`version + 1` })
        .where('id', '=', op.current.id)
        .where('shop_id', '=', shop)
        .execute();
      await trx
        .insertInto('copy_run_rows')
        .values({ run_id: runId, shop_id: shop, kind: 'collection', record_id: op.current.id, before, applied_at: at })
        .execute();
    } else if (!op.current) {
      const id = newId();
      ids.set(op.src.id, id);
      op.row.target_id = id;
      await trx
        .insertInto('collections')
        .values({ ...values, id, shop_id: shop, handle: op.src.handle, parent: null, created_at: at, updated_at: at })
        .execute();
      await trx
        .insertInto('copy_run_rows')
        .values({ run_id: runId, shop_id: shop, kind: 'collection', record_id: id, before: null, applied_at: at })
        .execute();
    }
    await link(trx, shop, 'collection', ids.get(op.src.id)!, op.src.shop_id, op.src.id, at);
  }
  for (const op of w.collections) {
    // A copied parent keeps the tree; a parent left behind makes the copy a top-level collection.
    const parent = op.src.parent ? ids.get(op.src.parent) : undefined;
    if (parent && !op.current)
      await trx.updateTable('collections').set({ parent }).where('id', '=', ids.get(op.src.id)!).execute();
    const collectionId = ids.get(op.src.id)!;
    const have = new Set(
      (
        await trx
          .selectFrom('product_collections')
          .select('product_id')
          .where('collection_id', '=', collectionId)
          .execute()
      ).map((r) => r.product_id),
    );
    const rows = op.productIds.flatMap((p) => {
      const id = products.get(p);
      return id && !have.has(id) ? [{ shop_id: shop, product_id: id, collection_id: collectionId }] : [];
    });
    if (rows.length) await trx.insertInto('product_collections').values(rows).execute();
  }
}

/** One target applied (or passed over when an earlier attempt of the same run did it); answers its report. */
export async function applyTarget(
  db: Db,
  session: StoreSession | null,
  runId: string,
  w: TargetWork,
): Promise<CopyTargetPlan> {
  let mapUrl: MapUrl = (u) => u;
  if (session) {
    const urls = w.products.flatMap((op) => {
      if (op.row.action === 'skip') return [];
      const { set } = op.values((u) => u);
      const media = set.media ? (JSON.parse(set.media) as Media[]).map((m) => m.url) : [];
      const variants = set.variants
        ? (JSON.parse(set.variants) as { image?: string | null }[]).flatMap((v) => (v.image ? [v.image] : []))
        : [];
      return [...media, ...variants];
    });
    urls.push(...w.collections.flatMap((c) => (c.src.image ? [c.src.image] : [])));
    const missing = await copyObjects(session.client, session.bucket, w.place, urls);
    mapUrl = (u) => (missing.has(u) ? u : copiedUrl(w.place, u));
  }
  return db.transaction().execute(async (trx) => {
    const run = await trx.selectFrom('copy_runs').select('report').where('id', '=', runId).executeTakeFirstOrThrow();
    const report = JSON.parse(run.report) as CopyPlan;
    const done = report.targets.find((t) => t.shop_id === w.target.shop.id);
    if (done) return done;
    const at = nowIso();
    const products = await writeProducts(trx, runId, w, mapUrl, at);
    await writeCollections(trx, runId, w, products, mapUrl, at);
    const plan = targetPlan(w.target, [...w.collections.map((c) => c.row), ...w.products.map((p) => p.row)]);
    report.targets.push(plan);
    await trx
      .updateTable('copy_runs')
      .set({
        report: JSON.stringify(report),
        created: sql<number>`created + ${plan.created}`,
        updated: sql<number>`updated + ${plan.updated}`,
      })
      .where('id', '=', runId)
      .execute();
    return plan;
  });
}
