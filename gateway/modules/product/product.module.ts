/**
 * SPEC §7 Product: list (and its CSV export), get, create, update, delete many, import,
 * variants, tags, images, bulk update preview and apply.
 */
import type { FastifyInstance } from 'fastify';
import './product.tables';
import { productMigrations } from './product.migrations';
import { productContract as productRoutes } from '../../../resources/product/product.contract';
import type { FieldErrors } from '../../../core/validation';
import type { Db } from '../../db';
import { badRequest, notFound } from '../../lib/errors';
import { inList } from '../../lib/chunks';
import { newId, nowIso } from '../../lib/ids';
import { englishMessages, sendFile, serve, serveVariant } from '../../lib/serve';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { shopCurrency } from '../../lib/shop';
import { handleLike, isUniqueViolation, nextHandle, startsWithText, takenHandles } from '../../lib/text';
import { toJob } from '../../lib/jobAnswer';
import { updateVersioned } from '../../lib/versioned';
import { bodyOfState, keptWrite, recordVersion, recordVersions, restorable } from '../../lib/history';
import { keepInTrash } from '../../lib/trash';
import { applyBulk, planBulk } from './product.bulk';
import { lastUndoable, undoBulk } from './product.undo';
import { exportCsv, productSheet } from './product.export';
import { importProducts } from './product.import';
import { IMPORT_CHANNEL, IMPORT_JOB_BYTES, importProductsJob } from './product.importJob';
import { listProductRows } from './product.query';
import {
  deleteProducts,
  loadRelations,
  newProductRow,
  productColumns,
  replaceRelations,
  searchText,
  toProduct,
  type ProductInput,
} from './product.rows';
import { variantErrors } from './product.rules';
import { moneyDigits } from '../../lib/money';
import { uniqueTags } from '../../lib/text';

export const PRODUCT_TABLES = [
  'products',
  'product_tags',
  'product_collections',
  'product_media',
  'product_bulk_updates',
  'product_bulk_update_rows',
];

const fail = (errors: FieldErrors) => badRequest(errors, englishMessages(errors));

/** Collections named in a body must be this shop's. */
async function checkCollections(db: Db, shopId: string, ids: string[] | undefined) {
  if (!ids?.length) return;
  const found = await db
    .selectFrom('collections')
    .select('id')
    .where('shop_id', '=', shopId)
    .where(inList(db, 'id', ids))
    .execute();
  if (found.length !== new Set(ids).size) throw fail({ collections: { message: 'app.validation.invalid' } });
}

export async function productAnswer(db: Db, shopId: string, id: string, currency: string) {
  const row = await db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const { tags, collections } = await loadRelations(db, [id]);
  return toProduct(row, tags.get(id)!, collections.get(id)!, currency);
}

/** Issue 27: a product's version is restored through its own update call. */
restorable('products', {
  route: productRoutes.update,
  params: (state) => ({ product_id: String(state.id) }),
  body: bodyOfState,
});

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;

  /** Issue 27: one version per product a bulk write (or its undo) changed, in its transaction. */
  const keepVersions = async (shopId: string) => {
    const currency = await shopCurrency(db, shopId);
    return async (trx: Db, ids: string[]) => {
      for (const id of ids) {
        const state = await productAnswer(trx, shopId, id, currency);
        await recordVersion(trx, { shopId, resource: 'products', recordId: id, action: 'update', state });
      }
    };
  };

  serve(app, deps, productRoutes.list, async ({ query, shopId, shop, reply }) => {
    const currency = shop?.currency ?? (await shopCurrency(db, shopId));
    // SPEC §7: the export is this same call with isExport, answering a CSV blob.
    if (query.isExport === 'true') {
      const csv = await exportCsv(deps.readDb, shopId, query, moneyDigits(currency));
      return sendFile(reply, 'text/csv; charset=utf-8', `products-${nowIso().slice(0, 10)}.csv`, csv);
    }
    const { rows, total } = await listProductRows(db, shopId, query);
    const { tags, collections } = await loadRelations(
      db,
      rows.map((r) => r.id),
    );
    const products = rows.map((r) => toProduct(r, tags.get(r.id)!, collections.get(r.id)!, currency));
    return { data: { products, total, page: query.page, limit: query.limit } };
  });
  serveVariant(deps, productRoutes.export);

  serve(app, deps, productRoutes.get, async ({ params, shopId, shop }) => ({
    data: await productAnswer(db, shopId, params.product_id, shop?.currency ?? (await shopCurrency(db, shopId))),
  }));

  serve(app, deps, productRoutes.create, async ({ body, shopId, reply }) => {
    const input = body as ProductInput;
    const errors = variantErrors(input.options, input.variants);
    if (errors) throw fail(errors);
    await checkCollections(db, shopId, input.collections);
    const currency = await shopCurrency(db, shopId);
    const id = newId();
    // Two creates with one title at once: the unique index decides, the loser takes the next handle.
    for (let attempt = 0; ; attempt++) {
      try {
        await db.transaction().execute(async (trx) => {
          const taken = await takenHandles(
            (base) =>
              trx
                .selectFrom('products')
                .select('handle')
                .where('shop_id', '=', shopId)
                .where((eb) => eb.or([eb('handle', '=', base), handleLike(base)]))
                .execute(),
            [input.title],
            'product',
          );
          const at = nowIso();
          await trx
            .insertInto('products')
            .values(
              newProductRow(id, shopId, nextHandle(input.title, taken, 'product'), input, moneyDigits(currency), at),
            )
            .execute();
          await replaceRelations(
            trx,
            shopId,
            id,
            { tags: input.tags, collections: input.collections, media: input.media },
            at,
          );
          // Issue 27: its first version, with it.
          const state = await productAnswer(trx, shopId, id, currency);
          await recordVersion(trx, { shopId, resource: 'products', recordId: id, action: 'create', state });
        });
        break;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
    reply.code(201);
    return { data: await productAnswer(db, shopId, id, currency) };
  });

  serve(app, deps, productRoutes.update, async ({ params, body, shopId }) => {
    const current = await db
      .selectFrom('products')
      .selectAll()
      .where('id', '=', params.product_id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (!current) throw notFound();
    const input = Object.fromEntries(
      Object.entries(body).filter(([k, v]) => v !== undefined && k !== 'shop_id' && k !== 'version'),
    ) as Partial<ProductInput>;
    if (input.options || input.variants) {
      const errors = variantErrors(
        input.options ?? JSON.parse(current.options),
        input.variants ?? JSON.parse(current.variants),
      );
      if (errors) throw fail(errors);
    }
    await checkCollections(db, shopId, input.collections);
    const currency = await shopCurrency(db, shopId);
    const at = nowIso();
    await db.transaction().execute(async (trx) => {
      const set = { ...productColumns(input, moneyDigits(currency)), updated_at: at };
      if (input.title !== undefined || input.sku !== undefined || input.vendor !== undefined || input.tags) {
        const tags = input.tags
          ? uniqueTags(input.tags)
          : (await loadRelations(trx, [current.id])).tags.get(current.id)!;
        set.search = searchText({ ...current, ...set }, tags);
      }
      // Written only at the version the merchant read (409 with the current product otherwise).
      await updateVersioned(
        trx,
        'products',
        shopId,
        current.id,
        body.version,
        set,
        () => productAnswer(trx, shopId, current.id, currency),
        // Its tags, collections and media go with it, before its new state is kept (issue 27).
        () =>
          replaceRelations(
            trx,
            shopId,
            current.id,
            { tags: input.tags, collections: input.collections, media: input.media },
            at,
          ),
      );
    });
    return { data: await productAnswer(db, shopId, current.id, currency) };
  });

  serve(app, deps, productRoutes.deleteMany, async ({ body, shopId }) => {
    // Unknown ids and other shops' ids are passed over: the answer names what was deleted.
    const rows = await db
      .selectFrom('products')
      .select('id')
      .where('shop_id', '=', shopId)
      .where(inList(db, 'id', body.ids))
      .execute();
    const ids = rows.map((r) => r.id);
    if (ids.length) {
      const currency = await shopCurrency(db, shopId);
      await db.transaction().execute(async (trx) => {
        // Issue 27: each product's last state is a "delete" version, with the delete.
        const states = await Promise.all(ids.map((id) => productAnswer(trx, shopId, id, currency)));
        // Issue 27 item 3: restorable from the Trash with its tags, media and collections.
        await keepInTrash(trx, shopId, 'products', ids);
        await deleteProducts(trx, shopId, ids);
        await recordVersions(
          trx,
          states.map((state) => ({
            shopId,
            resource: 'products',
            recordId: state.id,
            action: 'delete' as const,
            state,
          })),
        );
      });
    }
    return { data: { ids } };
  });

  serve(app, deps, productRoutes.import, async ({ body, shopId, user, reply }) => {
    if (Buffer.byteLength(body.csv) > (deps.config.importJobBytes ?? IMPORT_JOB_BYTES)) {
      const job = await deps.queue.publish(IMPORT_CHANNEL, shopId, user.id, { csv: body.csv, dry_run: body.dry_run });
      reply.code(202);
      return { data: { job: toJob(job) } };
    }
    const digits = moneyDigits(await shopCurrency(db, shopId));
    return { data: await importProducts(db, shopId, body.csv, body.dry_run, digits) };
  });

  serve(app, deps, productRoutes.variants, async ({ body, shopId }) => {
    const current = await db
      .selectFrom('products')
      .select(['id', 'options'])
      .where('id', '=', body.product_id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (!current) throw notFound();
    const errors = variantErrors(JSON.parse(current.options), body.variants);
    if (errors) throw fail(errors);
    const currency = await shopCurrency(db, shopId);
    const { variants } = productColumns({ variants: body.variants }, moneyDigits(currency));
    // Issue 27: the product with its new variants is a version, with the change.
    await keptWrite(
      db,
      { shopId, resource: 'products', recordId: current.id, action: 'update' },
      (trx) =>
        trx.updateTable('products').set({ variants, updated_at: nowIso() }).where('id', '=', current.id).execute(),
      (trx) => productAnswer(trx, shopId, current.id, currency),
    );
    return { data: await productAnswer(db, shopId, current.id, currency) };
  });

  serve(app, deps, productRoutes.tags, async ({ query, shopId }) => {
    let q = db.selectFrom('product_tags').where('shop_id', '=', shopId);
    if (query.q?.trim()) q = q.where(startsWithText('tag_key', query.q.trim().toLowerCase()));
    const rows = await q
      .select(['tag_key'])
      .select((eb) => eb.fn.min('tag').as('tag'))
      .groupBy('tag_key')
      .orderBy('tag_key')
      .limit(query.limit)
      .execute();
    return { data: rows.map((r) => r.tag) };
  });

  serve(app, deps, productRoutes.images, async ({ query, shopId }) => {
    const base = db.selectFrom('product_media').where('product_media.shop_id', '=', shopId);
    const { total } = await base
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .innerJoin('products', 'products.id', 'product_media.product_id')
      .select([
        'product_media.url',
        'product_media.alt',
        'product_media.product_id',
        'product_media.position',
        'product_media.created_at',
        'products.title as product_title',
      ])
      .orderBy('product_media.created_at', 'desc')
      .orderBy('product_media.product_id')
      .orderBy('product_media.position')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    return { data: { images: rows, total: Number(total), page: query.page, limit: query.limit } };
  });

  serve(app, deps, productRoutes.bulkPreview, async ({ body, shopId }) => {
    const plans = await planBulk(db, shopId, body, moneyDigits(await shopCurrency(db, shopId)));
    const rows = plans.map((p) => p.result);
    return { data: { rows, total: rows.length, changed: rows.filter((r) => r.changed).length } };
  });

  serve(app, deps, productRoutes.bulkApply, async ({ body, shopId, user }) => {
    const plans = await planBulk(db, shopId, body, moneyDigits(await shopCurrency(db, shopId)));
    const { ids, undo } = await applyBulk(db, shopId, user.id, body, plans, await keepVersions(shopId));
    return { data: { updated: ids.length, ids, undo_id: undo?.id ?? null, undo_until: undo?.expires_at ?? null } };
  });

  serve(app, deps, productRoutes.bulkLast, async ({ shopId }) => ({ data: await lastUndoable(db, shopId) }));

  serve(app, deps, productRoutes.bulkUndo, async ({ params, shopId }) => ({
    data: await undoBulk(db, shopId, params.bulk_id, await keepVersions(shopId)),
  }));
}

export const productModule = defineModule({
  name: 'product',
  migrations: productMigrations,
  shopTables: PRODUCT_TABLES,
  // A job handler, not a route's side effect: `npm run worker` builds no routes (issue 28: big imports failed there).
  jobs: (deps) => ({ [IMPORT_CHANNEL]: importProductsJob(deps.db) }),
  sheets: [productSheet],
  routes,
});
