/**
 * Issue 27 item 3: what the Trash keeps of a product (its row with its options and variants,
 * its tags, media and collection memberships, its metafield values) and of a collection (its
 * row, its products, its child collections, its metafield values), and how each comes back.
 */
import type { Db } from '../../db';
import { shopCurrency } from '../../lib/shop';
import { rowsOf, snapshotOf, taken, trashable, usedBy, type Replacements } from '../../lib/trash';
import { productAnswer } from '../product/product.module';
import { searchText } from '../product/product.rows';

type Row = Record<string, unknown>;

interface ProductKept {
  row: Row;
  tags: Row[];
  collections: Row[];
  media: Row[];
  metafields: Row[];
}

interface CollectionKept {
  row: Row;
  products: string[];
  children: string[];
  metafields: Row[];
}

const metafieldsOf = (db: Db, shopId: string, owner: string, ids: string[]) =>
  db
    .selectFrom('metafield_values')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('owner_type', '=', owner)
    .where('owner_id', 'in', ids)
    .execute();

/** Ids among `ids` the shop's table still has. */
async function existing(db: Db, table: string, shopId: string, ids: string[]) {
  if (!ids.length) return new Set<string>();
  return new Set((await rowsOf(db, table, shopId, ids)).map((r) => String(r.id)));
}

/** Metafield values whose definition is still there. */
async function restoreMetafields(db: Db, shopId: string, rows: Row[]) {
  const defined = await existing(db, 'metafield_definitions', shopId, [
    ...new Set(rows.map((r) => String(r.definition_id))),
  ]);
  const kept = rows.filter((r) => defined.has(String(r.definition_id)));
  if (kept.length)
    await db
      .insertInto('metafield_values')
      .values(kept as never)
      .execute();
}

/** The replacements that apply, then 409 for each value another record of `table` has. */
async function checkTaken(db: Db, table: string, shopId: string, row: Row, fields: (keyof Replacements)[]) {
  const clashes: (keyof Replacements)[] = [];
  for (const f of fields) if (await usedBy(db, table, shopId, f, row[f], String(row.id))) clashes.push(f);
  if (clashes.length) throw taken(clashes);
}

/** Adds a restored product to the kept products of its collections that are in the trash. */
async function joinTrashedCollections(db: Db, shopId: string, productId: string, collectionIds: string[]) {
  if (!collectionIds.length) return;
  const items = await db
    .selectFrom('trash_items')
    .select(['id', 'snapshot'])
    .where('shop_id', '=', shopId)
    .where('resource', '=', 'collections')
    .where('record_id', 'in', collectionIds)
    .execute();
  for (const item of items) {
    const kept = snapshotOf(item.snapshot) as CollectionKept;
    const snapshot = JSON.stringify({ ...kept, products: [...new Set([...kept.products, productId])] });
    await db.updateTable('trash_items').set({ snapshot }).where('id', '=', item.id).execute();
  }
}

trashable('products', {
  area: 'products',
  async keep(db, shopId, ids) {
    const [rows, tags, collections, media, metafields] = await Promise.all([
      rowsOf(db, 'products', shopId, ids),
      db.selectFrom('product_tags').selectAll().where('shop_id', '=', shopId).where('product_id', 'in', ids).execute(),
      db
        .selectFrom('product_collections')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('product_id', 'in', ids)
        .execute(),
      db.selectFrom('product_media').selectAll().where('shop_id', '=', shopId).where('product_id', 'in', ids).execute(),
      metafieldsOf(db, shopId, 'product', ids),
    ]);
    const of = <T extends { product_id?: unknown; owner_id?: unknown }>(list: T[], id: unknown) =>
      list.filter((r) => (r.product_id ?? r.owner_id) === id) as unknown as Row[];
    return rows.map((row) => ({
      id: String(row.id),
      title: String(row.title),
      snapshot: {
        row,
        tags: of(tags, row.id),
        collections: of(collections, row.id),
        media: of(media, row.id),
        metafields: of(metafields, row.id),
      } satisfies ProductKept,
    }));
  },
  async restore(db, shopId, snapshot, replace) {
    const kept = snapshot as ProductKept;
    const row: Row = { ...kept.row, ...(replace.handle ? { handle: replace.handle } : {}) };
    if (replace.sku) row.sku = replace.sku;
    await checkTaken(db, 'products', shopId, row, ['handle', 'sku']);
    const tags = kept.tags.map((t) => String(t.tag));
    row.search = searchText(row as never, tags);
    await db
      .insertInto('products')
      .values(row as never)
      .execute();
    if (kept.tags.length)
      await db
        .insertInto('product_tags')
        .values(kept.tags as never)
        .execute();
    if (kept.media.length)
      await db
        .insertInto('product_media')
        .values(kept.media as never)
        .execute();
    const live = await existing(
      db,
      'collections',
      shopId,
      kept.collections.map((c) => String(c.collection_id)),
    );
    const links = kept.collections.filter((c) => live.has(String(c.collection_id)));
    if (links.length)
      await db
        .insertInto('product_collections')
        .values(links as never)
        .execute();
    // A collection deleted meanwhile takes the product back with its own restore.
    const trashed = kept.collections.map((c) => String(c.collection_id)).filter((c) => !live.has(c));
    await joinTrashedCollections(db, shopId, String(row.id), trashed);
    await restoreMetafields(db, shopId, kept.metafields);
    return productAnswer(db, shopId, String(row.id), await shopCurrency(db, shopId));
  },
});

trashable('collections', {
  area: 'collections',
  async keep(db, shopId, ids) {
    const [rows, links, children, metafields] = await Promise.all([
      rowsOf(db, 'collections', shopId, ids),
      db
        .selectFrom('product_collections')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('collection_id', 'in', ids)
        .execute(),
      db
        .selectFrom('collections')
        .select(['id', 'parent'])
        .where('shop_id', '=', shopId)
        .where('parent', 'in', ids)
        .execute(),
      metafieldsOf(db, shopId, 'collection', ids),
    ]);
    return rows.map((row) => ({
      id: String(row.id),
      title: String(row.title),
      snapshot: {
        row,
        products: links.filter((l) => l.collection_id === row.id).map((l) => l.product_id),
        children: children.filter((c) => c.parent === row.id).map((c) => c.id),
        metafields: metafields.filter((m) => m.owner_id === row.id) as unknown as Row[],
      } satisfies CollectionKept,
    }));
  },
  async restore(db, shopId, snapshot, replace) {
    const kept = snapshot as CollectionKept;
    const row: Row = { ...kept.row, ...(replace.handle ? { handle: replace.handle } : {}) };
    await checkTaken(db, 'collections', shopId, row, ['handle']);
    // Under its parent if that is still there, else at the top level.
    if (row.parent && !(await existing(db, 'collections', shopId, [String(row.parent)])).size) row.parent = null;
    await db
      .insertInto('collections')
      .values(row as never)
      .execute();
    const id = String(row.id);
    const products: string[] = [...(await existing(db, 'products', shopId, kept.products))];
    if (products.length) {
      await db
        .insertInto('product_collections')
        .values(products.map((product_id) => ({ shop_id: shopId, product_id, collection_id: id })))
        .execute();
    }
    // Its child collections that the delete moved to the top level, and are still there, come back under it.
    if (kept.children.length) {
      await db
        .updateTable('collections')
        .set({ parent: id })
        .where('shop_id', '=', shopId)
        .where('id', 'in', kept.children)
        .where('parent', 'is', null)
        .execute();
    }
    await restoreMetafields(db, shopId, kept.metafields);
    return { ...row, products_count: products.length };
  },
});
