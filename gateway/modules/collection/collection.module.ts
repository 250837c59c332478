/**
 * SPEC §7 Collection: list with query params, get, create, update, delete with a body.
 * A parent is a collection of the same shop and never a descendant (no cycles); a
 * collection used by products is not deleted (SPEC §8).
 */
import type { FastifyInstance } from 'fastify';
import type { MigrationDb } from '../../db/migrationDb';
import type { z } from 'zod';
import type { Collection, CollectionBody } from '../../../resources/collection/collection.schema';
import { collectionContract as collectionRoutes } from '../../../resources/collection/collection.contract';
import type { Db } from '../../db';
import type { Trx } from '../../db';
import { deleteOwnerMetafields } from '../../lib/metafieldOwners';
import type { CollectionTable } from './collection.tables';
import type { Selectable } from 'kysely';
import { GatewayError, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { englishMessages, serve } from '../../lib/serve';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { updateVersioned } from '../../lib/versioned';
import { containsKey, handleLike, isUniqueViolation, nextHandle, takenHandles, textKey } from '../../lib/text';
import { inList } from '../../lib/chunks';

export const IN_USE_MESSAGE = 'Product in use, please remove this category from product in use';
/** `parent=root` lists the top level (collections without a parent). */
export const ROOT_PARENT = 'root';

type Input = Partial<z.output<typeof CollectionBody>>;

const parentError = (code: string) => {
  const errors = { parent: { message: 'app.validation.invalid' } };
  return new GatewayError(400, 'Please check data fields!', { errors, messages: englishMessages(errors), code });
};

async function counts(db: Db | Trx, ids: string[]): Promise<Map<string, number>> {
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

const toCollection = (row: Selectable<CollectionTable>, productsCount: number): Collection => {
  const { sort_title: _s, ...columns } = row;
  return { ...columns, _id: row.id, products_count: productsCount };
};

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

function columns(input: Input): Partial<Selectable<CollectionTable>> {
  const out: Partial<Selectable<CollectionTable>> = {};
  if (input.title !== undefined)
    Object.assign(out, { title: input.title, sort_title: textKey(input.title).slice(0, 100) });
  if (input.description !== undefined) out.description = input.description;
  if (input.parent !== undefined) out.parent = input.parent || null;
  if (input.image !== undefined) out.image = input.image;
  return out;
}

function collectionRoutesOf(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;

  const answer = async (shopId: string, id: string) => {
    const row = await db
      .selectFrom('collections')
      .selectAll()
      .where('id', '=', id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (!row) throw notFound();
    return toCollection(row, (await counts(db, [id])).get(id) ?? 0);
  };

  serve(app, deps, collectionRoutes.list, async ({ query, shopId }) => {
    let q = db.selectFrom('collections').where('shop_id', '=', shopId);
    if (query.q?.trim()) q = q.where(containsKey('sort_title', query.q));
    if (query.parent === ROOT_PARENT) q = q.where('parent', 'is', null);
    else if (query.parent) q = q.where('parent', '=', query.parent);
    const { total } = await q.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
    const rows = await q
      .selectAll()
      .orderBy(query.sort === 'title' ? 'sort_title' : 'created_at', query.order)
      .orderBy('id', query.order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    const n = await counts(
      db,
      rows.map((r) => r.id),
    );
    return {
      data: {
        collections: rows.map((r) => toCollection(r, n.get(r.id) ?? 0)),
        total: Number(total),
        page: query.page,
        limit: query.limit,
      },
    };
  });

  serve(app, deps, collectionRoutes.get, async ({ params, shopId }) => ({
    data: await answer(shopId, params.collection_id),
  }));

  serve(app, deps, collectionRoutes.create, async ({ body, shopId }) => {
    await checkParent(db, shopId, undefined, body.parent);
    const id = newId();
    for (let attempt = 0; ; attempt++) {
      try {
        const taken = await takenHandles(
          (base) =>
            db
              .selectFrom('collections')
              .select('handle')
              .where('shop_id', '=', shopId)
              .where((eb) => eb.or([eb('handle', '=', base), handleLike(base)]))
              .execute(),
          [body.title],
          'collection',
        );
        const at = nowIso();
        await db
          .insertInto('collections')
          .values({
            id,
            shop_id: shopId,
            handle: nextHandle(body.title, taken, 'collection'),
            title: body.title,
            sort_title: '',
            description: null,
            parent: null,
            image: null,
            created_at: at,
            updated_at: at,
            ...columns(body),
          })
          .execute();
        break;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
    return { data: await answer(shopId, id) };
  });

  serve(app, deps, collectionRoutes.update, async ({ params, body, shopId }) => {
    const current = await answer(shopId, params.collection_id);
    await checkParent(db, shopId, current.id, body.parent);
    await updateVersioned(
      db,
      'collections',
      shopId,
      current.id,
      body.version,
      { ...columns(body), updated_at: nowIso() },
      () => answer(shopId, current.id),
    );
    return { data: await answer(shopId, current.id) };
  });

  serve(app, deps, collectionRoutes.deleteMany, async ({ body, shopId }) => {
    // Checked and deleted in one transaction, so a product linked meanwhile is not orphaned.
    const ids = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('collections')
        .select('id')
        .where('shop_id', '=', shopId)
        .where(inList(trx, 'id', body.ids))
        .execute();
      const found = rows.map((r) => r.id);
      const used = [...(await counts(trx, found)).keys()];
      // SPEC §8: nothing is deleted; the SPA maps `code` to app.collection.in_use.
      if (used.length) throw new GatewayError(400, IN_USE_MESSAGE, { code: 'collection.in_use', ids: used });
      if (found.length) {
        // Children of a deleted collection move up to the top level rather than vanish.
        await trx
          .updateTable('collections')
          .set({ parent: null })
          .where('shop_id', '=', shopId)
          .where('parent', 'in', found)
          .execute();
        await deleteOwnerMetafields(trx, shopId, 'collection', found);
        await trx.deleteFrom('collections').where('shop_id', '=', shopId).where('id', 'in', found).execute();
      }
      return found;
    });
    return { data: { ids } };
  });
}

export const collectionModule = defineModule({
  name: 'collection',
  shopTables: ['collections'],
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
  routes: collectionRoutesOf,
});
