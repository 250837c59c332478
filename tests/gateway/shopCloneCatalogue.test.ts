/**
 * Issue 26 item 4 with item 3: a new shop from another brings its catalogue (every product
 * with variants, options and media copied under the new shop in the object store, every
 * collection with its products), prices converted with the rate when the currencies differ
 * (VND: whole dong); the job run again creates nothing twice; undo removes the catalogue and the
 * images it copied (only those);
 * another merchant's shop is a 404 as a source. Both databases.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { copyContract as copyRoutes } from '../../resources/copy/copy.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import type { Product } from '../../resources/product/product.schema';
import { shopCloneContract as cloneRoutes } from '../../resources/shop/shopClone.contract';
import { createCollection, createProduct, listProducts, type Merchant } from './catalogue.fixtures';
import type { Gateway } from './harness';
import { useMediaGateway } from './objectStore.fixtures';

const media = useMediaGateway('clone-catalogue-');
let gw: Gateway;
beforeAll(() => {
  gw = media.gw();
});
const { putImage, exists } = media;

/** A merchant's furnished USD shop (a collection with a mug, a loose bowl) and a new shop in `currency`. */
async function business(currency = 'USD') {
  const account = await gw.account();
  const source = (await gw.createShop(account.token, { name: 'Source' }))._id;
  const target = (await gw.createShop(account.token, { name: 'New', currency }))._id;
  const m = (shopId: string): Merchant => ({ token: account.token, userId: account.id, shopId });
  const src = m(source);
  const front = await putImage(`${account.id}/${source}/products/1-front.png`);
  const col = await createCollection(gw, src, { title: 'Kitchen' });
  const mug = await createProduct(gw, src, {
    title: 'Enamel mug',
    sku: 'MUG-1',
    price: 12.5,
    media: [{ url: front, alt: 'Front' }],
    options: [{ name: 'Colour', values: ['Red', 'Blue'] }],
    variants: [
      { options: ['Red'], price: 12.5, sku: 'MUG-R', quantity: 3, image: front },
      { options: ['Blue'], price: 13.99, sku: 'MUG-B', quantity: 4 },
    ],
    collections: [col.id],
  });
  const bowl = await createProduct(gw, src, { title: 'Bowl', sku: 'BOWL-1', price: 9.99 });
  return { account, src, dst: m(target), col, mug, bowl, front };
}

const start = (m: Merchant, body: Record<string, unknown>) =>
  gw.call(cloneRoutes.start, { token: m.token, params: { id: m.shopId }, body });
const cloneOf = async (m: Merchant) =>
  (await gw.ok(cloneRoutes.get, { token: m.token, params: { id: m.shopId } })).data!;
const productIn = async (m: Merchant, id: string) =>
  (await gw.ok(productRoutes.get, { token: m.token, params: { shop: m.shopId, product_id: id } })).data as Product;
/** The shop's products, by title. */
const titled = async (m: Merchant) =>
  (await listProducts(gw, m)).products.sort((a, b) => a.title.localeCompare(b.title));
const count = async (table: 'products' | 'collections' | 'product_collections' | 'copy_links', shopId: string) =>
  (await gw.db.selectFrom(table).selectAll().where('shop_id', '=', shopId).execute()).length;

describe('a new shop from another, with its catalogue', () => {
  it('copies every product (variants, options, media under the new shop) and collection with its products', async () => {
    const b = await business();
    const started = await start(b.dst, { source_id: b.src.shopId, parts: ['catalogue', 'menus'] });
    expect(started.statusCode, started.body).toBe(202);
    await gw.app.queue.drain();
    const clone = await cloneOf(b.dst);
    expect(clone.status).toBe('done');
    expect(clone.report.catalogue).toEqual({
      counts: { collections: 1, products: 2 },
      skipped: {},
      secrets_to_enter: [],
    });
    const products = await titled(b.dst);
    expect(products.map((p: { title: string }) => p.title)).toEqual(['Bowl', 'Enamel mug']);
    const mug = await productIn(b.dst, products[1].id);
    expect(mug.id).not.toBe(b.mug.id);
    expect(mug.options).toEqual([expect.objectContaining({ name: 'Colour', values: ['Red', 'Blue'] })]);
    expect(mug.variants.map((v) => [v.sku, v.price])).toEqual([
      ['MUG-R', 12.5],
      ['MUG-B', 13.99],
    ]);
    // The image copied under the new shop's folder, not linked to the source's.
    const copiedFront = b.front.replace(`/${b.src.shopId}/`, `/${b.dst.shopId}/`);
    expect(mug.media).toEqual([expect.objectContaining({ url: copiedFront, alt: 'Front' })]);
    expect(mug.variants[0].image).toBe(copiedFront);
    const col = await gw.db.selectFrom('collections').selectAll().where('shop_id', '=', b.dst.shopId).execute();
    expect(col.map((c) => c.title)).toEqual(['Kitchen']);
    const inIt = await listProducts(gw, b.dst, { collection: col[0].id });
    expect(inIt.products.map((p: { id: string }) => p.id)).toEqual([mug.id]);
    // The source's "undo the last copy" does not offer the clone's catalogue: the clone undoes it.
    expect((await gw.ok(copyRoutes.last, { token: b.src.token, params: { shop: b.src.shopId } })).data).toBeNull();
  });

  it('converts prices with the rate into another currency (VND: whole dong), and requires it', async () => {
    const b = await business('VND');
    const missing = await start(b.dst, { source_id: b.src.shopId, parts: ['catalogue'] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ rate: { message: 'app.validation.required' } });
    expect(await cloneOf(b.dst)).toBeNull();
    // Without the catalogue no rate is needed.
    const other = await gw.createShop(b.account.token, { name: 'Other', currency: 'VND' });
    const plain = await start({ ...b.dst, shopId: other._id }, { source_id: b.src.shopId, parts: ['pages'] });
    expect(plain.statusCode, plain.body).toBe(202);

    expect((await start(b.dst, { source_id: b.src.shopId, parts: ['catalogue'], rate: 25_000 })).statusCode).toBe(202);
    await gw.app.queue.drain();
    const products = await titled(b.dst);
    expect(products.map((p: { title: string; price: number }) => [p.title, p.price])).toEqual([
      ['Bowl', 249_750],
      ['Enamel mug', 312_500],
    ]);
    const mug = await productIn(b.dst, products[1].id);
    expect(mug.variants.map((v) => v.price)).toEqual([312_500, 349_750]);
  });

  it('creates nothing twice when the job runs again, and undo removes the catalogue and its copied images', async () => {
    const b = await business();
    // An image the merchant put in the new shop's folder themselves: no copy of the clone's.
    const ownKey = `${b.account.id}/${b.dst.shopId}/products/own.png`;
    await putImage(ownKey);
    const first = (await start(b.dst, { source_id: b.src.shopId, parts: ['catalogue', 'pages'] })).json().data;
    await gw.app.queue.drain();
    const before = [await count('products', b.dst.shopId), await count('collections', b.dst.shopId)];
    expect(before).toEqual([2, 1]);
    // The same job run again (a retry after a lost lease), with the catalogue's record lost:
    // its copy runs are found by their ids and passed over.
    const row = await gw.db
      .selectFrom('shop_clones')
      .select('done')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    const { catalogue: _lost, ...rest } = JSON.parse(row.done) as Record<string, unknown>;
    await gw.db
      .updateTable('shop_clones')
      .set({ done: JSON.stringify(rest) })
      .where('id', '=', first.id)
      .execute();
    await gw.db
      .updateTable('jobs')
      .set({ status: 'queued', run_at: new Date(0).toISOString() })
      .where('id', '=', first.job_id)
      .execute();
    await gw.app.queue.drain();
    const clone = await cloneOf(b.dst);
    expect(clone.status).toBe('done');
    expect(clone.report.catalogue?.counts).toEqual({ collections: 1, products: 2 });
    expect([await count('products', b.dst.shopId), await count('collections', b.dst.shopId)]).toEqual(before);

    const sourceKey = `${b.account.id}/${b.src.shopId}/products/1-front.png`;
    const copiedKey = `${b.account.id}/${b.dst.shopId}/products/1-front.png`;
    expect(await exists(copiedKey)).toBe(true);

    const undo = await gw.call(cloneRoutes.undo, { token: b.dst.token, params: { id: b.dst.shopId } });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().data.removed).toBeGreaterThanOrEqual(3);
    // The image the copy wrote is gone; the source's and the merchant's own stay.
    expect(await exists(copiedKey)).toBe(false);
    expect(await exists(sourceKey)).toBe(true);
    expect(await exists(ownKey)).toBe(true);
    for (const table of ['products', 'collections', 'product_collections', 'copy_links'] as const)
      expect(await count(table, b.dst.shopId), table).toBe(0);
    // The source keeps its catalogue.
    expect([await count('products', b.src.shopId), await count('collections', b.src.shopId)]).toEqual([2, 1]);
  });

  it("is a 404 with another merchant's shop as the source, and copies nothing", async () => {
    const b = await business();
    const other = await gw.account();
    const theirs = (await gw.createShop(other.token, { name: 'Theirs' }))._id;
    await createProduct(gw, { token: other.token, userId: other.id, shopId: theirs }, { title: 'Secret', price: 1 });
    const res = await start(b.dst, { source_id: theirs, parts: ['catalogue'] });
    expect(res.statusCode).toBe(404);
    await gw.app.queue.drain();
    expect(await count('products', b.dst.shopId)).toBe(0);
    expect((await gw.ok(cloneRoutes.get, { token: b.dst.token, params: { id: b.dst.shopId } })).data).toBeNull();
  });
});
