/**
 * Issue 27 item 3: Trash. A delete keeps the record and its children in the same
 * transaction; a restore brings them back (same id) in one, or answers 409 per field when its
 * handle or SKU is now another record's and takes a new one; a refused delete keeps nothing;
 * the purge removes what is older than TRASH_DAYS; another merchant's trash is a 404.
 */
import { describe, expect, it } from 'vitest';
import { declaredContract } from '../../core/declaredContract';
import { collection } from '../../resources/collection/collection.resource';
import { page } from '../../resources/page/page.resource';
import { historyContract as historyRoutes } from '../../resources/history/history.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { trashContract as trashRoutes } from '../../resources/trash/trash.contract';
import { JobQueue } from '../../gateway/jobs/queue';
import { PURGE_CHANNEL, PURGE_EVERY_MS, purgeJob, purgeTrash } from '../../gateway/modules/trash/trash.purge';
import { TRASH_DAYS } from '../../gateway/lib/trash';
import { createCollection, createProduct, merchant, type Merchant } from './catalogue.fixtures';
import { useGateway } from './harness';

const gw = useGateway();
const collectionRoutes = declaredContract(collection);
const pageRoutes = declaredContract(page);
const DAY = 86_400_000;

const as = (m: Merchant) => ({ token: m.token, params: { shop: m.shopId } });
const trashOf = async (m: Merchant, query: Record<string, string | number> = {}) =>
  (await gw.ok(trashRoutes.list, { ...as(m), query })).data;
const restore = (m: Merchant, id: string, body: Record<string, string> = {}) =>
  gw.call(trashRoutes.restore, { token: m.token, params: { shop: m.shopId, trash_id: id }, body });
const getProduct = (m: Merchant, id: string) =>
  gw.call(productRoutes.get, { token: m.token, params: { shop: m.shopId, product_id: id } });
const deleteProducts = (m: Merchant, ids: string[]) => gw.ok(productRoutes.deleteMany, { ...as(m), body: { ids } });
const deleteCollections = (m: Merchant, ids: string[]) =>
  gw.call(collectionRoutes.deleteMany, { ...as(m), body: { ids } });

describe('trash', () => {
  it('restores a deleted product with its variants, options, tags, media and collections, same id', async () => {
    const m = await merchant(gw);
    const summer = await createCollection(gw, m, { title: 'Summer' });
    const tee = await createProduct(gw, m, {
      title: 'Tee',
      sku: 'TEE-1',
      tags: ['cotton', 'Sale'],
      collections: [summer.id],
      media: [{ url: 'https://cdn.example/tee.png', alt: 'Tee' }],
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { options: ['S'], price: 11, sku: 'TEE-S', quantity: 2 },
        { options: ['M'], price: 12, sku: 'TEE-M', quantity: 3 },
      ],
    });
    await deleteProducts(m, [tee.id]);
    expect((await getProduct(m, tee.id)).statusCode).toBe(404);

    const trash = await trashOf(m, { area: 'products' });
    expect(trash.total).toBe(1);
    expect(trash.items[0]).toMatchObject({
      resource: 'products',
      area: 'products',
      record_id: tee.id,
      title: 'Tee',
      author: { id: m.userId, name: 'Linh Nguyen' },
    });
    expect(Date.parse(trash.items[0].expires_at) - Date.parse(trash.items[0].deleted_at)).toBe(TRASH_DAYS * DAY);

    expect((await restore(m, trash.items[0].id)).json()).toEqual({ data: { resource: 'products', record_id: tee.id } });
    const back = (await getProduct(m, tee.id)).json().data;
    expect(back).toEqual(tee);
    // Its membership counts again in the collection, and the item has left the trash.
    const summerNow = (
      await gw.ok(collectionRoutes.get, { ...as(m), params: { shop: m.shopId, collection_id: summer.id } })
    ).data;
    expect(summerNow.products_count).toBe(1);
    expect((await trashOf(m)).total).toBe(0);
    expect((await restore(m, trash.items[0].id)).statusCode).toBe(404);
    // Its history goes on: create, delete, restore.
    const history = (
      await gw.ok(historyRoutes.list, {
        token: m.token,
        params: { shop: m.shopId, resource: 'products', record_id: tee.id },
      })
    ).data;
    expect(history.versions.map((v) => v.action)).toEqual(['restore', 'delete', 'create']);
  });

  it('restores a deleted collection under its parent, with its child collections, and lists newest first', async () => {
    const m = await merchant(gw);
    const top = await createCollection(gw, m, { title: 'Clothes' });
    const summer = await createCollection(gw, m, { title: 'Summer', parent: top.id });
    const hats = await createCollection(gw, m, { title: 'Hats', parent: summer.id });
    expect((await deleteCollections(m, [summer.id])).statusCode).toBe(200);
    const moved = await gw.ok(collectionRoutes.get, { ...as(m), params: { shop: m.shopId, collection_id: hats.id } });
    expect(moved.data.parent).toBeNull();
    const deletedTee = await createProduct(gw, m, { title: 'Later' });
    await deleteProducts(m, [deletedTee.id]);

    const all = await trashOf(m);
    expect(all.items.map((i) => i.title)).toEqual(['Later', 'Summer']);
    expect((await trashOf(m, { area: 'collections' })).items.map((i) => i.record_id)).toEqual([summer.id]);
    expect((await trashOf(m, { resource: 'products', limit: 1, page: 2 })).items).toEqual([]);

    const item = all.items.find((i) => i.record_id === summer.id)!;
    expect((await restore(m, item.id)).statusCode).toBe(200);
    const get = (id: string) =>
      gw.ok(collectionRoutes.get, { ...as(m), params: { shop: m.shopId, collection_id: id } });
    expect((await get(summer.id)).data).toMatchObject({ title: 'Summer', parent: top.id, handle: summer.handle });
    expect((await get(hats.id)).data.parent).toBe(summer.id);
  });

  it('brings a collection back with its products, whichever of them is restored first', async () => {
    const m = await merchant(gw);
    const summer = await createCollection(gw, m, { title: 'Summer' });
    const hat = await createProduct(gw, m, { title: 'Hat', collections: [summer.id] });
    const cap = await createProduct(gw, m, { title: 'Cap', collections: [summer.id] });
    // SPEC §8: a collection products use cannot be deleted: its products go first.
    await deleteProducts(m, [hat.id, cap.id]);
    expect((await deleteCollections(m, [summer.id])).statusCode).toBe(200);
    const item = async (id: string) => (await trashOf(m)).items.find((i) => i.record_id === id)!.id;

    // The product first: it waits in the collection's kept products.
    expect((await restore(m, await item(hat.id))).statusCode).toBe(200);
    expect((await getProduct(m, hat.id)).json().data.collections).toEqual([]);
    expect((await restore(m, await item(summer.id))).statusCode).toBe(200);
    // Then the other product, after its collection.
    expect((await restore(m, await item(cap.id))).statusCode).toBe(200);
    for (const p of [hat, cap]) expect((await getProduct(m, p.id)).json().data.collections).toEqual([summer.id]);
    const back = await gw.ok(collectionRoutes.get, { ...as(m), params: { shop: m.shopId, collection_id: summer.id } });
    expect(back.data.products_count).toBe(2);
  });

  it('asks for a new handle or SKU when another record took it, and takes the new ones', async () => {
    const m = await merchant(gw);
    const tee = await createProduct(gw, m, { title: 'Tee', sku: 'TEE-1' });
    await deleteProducts(m, [tee.id]);
    const other = await createProduct(gw, m, { title: 'Tee', sku: 'TEE-1' });
    expect(other.handle).toBe(tee.handle);
    const [item] = (await trashOf(m)).items;

    const clash = await restore(m, item.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      code: 'trash.taken',
      errors: { handle: { message: 'resources.trash.taken' }, sku: { message: 'resources.trash.taken' } },
    });
    // Refused: nothing written, the item still in the trash.
    expect((await getProduct(m, tee.id)).statusCode).toBe(404);
    expect((await trashOf(m)).total).toBe(1);
    // A replacement that is no slug: 400 on the field.
    const bad = await restore(m, item.id, { handle: 'Not a slug!', sku: 'TEE-2' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('handle');
    // Only the SKU replaced: still the handle.
    expect((await restore(m, item.id, { sku: 'TEE-2' })).json().errors).toEqual({
      handle: { message: 'resources.trash.taken' },
    });

    expect((await restore(m, item.id, { handle: 'tee-old', sku: 'TEE-2' })).statusCode).toBe(200);
    expect((await getProduct(m, tee.id)).json().data).toMatchObject({ handle: 'tee-old', sku: 'TEE-2', title: 'Tee' });
  });

  it('restores a declared resource (a page) as its row, and asks for a new handle when taken', async () => {
    const m = await merchant(gw);
    const create = async (title: string) =>
      (await gw.ok(pageRoutes.create, { ...as(m), body: { title, tags: ['team'], shop_id: m.shopId } })).data;
    const about = await create('About');
    await gw.ok(pageRoutes.deleteMany, { ...as(m), body: { ids: [about.id] } });
    const [item] = (await trashOf(m, { area: 'online_store' })).items;
    expect(item).toMatchObject({ resource: 'pages', title: 'About' });
    await create('About');
    expect((await restore(m, item.id)).json().errors).toEqual({ handle: { message: 'resources.trash.taken' } });
    expect((await restore(m, item.id, { handle: 'about-us' })).statusCode).toBe(200);
    const back = await gw.ok(pageRoutes.get, { ...as(m), params: { shop: m.shopId, page_id: about.id } });
    expect(back.data).toEqual({ ...about, handle: 'about-us' });
  });

  it('keeps nothing when the delete is refused (a collection products use)', async () => {
    const m = await merchant(gw);
    const summer = await createCollection(gw, m, { title: 'Summer' });
    await createProduct(gw, m, { title: 'Tee', collections: [summer.id] });
    expect((await deleteCollections(m, [summer.id])).statusCode).toBe(400);
    expect((await trashOf(m)).total).toBe(0);
  });

  it('purges what was deleted more than TRASH_DAYS ago, and no longer lists or restores it', async () => {
    const m = await merchant(gw);
    const old = await createProduct(gw, m, { title: 'Old' });
    const fresh = await createProduct(gw, m, { title: 'Fresh' });
    await deleteProducts(m, [old.id, fresh.id]);
    const at = (days: number) => new Date(Date.now() - days * DAY).toISOString();
    await gw.db
      .updateTable('trash_items')
      .set({ deleted_at: at(TRASH_DAYS + 1) })
      .where('record_id', '=', old.id)
      .execute();
    await gw.db
      .updateTable('trash_items')
      .set({ deleted_at: at(TRASH_DAYS - 1) })
      .where('record_id', '=', fresh.id)
      .execute();
    const oldItem = await gw.db
      .selectFrom('trash_items')
      .select('id')
      .where('record_id', '=', old.id)
      .executeTakeFirstOrThrow();
    // Past its days and not yet purged: neither listed nor restorable.
    expect((await trashOf(m)).items.map((i) => i.title)).toEqual(['Fresh']);
    expect((await restore(m, oldItem.id)).statusCode).toBe(404);

    // The periodic job purges, then queues its next run.
    // (The run queued when the app started is taken out: this call plays it.)
    await gw.db.deleteFrom('jobs').where('channel', '=', PURGE_CHANNEL).execute();
    const queue = new JobQueue(gw.db, new Map());
    const ran = Date.now();
    expect(await purgeJob(gw.db, queue)({} as never, {} as never)).toEqual({ purged: 1 });
    expect(await purgeTrash(gw.db)).toBe(0);
    const next = await gw.db
      .selectFrom('jobs')
      .select('run_at')
      .where('channel', '=', PURGE_CHANNEL)
      .where('status', '=', 'queued')
      .orderBy('run_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(Date.parse(next.run_at)).toBeGreaterThanOrEqual(ran + PURGE_EVERY_MS);
    const left = await gw.db.selectFrom('trash_items').select('record_id').where('shop_id', '=', m.shopId).execute();
    expect(left.map((r) => r.record_id)).toEqual([fresh.id]);
  });

  it("answers 404 for another merchant's trash and items, and leaves them there", async () => {
    const mine = await merchant(gw);
    const theirs = await merchant(gw);
    const tee = await createProduct(gw, theirs, { title: 'Theirs' });
    await deleteProducts(theirs, [tee.id]);
    const [item] = (await trashOf(theirs)).items;

    expect((await gw.call(trashRoutes.list, { token: mine.token, params: { shop: theirs.shopId } })).statusCode).toBe(
      404,
    );
    const foreign = await gw.call(trashRoutes.restore, {
      token: mine.token,
      params: { shop: theirs.shopId, trash_id: item.id },
      body: {},
    });
    expect(foreign.statusCode).toBe(404);
    expect((await restore(mine, item.id)).statusCode).toBe(404);
    expect((await trashOf(mine)).total).toBe(0);
    expect((await trashOf(theirs)).total).toBe(1);
  });
});
