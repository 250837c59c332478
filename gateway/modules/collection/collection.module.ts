/**
 * SPEC §7 Collection: the declaration's CRUD (resources/collection/collection.resource.ts) on
 * the `collections` table, which 0004_catalogue made (product.migrations.ts, kept whole), with
 * the rules of a collection: a parent of the same shop and never one below it (no cycles); a
 * handle made from the title, unique in the shop; the product counts in every answer; no delete
 * while products use it (SPEC §8), and the children of a deleted one move to the top level.
 */
import { sql } from 'kysely';
import { collection, ROOT_PARENT } from '../../../resources/collection/collection.resource';
import type { Db } from '../../db';
import type { MigrationDb } from '../../db/migrationDb';
import { declaredModule } from '../../lib/declared';
import { GatewayError } from '../../lib/errors';
import { deleteOwnerMetafields } from '../../lib/metafieldOwners';
import { englishMessages } from '../../lib/serve';
import { handleLike, nextHandle, takenHandles } from '../../lib/text';

export const IN_USE_MESSAGE = 'Product in use, please remove this category from product in use';

const parentError = (code: string) => {
  const errors = { parent: { message: 'app.validation.invalid' } };
  return new GatewayError(400, 'Please check data fields!', { errors, messages: englishMessages(errors), code });
};

/** How many products each collection has (those without any are left out). */
async function counts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('product_collections')
    .select('collection_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('collection_id', 'in', ids)
    .groupBy('collection_id')
    .execute();
  return new Map(rows.map((r) => [r.collection_id, Number(r.n)]));
}

/** The parent must be this shop's, and must not be the collection itself or below it. */
async function checkParent(db: Db, shopId: string, id: string | undefined, parent: string | null | undefined) {
  if (!parent) return;
  const all = await db.selectFrom('collections').select(['id', 'parent']).where('shop_id', '=', shopId).execute();
  const parents = new Map(all.map((c) => [c.id, c.parent]));
  if (!parents.has(parent)) throw parentError('collection.parent_unknown');
  const seen = new Set<string>();
  for (let at: string | null | undefined = parent; at; at = parents.get(at)) {
    if (at === id || seen.has(at)) throw parentError('collection.parent_cycle');
    seen.add(at);
  }
}

/** A handle from the title, past those the shop has taken. */
async function handleFor(db: Db, shopId: string, title: string) {
  const taken = await takenHandles(
    (base) =>
      db
        .selectFrom('collections')
        .select('handle')
        .where('shop_id', '=', shopId)
        .where((eb) => eb.or([eb('handle', '=', base), handleLike(base)]))
        .execute(),
    [title],
    'collection',
  );
  return nextHandle(title, taken, 'collection');
}

/** SPEC §8: nothing is deleted while products use one; the SPA maps `code` to app.collection.in_use. */
async function beforeDelete(ids: string[], { db, shopId }: { db: Db; shopId: string }) {
  const used = [...(await counts(db, ids)).keys()];
  if (used.length) throw new GatewayError(400, IN_USE_MESSAGE, { code: 'collection.in_use', ids: used });
  // Children of a deleted collection move up to the top level rather than vanish.
  await db
    .updateTable('collections')
    .set({ parent: null })
    .where('shop_id', '=', shopId)
    .where('parent', 'in', ids)
    .execute();
  await deleteOwnerMetafields(db, shopId, 'collection', ids);
}

export const collectionModule = declaredModule(collection, {
  migrations: {
    '20261123_collection_version': {
      async up(db: MigrationDb) {
        await db.schema
          .alterTable('collections')
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      },
    },
  },
  check: (values, { db, shopId, id }) => checkParent(db, shopId, id, values.parent),
  // A blank parent is the top level.
  stored: (values) => ('parent' in values ? { parent: values.parent || null } : {}),
  beforeInsert: async (values, { db, shopId }) => ({ handle: await handleFor(db, shopId, values.title) }),
  answered: async (records, { db }) => {
    const n = await counts(
      db,
      records.map((r) => r.id),
    );
    return records.map((r) => ({ ...r, products_count: n.get(r.id) ?? 0 }));
  },
  sortColumns: { title: 'sort_title' },
  filters: {
    parent: (value) => (value === ROOT_PARENT ? sql<boolean>`parent is null` : sql<boolean>`parent = ${value}`),
  },
  beforeDelete,
});
