/** SPEC §7 Collection and Blacklist: parents without cycles, the in-use delete of §8, the blacklist quirk. */
import { describe, expect, it } from 'vitest';
import { settingsContract } from '../../core/settingsContract';
import { blacklist } from '../../resources/blacklist/blacklist.resource';
import { declaredContract } from '../../core/declaredContract';
import { collection } from '../../resources/collection/collection.resource';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { createCollection, createProduct, merchant } from './catalogue.fixtures';
import { useGateway } from './harness';

const collectionRoutes = declaredContract(collection);
const blacklistRoutes = settingsContract(blacklist);

const gw = useGateway();

describe('collections', () => {
  it('lists with products_count, search, parent filter, sort and paging', async () => {
    const m = await merchant(gw);
    const home = await createCollection(gw, m, { title: 'Home' });
    const kitchen = await createCollection(gw, m, { title: 'Kitchen', parent: home.id });
    await createCollection(gw, m, { title: 'Bát đĩa', parent: home.id });
    await createProduct(gw, m, { title: 'Mug', collections: [kitchen.id] });
    await createProduct(gw, m, { title: 'Bowl', collections: [kitchen.id, home.id] });

    const call = (query: Record<string, string | number>) =>
      gw.call(collectionRoutes.list, { token: m.token, params: { shop: m.shopId }, query }).then((r) => r.json().data);
    const all = await call({});
    expect(all).toMatchObject({ total: 3, page: 1, limit: 50 });
    expect(all.collections.map((c: { title: string; products_count: number }) => [c.title, c.products_count])).toEqual([
      ['Bát đĩa', 0],
      ['Home', 1],
      ['Kitchen', 2],
    ]);
    expect(
      (await call({ parent: home.id, sort: 'title', order: 'desc' })).collections.map(
        (c: { title: string }) => c.title,
      ),
    ).toEqual(['Kitchen', 'Bát đĩa']);
    expect((await call({ parent: 'root' })).collections.map((c: { title: string }) => c.title)).toEqual(['Home']);
    expect((await call({ q: 'bat' })).collections.map((c: { title: string }) => c.title)).toEqual(['Bát đĩa']);
    expect((await call({ limit: 1, page: 2 })).collections.map((c: { title: string }) => c.title)).toEqual(['Home']);
    const one = await gw.call(collectionRoutes.get, {
      token: m.token,
      params: { shop: m.shopId, collection_id: kitchen.id },
    });
    expect(one.json().data).toMatchObject({
      _id: kitchen.id,
      id: kitchen.id,
      handle: 'kitchen',
      parent: home.id,
      products_count: 2,
    });
  });

  it('refuses a stale write with 409 and the current record, and keeps the newer change', async () => {
    const m = await merchant(gw);
    const home = await createCollection(gw, m, { title: 'Home' });
    expect(home.version).toBe(0);
    const update = (version: number, title: string) =>
      gw.call(collectionRoutes.update, {
        token: m.token,
        params: { shop: m.shopId, collection_id: home.id },
        body: { title, version },
      });
    const first = await update(0, 'Home & garden');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ title: 'Home & garden', version: 1 });
    // A second tab still holds version 0.
    const stale = await update(0, 'Homeware');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'stale_write',
      data: { id: home.id, title: 'Home & garden', version: 1 },
    });
    const now = await gw.call(collectionRoutes.get, {
      token: m.token,
      params: { shop: m.shopId, collection_id: home.id },
    });
    expect(now.json().data).toMatchObject({ title: 'Home & garden', version: 1 });
  });

  it('gives each a handle unique in the shop', async () => {
    const m = await merchant(gw);
    expect((await createCollection(gw, m, { title: 'Sale!' })).handle).toBe('sale');
    expect((await createCollection(gw, m, { title: 'SALE' })).handle).toBe('sale-2');
  });

  it('refuses a parent of another shop, itself or a descendant, and changes nothing', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const theirs = await createCollection(gw, other, { title: 'Theirs' });
    const a = await createCollection(gw, m, { title: 'A' });
    const b = await createCollection(gw, m, { title: 'B', parent: a.id });
    const c = await createCollection(gw, m, { title: 'C', parent: b.id });

    const foreign = await gw.call(collectionRoutes.create, {
      token: m.token,
      params: { shop: m.shopId },
      body: { title: 'X', parent: theirs.id },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ errors: { parent: { message: 'app.validation.invalid' } } });
    for (const parent of [a.id, c.id]) {
      const cycle = await gw.call(collectionRoutes.update, {
        token: m.token,
        params: { shop: m.shopId, collection_id: a.id },
        body: { parent },
      });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json()).toMatchObject({
        code: 'collection.parent_cycle',
        errors: { parent: { message: 'app.validation.invalid' } },
      });
    }
    const got = await gw.call(collectionRoutes.get, {
      token: m.token,
      params: { shop: m.shopId, collection_id: a.id },
    });
    expect(got.json().data.parent).toBeNull();
    const moved = await gw.call(collectionRoutes.update, {
      token: m.token,
      params: { shop: m.shopId, collection_id: c.id },
      body: { parent: null, title: 'C2' },
    });
    expect(moved.json().data).toMatchObject({ parent: null, title: 'C2', handle: 'c' });
  });

  it("refuses to delete a collection used by products with SPEC §8's message, and deletes nothing", async () => {
    const m = await merchant(gw);
    const used = await createCollection(gw, m, { title: 'Used' });
    const unused = await createCollection(gw, m, { title: 'Unused' });
    const mug = await createProduct(gw, m, { title: 'Mug', collections: [used.id] });

    const refused = await gw.call(collectionRoutes.deleteMany, {
      token: m.token,
      params: { shop: m.shopId },
      body: { ids: [used.id, unused.id] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Product in use, please remove this category from product in use',
      code: 'collection.in_use',
      ids: [used.id],
    });
    const list = await gw.call(collectionRoutes.list, { token: m.token, params: { shop: m.shopId } });
    expect(list.json().data.total).toBe(2);

    await gw.call(productRoutes.update, {
      token: m.token,
      params: { shop: m.shopId, product_id: mug.id },
      body: { collections: [] },
    });
    const ok = await gw.call(collectionRoutes.deleteMany, {
      token: m.token,
      params: { shop: m.shopId },
      body: { ids: [used.id, unused.id, 'nope'] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.ids.sort()).toEqual([used.id, unused.id].sort());
  });

  it('moves the children of a deleted collection to the top level', async () => {
    const m = await merchant(gw);
    const parent = await createCollection(gw, m, { title: 'Parent' });
    const child = await createCollection(gw, m, { title: 'Child', parent: parent.id });
    await gw.call(collectionRoutes.deleteMany, {
      token: m.token,
      params: { shop: m.shopId },
      body: { ids: [parent.id] },
    });
    const got = await gw.call(collectionRoutes.get, {
      token: m.token,
      params: { shop: m.shopId, collection_id: child.id },
    });
    expect(got.json().data.parent).toBeNull();
  });
});

describe('search blacklist', () => {
  it('saves keywords trimmed and without repeats of any case, and reads them back', async () => {
    const m = await merchant(gw);
    const empty = await gw.call(blacklistRoutes.get, { token: m.token, params: { shop: m.shopId } });
    expect(empty.json()).toEqual({ data: { keywords: [] } });
    const saved = await gw.call(blacklistRoutes.update, {
      token: m.token,
      params: { shop: m.shopId },
      body: { keywords: [' Free ', 'cheap', 'FREE', 'giá rẻ'], shop_id: m.shopId },
    });
    expect(saved.json()).toEqual({ data: { keywords: ['Free', 'cheap', 'giá rẻ'] } });
    const again = await gw.call(blacklistRoutes.update, {
      token: m.token,
      params: { shop: m.shopId },
      body: { keywords: ['replica'] },
    });
    expect(again.json().data.keywords).toEqual(['replica']);
    const read = await gw.call(blacklistRoutes.get, { token: m.token, params: { shop: m.shopId } });
    expect(read.json()).toEqual({ data: { keywords: ['replica'] } });
  });

  it('is cleared by DELETE …/bulk-update with no body (SPEC §7 quirk), and only for that shop', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    for (const who of [m, other]) {
      await gw.call(blacklistRoutes.update, {
        token: who.token,
        params: { shop: who.shopId },
        body: { keywords: ['spam'] },
      });
    }
    const res = await gw.app.inject({
      method: 'DELETE',
      url: `/product-2/api/${m.shopId}/bulk-update`,
      headers: { authorization: `Bearer ${m.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { keywords: [] } });
    expect(
      (await gw.call(blacklistRoutes.get, { token: m.token, params: { shop: m.shopId } })).json().data.keywords,
    ).toEqual([]);
    expect(
      (await gw.call(blacklistRoutes.get, { token: other.token, params: { shop: other.shopId } })).json().data.keywords,
    ).toEqual(['spam']);
  });
});
