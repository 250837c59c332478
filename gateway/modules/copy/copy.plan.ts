/**
 * The preview of a copy (issue 26 item 3), which the job also follows: the targets checked
 * (the merchant's own shops, not the source, a rate when the currencies differ), and per
 * target shop each source record matched to an earlier copy, then by handle, then by SKU.
 * Reads only.
 */
import type { Selectable } from 'kysely';
import type { CopyRow, CopyTargetPlan } from '../../../resources/copy/copy.schema';
import type { FieldErrors } from '../../../core/validation';
import type { Db, Trx } from '../../db';
import type { ShopTable } from '../../db/schema';
import type { CollectionTable } from '../collection/collection.tables';
import type { ProductTable } from '../product/product.tables';
import { badRequest } from '../../lib/errors';
import { englishMessages } from '../../lib/serve';
import { chunks } from '../../lib/chunks';
import { moneyDigits, roundMoney } from '../../lib/money';

export type Shop = Selectable<ShopTable>;
export type RecordKind = 'product' | 'collection';
export interface Target {
  shop: Shop;
  rate: number;
}
export interface Match {
  target_id: string | null;
  matched_by: CopyRow['matched_by'];
}

const fail = (errors: FieldErrors) => badRequest(errors, englishMessages(errors));

/** The targets as shops of the source's owner (400 per field otherwise), each with its rate. */
export async function resolveTargets(
  db: Db | Trx,
  source: Shop,
  targets: { shop_id: string; rate: number | null }[],
): Promise<Target[]> {
  const shops = await db
    .selectFrom('shops')
    .selectAll()
    .where('owner_id', '=', source.owner_id)
    .where('deleted', '=', 0)
    .where(
      'id',
      'in',
      targets.map((t) => t.shop_id),
    )
    .execute();
  const byId = new Map(shops.map((s) => [s.id, s]));
  const errors: FieldErrors = {};
  const seen = new Set<string>();
  const out: Target[] = [];
  targets.forEach((t, i) => {
    const shop = byId.get(t.shop_id);
    // Another merchant's shop is refused like an unknown one: the answer says nothing of it.
    if (!shop || shop.id === source.id || seen.has(shop.id)) {
      errors[`targets.${i}.shop_id`] = { message: 'app.validation.invalid' };
      return;
    }
    seen.add(shop.id);
    const same = shop.currency.toUpperCase() === source.currency.toUpperCase();
    if (!same && t.rate === null) errors[`targets.${i}.rate`] = { message: 'app.validation.required' };
    out.push({ shop, rate: same ? 1 : (t.rate ?? 1) });
  });
  if (Object.keys(errors).length) throw fail(errors);
  return out;
}

/** Source records of the source shop; an id that is not one of them is a 400 (never another shop's). */
export async function sourceProducts(db: Db | Trx, shopId: string, ids: string[]): Promise<ProductTable[]> {
  const rows: ProductTable[] = [];
  for (const part of chunks([...new Set(ids)])) {
    rows.push(
      ...(await db.selectFrom('products').selectAll().where('shop_id', '=', shopId).where('id', 'in', part).execute()),
    );
  }
  if (rows.length !== new Set(ids).size) throw fail({ ids: { message: 'app.validation.invalid' } });
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

export async function sourceCollections(db: Db | Trx, shopId: string, ids: string[]) {
  const rows = await db
    .selectFrom('collections')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  if (rows.length !== new Set(ids).size) throw fail({ ids: { message: 'app.validation.invalid' } });
  return rows as Selectable<CollectionTable>[];
}

/** Earlier copies in a target shop: source id -> the copy's id (links whose record is gone are passed over). */
export async function linkedCopies(db: Db | Trx, target: string, kind: RecordKind, source: string, ids: string[]) {
  const out = new Map<string, string>();
  if (!ids.length) return out;
  // One query for either kind: the table's name is the only difference (typed as products').
  const table = (kind === 'product' ? 'products' : 'collections') as 'products';
  for (const part of chunks(ids)) {
    const rows = await db
      .selectFrom('copy_links')
      .innerJoin(table, (j) =>
        j
          .onRef(`${table}.id` as 'products.id', '=', 'copy_links.record_id')
          .onRef(`${table}.shop_id` as 'products.shop_id', '=', 'copy_links.shop_id'),
      )
      .select(['copy_links.source_id', 'copy_links.record_id'])
      .where('copy_links.shop_id', '=', target)
      .where('copy_links.kind', '=', kind)
      .where('copy_links.source_shop_id', '=', source)
      .where('copy_links.source_id', 'in', part)
      .execute();
    for (const r of rows) out.set(r.source_id, r.record_id);
  }
  return out;
}

/** Each source matched in the target: an earlier copy, then the same handle, then (products) the same SKU. */
export async function matchRecords(
  db: Db | Trx,
  kind: RecordKind,
  sourceShop: string,
  target: string,
  sources: { id: string; handle: string; sku?: string | null }[],
  copiesOnly = false,
): Promise<Map<string, Match>> {
  const linked = await linkedCopies(
    db,
    target,
    kind,
    sourceShop,
    sources.map((s) => s.id),
  );
  const out = new Map<string, Match>();
  const rest = sources.filter((s) => {
    const id = linked.get(s.id);
    out.set(s.id, id ? { target_id: id, matched_by: 'copy' } : { target_id: null, matched_by: null });
    return !id;
  });
  if (copiesOnly || !rest.length) return out;
  const table = kind === 'product' ? 'products' : 'collections';
  const byHandle = new Map<string, string>();
  for (const part of chunks(rest.map((s) => s.handle))) {
    const rows = await db
      .selectFrom(table)
      .select(['id', 'handle'])
      .where('shop_id', '=', target)
      .where('handle', 'in', part)
      .execute();
    for (const r of rows) byHandle.set(r.handle, r.id);
  }
  const bySku = new Map<string, string>();
  const skus = [...new Set(rest.map((s) => s.sku).filter((s): s is string => Boolean(s)))];
  for (const part of chunks(skus)) {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('shop_id', '=', target)
      .where('sku', 'in', part)
      .orderBy('created_at')
      .execute();
    for (const r of rows) if (r.sku && !bySku.has(r.sku)) bySku.set(r.sku, r.id);
  }
  // Two sources never land on one record: the first one takes it, the next is created.
  const taken = new Set(linked.values());
  for (const s of rest) {
    const handleId = byHandle.get(s.handle);
    const skuId = s.sku ? bySku.get(s.sku) : undefined;
    if (handleId && !taken.has(handleId)) out.set(s.id, { target_id: handleId, matched_by: 'handle' });
    else if (skuId && !taken.has(skuId)) out.set(s.id, { target_id: skuId, matched_by: 'sku' });
    const m = out.get(s.id)!;
    if (m.target_id) taken.add(m.target_id);
  }
  return out;
}

/** Source money in the target's currency: times the rate, rounded to its minor unit (whole dong for VND). */
export const converter = (target: Target) => {
  const digits = moneyDigits(target.shop.currency);
  return (value: number | null | undefined): number | null =>
    value === null || value === undefined ? null : Math.max(0, roundMoney(value * target.rate, digits));
};

export function targetPlan(target: Target, rows: CopyRow[]): CopyTargetPlan {
  const count = (a: CopyRow['action']) => rows.filter((r) => r.action === a).length;
  return {
    shop_id: target.shop.id,
    name: target.shop.name,
    currency: target.shop.currency,
    rate: target.rate,
    rows,
    created: count('create'),
    updated: count('update'),
    skipped: count('skip'),
  };
}
