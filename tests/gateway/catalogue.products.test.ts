/** SPEC §7 Product against the real gateway: create and update rules, the list, export, tags, images, delete. */
import { beforeAll, describe, expect, it } from 'vitest';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { parseCsv } from '../../gateway/lib/csv';
import { createCollection, createProduct, listProducts, merchant, type Merchant } from './catalogue.fixtures';
import { useGateway } from './harness';

const gw = useGateway();

describe('creating a product', () => {
  it('refuses a stale write with 409 and the current product, and keeps the newer change (tags and all)', async () => {
    const m = await merchant(gw);
    const product = await createProduct(gw, m, { title: 'Mug', price: 10, tags: ['kitchen'] });
    expect(product.version).toBe(0);
    const update = (version: number, body: Record<string, unknown>) =>
      gw.call(productRoutes.update, {
        token: m.token,
        params: { shop: m.shopId, product_id: product.id },
        body: { ...body, version },
      });
    const first = await update(0, { title: 'Big mug', tags: ['kitchen', 'gift'] });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ title: 'Big mug', version: 1 });
    // A second tab still holds version 0: nothing of its change is written, tags included.
    const stale = await update(0, { title: 'Small mug', price: 8, tags: ['sale'] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_write', data: { id: product.id, title: 'Big mug', version: 1 } });
    const now = await gw.ok(productRoutes.get, { token: m.token, params: { shop: m.shopId, product_id: product.id } });
    expect(now.data).toMatchObject({ title: 'Big mug', price: 10, tags: ['gift', 'kitchen'], version: 1 });
    // Without a version (an API user that does not care) the write goes through and bumps it.
    const blind = await gw.call(productRoutes.update, {
      token: m.token,
      params: { shop: m.shopId, product_id: product.id },
      body: { price: 12 },
    });
    expect(blind.json().data).toMatchObject({ price: 12, version: 2 });
  });

  it('answers 201 with a handle from the title, margin and profit computed', async () => {
    const m = await merchant(gw);
    const product = await createProduct(gw, m, {
      title: 'Áo thun Đẹp 2024!',
      price: 40,
      cost_per_item: 10,
      tags: ['Summer', 'summer ', 'cotton'],
    });
    expect(product).toMatchObject({
      _id: product.id,
      shop_id: m.shopId,
      handle: 'ao-thun-dep-2024',
      price: 40,
      cost_per_item: 10,
      margin: 75,
      profit: 30,
      status: 'active',
      track_quantity: true,
      continue_selling: false,
      tags: ['cotton', 'Summer'],
    });
    const again = await createProduct(gw, m, { title: 'Áo thun đẹp 2024' });
    expect(again.handle).toBe('ao-thun-dep-2024-2');
    expect(again.margin).toBeNull();
    expect(again.profit).toBeNull();
  });

  it('rounds money to whole dong in a VND shop and to cents elsewhere', async () => {
    const vnd = await merchant(gw, { currency: 'VND', language: 'vi' });
    const bowl = await createProduct(gw, vnd, { title: 'Bát men lam', price: 150_000.6, cost_per_item: 90_000.4 });
    expect(bowl).toMatchObject({ price: 150_001, cost_per_item: 90_000, profit: 60_001, margin: 40 });
    const usd = await merchant(gw);
    const mug = await createProduct(gw, usd, { title: 'Mug', price: 12.345, cost_per_item: 5 });
    expect(mug).toMatchObject({ price: 12.35, profit: 7.35, margin: 59.51 });
  });

  it('refuses a blank title and a negative price with the §5 message keys', async () => {
    const m = await merchant(gw);
    const res = await gw.call(productRoutes.create, {
      token: m.token,
      params: { shop: m.shopId },
      body: { title: ' ', price: -1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      title: { message: 'app.validation.required' },
      price: { message: 'app.validation.between', args: { min: 0, max: 999_999_999.99 } },
    });
  });

  it('takes a title and an SEO description as long as their counters (70, 250), and names that number past it', async () => {
    const m = await merchant(gw);
    const res = await gw.call(productRoutes.create, {
      token: m.token,
      params: { shop: m.shopId },
      body: { title: 'x'.repeat(71), seo_description: 'y'.repeat(251), price: 1, shop_id: m.shopId },
    });
    expect(res.statusCode).toBe(400);
    // The counters show "71/70" and "251/250": the messages name 70 and 250 (issue 31 item 12).
    expect(res.json().errors).toEqual({
      title: { message: 'app.validation.atMostLength', args: { n: 70 } },
      seo_description: { message: 'app.validation.atMostLength', args: { n: 250 } },
    });
    const full = await createProduct(gw, m, { title: 'x'.repeat(70), seo_description: 'y'.repeat(250) });
    expect(full.title).toHaveLength(70);
  });

  it('accepts variants whose options are values of the product options, and refuses others', async () => {
    const m = await merchant(gw);
    const options = [
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Color', values: ['Red', 'Blue'] },
    ];
    const variants = [
      ['S', 'Red'],
      ['S', 'Blue'],
      ['M', 'Red'],
      ['M', 'Blue'],
    ].map((o, i) => ({ options: o, price: 10 + i, quantity: 1 }));
    const tee = await createProduct(gw, m, { title: 'Tee', options, variants });
    expect(tee.variants).toHaveLength(4);
    expect(tee.variants.every((v) => typeof v.id === 'string' && v.id.length > 0)).toBe(true);

    const bad = await gw.call(productRoutes.create, {
      token: m.token,
      params: { shop: m.shopId },
      body: {
        title: 'Tee',
        price: 1,
        options,
        variants: [{ options: ['S', 'Green'] }, { options: ['M'] }, { options: ['S', 'Green'] }],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'variants.0.options',
      'variants.1.options',
      'variants.2.options',
    ]);

    const tooMany = await gw.call(productRoutes.create, {
      token: m.token,
      params: { shop: m.shopId },
      body: { title: 'Tee', price: 1, variants: Array.from({ length: 101 }, () => ({ options: [] })) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.variants).toBeDefined();
  });

  it("the variants call replaces one product's variants after the same check", async () => {
    const m = await merchant(gw);
    const tee = await createProduct(gw, m, { title: 'Tee', options: [{ name: 'Size', values: ['S', 'M'] }] });
    const ok = await gw.call(productRoutes.variants, {
      token: m.token,
      params: { shop: m.shopId },
      body: { product_id: tee.id, variants: [{ options: ['M'], price: 12.5, sku: 'TEE-M', quantity: 3 }] },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.variants).toMatchObject([{ options: ['M'], price: 12.5, sku: 'TEE-M', quantity: 3 }]);
    const bad = await gw.call(productRoutes.variants, {
      token: m.token,
      params: { shop: m.shopId },
      body: { product_id: tee.id, variants: [{ options: ['XL'] }] },
    });
    expect(bad.statusCode).toBe(400);
    const other = await merchant(gw);
    const foreign = await gw.call(productRoutes.variants, {
      token: other.token,
      params: { shop: other.shopId },
      body: { product_id: tee.id, variants: [] },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses collections of another shop', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const theirs = await createCollection(gw, other, { title: 'Theirs' });
    const res = await gw.call(productRoutes.create, {
      token: m.token,
      params: { shop: m.shopId },
      body: { title: 'Mug', price: 1, collections: [theirs.id] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ collections: { message: 'app.validation.invalid' } });
  });
});

describe('updating a product', () => {
  it('changes only the fields sent, keeps the handle, and answers the product', async () => {
    const m = await merchant(gw);
    const mug = await createProduct(gw, m, { title: 'Mug', price: 10, sku: 'MUG-1', tags: ['kitchen'] });
    const res = await gw.call(productRoutes.update, {
      token: m.token,
      params: { shop: m.shopId, product_id: mug.id },
      body: { title: 'Big mug', cost_per_item: 4, status: 'inactive' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      title: 'Big mug',
      handle: 'mug',
      price: 10,
      sku: 'MUG-1',
      tags: ['kitchen'],
      status: 'inactive',
      margin: 60,
      profit: 6,
    });
    const found = await listProducts(gw, m, { q: 'big' });
    expect(found.products.map((p) => p.id)).toEqual([mug.id]);
  });

  it('answers 404 for a product of another shop and leaves it alone', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const mug = await createProduct(gw, m, { title: 'Mug' });
    const res = await gw.call(productRoutes.update, {
      token: other.token,
      params: { shop: other.shopId, product_id: mug.id },
      body: { title: 'Taken' },
    });
    expect(res.statusCode).toBe(404);
    const get = await gw.call(productRoutes.get, {
      token: other.token,
      params: { shop: other.shopId, product_id: mug.id },
    });
    expect(get.statusCode).toBe(404);
    const mine = await gw.call(productRoutes.get, { token: m.token, params: { shop: m.shopId, product_id: mug.id } });
    expect(mine.json().data.title).toBe('Mug');
  });
});

describe('the product list', () => {
  let m: Merchant;
  let summer: string;
  beforeAll(async () => {
    m = await merchant(gw);
    summer = (await createCollection(gw, m, { title: 'Summer' })).id;
    const rows = [
      {
        title: 'banana bowl',
        price: 30,
        quantity: 5,
        vendor: 'Fernwood',
        tags: ['kitchen'],
        status: 'active' as const,
      },
      {
        title: 'Apple crate',
        price: 10,
        quantity: 50,
        vendor: 'Oak',
        tags: ['garden'],
        sku: 'CRATE-9',
        status: 'active' as const,
        collections: [summer],
      },
      {
        title: 'Bát Tràng vase',
        price: 20,
        quantity: 0,
        vendor: 'Fernwood',
        tags: ['Kitchen', 'gift'],
        status: 'inactive' as const,
        collections: [summer],
      },
      { title: 'cherry 100% jam', price: 5, quantity: 9, vendor: 'Oak', tags: [], status: 'active' as const },
    ];
    for (const row of rows) await createProduct(gw, m, row);
  });

  const titles = async (query: Record<string, string | number>) =>
    (await listProducts(gw, m, query)).products.map((p) => p.title);

  it('sorts A-Z and Z-A ignoring case and accents, newest first by default', async () => {
    expect(await titles({ sort: 'title', order: 'asc' })).toEqual([
      'Apple crate',
      'banana bowl',
      'Bát Tràng vase',
      'cherry 100% jam',
    ]);
    expect(await titles({ sort: 'title', order: 'desc' })).toEqual([
      'cherry 100% jam',
      'Bát Tràng vase',
      'banana bowl',
      'Apple crate',
    ]);
    expect(await titles({})).toEqual(['cherry 100% jam', 'Bát Tràng vase', 'Apple crate', 'banana bowl']);
  });

  it('sorts by price and by inventory both ways', async () => {
    expect(await titles({ sort: 'price', order: 'asc' })).toEqual([
      'cherry 100% jam',
      'Apple crate',
      'Bát Tràng vase',
      'banana bowl',
    ]);
    expect(await titles({ sort: 'quantity', order: 'desc' })).toEqual([
      'Apple crate',
      'cherry 100% jam',
      'banana bowl',
      'Bát Tràng vase',
    ]);
  });

  it('searches title, SKU, vendor and tags, without accents, with % taken literally', async () => {
    expect(await titles({ q: 'bat trang', sort: 'title', order: 'asc' })).toEqual(['Bát Tràng vase']);
    expect(await titles({ q: 'crate-9' })).toEqual(['Apple crate']);
    expect(await titles({ q: 'FERNWOOD', sort: 'title', order: 'asc' })).toEqual(['banana bowl', 'Bát Tràng vase']);
    expect(await titles({ q: 'gift' })).toEqual(['Bát Tràng vase']);
    expect(await titles({ q: '100%' })).toEqual(['cherry 100% jam']);
    expect(await titles({ q: '0%' })).toEqual(['cherry 100% jam']);
    expect(await titles({ q: '%' })).toEqual(['cherry 100% jam']);
  });

  it('filters by status, vendor, tag (any case), collection and ids', async () => {
    const asc = { sort: 'title', order: 'asc' };
    expect(await titles({ ...asc, status: 'inactive' })).toEqual(['Bát Tràng vase']);
    expect(await titles({ ...asc, vendor: 'Oak' })).toEqual(['Apple crate', 'cherry 100% jam']);
    expect(await titles({ ...asc, tag: 'KITCHEN' })).toEqual(['banana bowl', 'Bát Tràng vase']);
    expect(await titles({ ...asc, collection: summer })).toEqual(['Apple crate', 'Bát Tràng vase']);
    expect(await titles({ ...asc, collection: summer, status: 'active' })).toEqual(['Apple crate']);
    const total = async (query: Record<string, string>) => (await listProducts(gw, m, query)).total;
    expect(await total({ tag: 'kitchen' })).toBe(2);
    expect(await total({ collection: summer })).toBe(2);
    expect(await total({ tag: 'kitchen', collection: summer })).toBe(1);
    expect(await total({ tag: 'kitchen', status: 'active' })).toBe(1);
    const all = await listProducts(gw, m, {});
    const ids = all.products.slice(0, 2).map((p) => p.id);
    expect((await listProducts(gw, m, { ids: ids.join(',') })).products.map((p) => p.id).sort()).toEqual(
      [...ids].sort(),
    );
  });

  it('pages with the total of all matches', async () => {
    const first = await listProducts(gw, m, { sort: 'title', order: 'asc', limit: 3, page: 1 });
    const second = await listProducts(gw, m, { sort: 'title', order: 'asc', limit: 3, page: 2 });
    expect(first).toMatchObject({ total: 4, page: 1, limit: 3 });
    expect(first.products.map((p) => p.title)).toEqual(['Apple crate', 'banana bowl', 'Bát Tràng vase']);
    expect(second.products.map((p) => p.title)).toEqual(['cherry 100% jam']);
  });

  it('with isExport answers the same filtered list as a CSV attachment, every page', async () => {
    const res = await gw.call(productRoutes.export, {
      token: m.token,
      params: { shop: m.shopId },
      query: { isExport: 'true', vendor: 'Fernwood', sort: 'title', order: 'asc', limit: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(res.body);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(header.slice(0, 4)).toEqual(['ID', 'Handle', 'Title', 'Body (HTML)']);
    const col = (name: string) => header.indexOf(name);
    expect(rows.map((r) => [r[col('Title')], r[col('Price')], r[col('Tags')]])).toEqual([
      ['banana bowl', '30.00', 'kitchen'],
      ['Bát Tràng vase', '20.00', 'gift;Kitchen'],
    ]);
  });

  it("suggests the shop's distinct tags by prefix", async () => {
    const res = await gw.call(productRoutes.tags, { token: m.token, params: { shop: m.shopId }, query: { q: 'K' } });
    expect(res.json()).toEqual({ data: [expect.stringMatching(/^kitchen$/i)] });
    const all = await gw.call(productRoutes.tags, { token: m.token, params: { shop: m.shopId }, query: { limit: 2 } });
    expect(all.json().data).toEqual(['garden', 'gift']);
  });
});

describe('deleting products and the image list', () => {
  it("deletes the shop's ids, passes over others, and answers what it deleted", async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const mine = await createProduct(gw, m, { title: 'Mine', media: [{ url: 'https://img.test/a.png', alt: 'A' }] });
    const kept = await createProduct(gw, m, {
      title: 'Kept',
      media: [{ url: 'https://img.test/b.png' }, { url: 'https://img.test/c.png' }],
    });
    const theirs = await createProduct(gw, other, { title: 'Theirs' });
    const images = await gw.call(productRoutes.images, {
      token: m.token,
      params: { shop: m.shopId },
      query: { page: 1, limit: 2 },
    });
    expect(images.json().data).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(images.json().data.images).toHaveLength(2);

    const res = await gw.call(productRoutes.deleteMany, {
      token: m.token,
      params: { shop: m.shopId },
      body: { ids: [mine.id, theirs.id, 'nope'] },
    });
    expect(res.json()).toEqual({ data: { ids: [mine.id] } });
    expect((await listProducts(gw, m)).products.map((p) => p.id)).toEqual([kept.id]);
    expect((await listProducts(gw, other)).total).toBe(1);
    const after = await gw.call(productRoutes.images, { token: m.token, params: { shop: m.shopId } });
    expect(
      after
        .json()
        .data.images.map((i: { url: string; product_id: string }) => [i.url, i.product_id])
        .sort(),
    ).toEqual([
      ['https://img.test/b.png', kept.id],
      ['https://img.test/c.png', kept.id],
    ]);
  });
});
