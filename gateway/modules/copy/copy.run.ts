/**
 * A copy planned target by target (the preview) and applied target by target (the job):
 * each target shop's writes, its undo rows and its part of the report in one transaction.
 */
import type { CopyInput, CopyPlan, CopyRow, UpdateCopiesInput } from '../../../resources/copy/copy.schema';
import type { Db } from '../../db';
import type { StorageConfig } from '../../storage/storage.config';
import type { ProductTable } from '../product/product.tables';
import { loadRelations } from '../product/product.rows';
import { chunks } from '../../lib/chunks';
import {
  matchRecords,
  resolveTargets,
  sourceCollections,
  sourceProducts,
  targetPlan,
  converter,
  type Match,
  type Shop,
  type Target,
} from './copy.plan';
import { copiedUrl, mediaPlace, type MediaPlace } from './copy.media';
import {
  changes,
  collectionValues,
  copyValues,
  pushValues,
  type CollectionRow,
  type MapUrl,
  type ProductValues,
} from './copy.values';

export type CopyRequest = { mode: 'copy'; body: CopyInput } | { mode: 'update'; body: UpdateCopiesInput };

export interface ProductOp {
  src: ProductTable;
  match: Match;
  row: CopyRow;
  current?: ProductTable;
  currentTags: string[];
  /** The values at given image addresses (the preview's, or the job's once the objects are copied). */
  values: (mapUrl: MapUrl) => ProductValues;
  status: string;
}
export interface CollectionOp {
  src: CollectionRow;
  match: Match;
  row: CopyRow;
  current?: CollectionRow;
  productIds: string[];
}
export interface TargetWork {
  target: Target;
  place: MediaPlace;
  products: ProductOp[];
  collections: CollectionOp[];
}

const row = (
  kind: CopyRow['kind'],
  src: { id: string; title: string },
  m: Match,
  extra: Partial<CopyRow>,
): CopyRow => ({
  kind,
  source_id: src.id,
  title: src.title,
  action: m.target_id ? 'update' : 'create',
  matched_by: m.matched_by,
  target_id: m.target_id,
  price: null,
  target_price: null,
  status: null,
  reason: null,
  ...extra,
});

async function byId<T extends { id: string }>(rows: Promise<T[]>) {
  return new Map((await rows).map((r) => [r.id, r]));
}

async function productOps(
  db: Db,
  source: Shop,
  w: Omit<TargetWork, 'products' | 'collections'>,
  srcs: ProductTable[],
  req: CopyRequest,
) {
  const { target, place } = w;
  const matches = await matchRecords(db, 'product', source.id, target.shop.id, srcs, req.mode === 'update');
  const ids = [...matches.values()].flatMap((m) => (m.target_id ? [m.target_id] : []));
  const current = new Map<string, ProductTable>();
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('products')
      .selectAll()
      .where('shop_id', '=', target.shop.id)
      .where('id', 'in', part)
      .execute();
    for (const r of rows) current.set(r.id, r);
  }
  const { tags } = await loadRelations(db, [...srcs.map((s) => s.id), ...ids]);
  const convert = converter(target);
  const preview: MapUrl = (u) => copiedUrl(place, u);
  const status = req.mode === 'copy' ? req.body.status : 'keep';
  return srcs.map((src): ProductOp => {
    const m = matches.get(src.id)!;
    const cur = m.target_id ? current.get(m.target_id) : undefined;
    const curTags = m.target_id ? (tags.get(m.target_id) ?? []) : [];
    const values: ProductOp['values'] =
      req.mode === 'copy'
        ? (mapUrl) => copyValues(src, tags.get(src.id) ?? [], target, mapUrl)
        : (mapUrl) => pushValues(src, tags.get(src.id) ?? [], cur!, curTags, req.body.fields, target, mapUrl);
    const newStatus = cur ? cur.status : status === 'keep' ? src.status : status;
    const r = row('product', src, m, { price: src.price, target_price: convert(src.price), status: newStatus });
    if (req.mode === 'update' && !cur)
      Object.assign(r, { action: 'skip', reason: 'no_copy', target_price: null, status: null });
    else if (cur && !changes(values(preview), cur, curTags)) Object.assign(r, { action: 'skip', reason: 'unchanged' });
    if (req.mode === 'update' && cur && !req.body.fields.includes('price')) r.target_price = cur.price;
    return { src, match: m, row: r, current: cur, currentTags: curTags, values, status: newStatus };
  });
}

/** Every target's plan; nothing is written. */
export async function planCopy(
  db: Db,
  storage: StorageConfig | undefined,
  source: Shop,
  req: CopyRequest,
): Promise<TargetWork[]> {
  const targets = await resolveTargets(db, source, req.body.targets);
  const kind = req.mode === 'copy' ? req.body.kind : 'products';
  let collections: CollectionRow[] = [];
  let members = new Map<string, string[]>();
  let productIds = req.body.ids;
  if (kind === 'collections') {
    collections = await sourceCollections(db, source.id, req.body.ids);
    // Oldest product first, as the products list shows them (the same order on both databases).
    const links = await db
      .selectFrom('product_collections')
      .innerJoin('products', 'products.id', 'product_collections.product_id')
      .select(['product_collections.collection_id', 'product_collections.product_id'])
      .where('product_collections.shop_id', '=', source.id)
      .where('product_collections.collection_id', 'in', req.body.ids)
      .orderBy('products.created_at')
      .orderBy('products.id')
      .execute();
    members = new Map(
      collections.map((c) => [c.id, links.filter((l) => l.collection_id === c.id).map((l) => l.product_id)]),
    );
    productIds = [...new Set(links.map((l) => l.product_id))];
  }
  const srcs = productIds.length ? await sourceProducts(db, source.id, productIds) : [];
  const out: TargetWork[] = [];
  for (const target of targets) {
    const place = mediaPlace(storage, source.owner_id, source.id, target.shop.id);
    const w = { target, place };
    const colMatches = await matchRecords(db, 'collection', source.id, target.shop.id, collections);
    const current = await byId(
      db
        .selectFrom('collections')
        .selectAll()
        .where('shop_id', '=', target.shop.id)
        .where('id', 'in', [...[...colMatches.values()].flatMap((m) => (m.target_id ? [m.target_id] : [])), ''])
        .execute(),
    );
    const cols = collections.map((src): CollectionOp => {
      const m = colMatches.get(src.id)!;
      const cur = m.target_id ? current.get(m.target_id) : undefined;
      const r = row('collection', src, m, {});
      const v = collectionValues(src, (u) => copiedUrl(place, u));
      if (cur && Object.entries(v).every(([k, x]) => cur[k as keyof CollectionRow] === x)) {
        Object.assign(r, { action: 'skip', reason: 'unchanged' });
      }
      return { src, match: m, row: r, current: cur, productIds: members.get(src.id) ?? [] };
    });
    out.push({ ...w, collections: cols, products: await productOps(db, source, w, srcs, req) });
  }
  return out;
}

export const planOf = (source: Shop, work: TargetWork[]): CopyPlan => ({
  source_shop_id: source.id,
  currency: source.currency,
  targets: work.map((w) => targetPlan(w.target, [...w.collections.map((c) => c.row), ...w.products.map((p) => p.row)])),
});
