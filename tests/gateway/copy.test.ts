/**
 * Copy to other shops (issue 26 item 3) on both databases: a merchant with three shops (USD,
 * USD, VND) previews and copies products with variants and images (created vs updated by
 * handle, then SKU; USD -> VND with a rate, whole dong), the images copied under the target
 * shop's folder, an idempotent re-run, undo within 24 hours, update copies, collections with
 * their products, and scoping: another merchant's shop never receives a copy, never appears.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { copyContract as copyRoutes } from '../../resources/copy/copy.contract';
import type { CopyPlan, CopyRow } from '../../resources/copy/copy.schema';
import { jobContract as jobRoutes } from '../../resources/job/job.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import type { Product } from '../../resources/product/product.schema';
import { createCollection, createProduct, listProducts, type Merchant } from './catalogue.fixtures';
import type { Gateway } from './harness';
import { PNG, useMediaGateway } from './objectStore.fixtures';

const media = useMediaGateway('copy-test-');
let gw: Gateway;
beforeAll(() => {
  gw = media.gw();
});
const { putImage, objectBytes } = media;

/** A merchant with three shops: USD (the source), USD and VND. */
async function business() {
  const account = await gw.account();
  const shop = (overrides = {}) => gw.createShop(account.token, overrides).then((s) => s._id);
  const first = await shop({ name: 'First' });
  const second = await shop({ name: 'Second' });
  const third = await shop({ name: 'Thứ ba', language: 'vi', currency: 'VND' });
  const m = (shopId: string): Merchant => ({ token: account.token, userId: account.id, shopId });
  return { account, first: m(first), second: m(second), third: m(third) };
}

/** A product with two variants and two images in the source shop's folder. */
async function mug(m: Merchant, title = 'Enamel mug', sku = 'MUG-1') {
  const front = await putImage(`${m.userId}/${m.shopId}/products/1-${sku}-front.png`);
  const back = await putImage(`${m.userId}/${m.shopId}/products/2-${sku}-back.png`);
  return createProduct(gw, m, {
    title,
    sku,
    price: 12.5,
    compare_at_price: 15,
    description: '<p>Hand made</p>',
    seo_description: 'A mug',
    tags: ['kitchen', 'gift'],
    media: [{ url: front, alt: 'Front' }, { url: back }],
    options: [{ name: 'Colour', values: ['Red', 'Blue'] }],
    variants: [
      { options: ['Red'], price: 12.5, sku: `${sku}-R`, quantity: 3, image: front },
      { options: ['Blue'], price: 13.99, sku: `${sku}-B`, quantity: 4 },
    ],
  });
}

const call = (
  route: Parameters<Gateway['call']>[0],
  m: Merchant,
  body?: unknown,
  params: Record<string, string> = {},
) => gw.call(route, { token: m.token, params: { shop: m.shopId, ...params }, body });
const preview = async (m: Merchant, body: unknown) => {
  const res = await call(copyRoutes.preview, m, body);
  expect(res.statusCode, res.body).toBe(200);
  return copyRoutes.preview.response.parse(res.json()).data;
};
/** Queues the copy, runs the queue, answers the job's report and the copy id. */
async function run(route: typeof copyRoutes.start | typeof copyRoutes.updateStart, m: Merchant, body: unknown) {
  const res = await call(route, m, body);
  expect(res.statusCode, res.body).toBe(202);
  const { job, copy_id } = res.json().data as { job: { id: string }; copy_id: string };
  await gw.app.queue.drain();
  const done = (await gw.ok(jobRoutes.get, { token: m.token, params: { shop: m.shopId, job_id: job.id } })).data;
  expect(done.status, done.error ?? '').toBe('done');
  expect(done.progress).toBe(100);
  return { report: done.result as unknown as CopyPlan & { copy_id: string }, copyId: copy_id };
}
const rowsOf = (plan: CopyPlan, shopId: string) => plan.targets.find((t) => t.shop_id === shopId)!.rows;
const byTitle = (rows: CopyRow[], title: string) => rows.find((r) => r.title === title)!;
const productIn = async (m: Merchant, id: string) =>
  (await gw.ok(productRoutes.get, { token: m.token, params: { shop: m.shopId, product_id: id } })).data as Product;

describe('copy products to other shops', () => {
  it('previews created vs updated (handle, then SKU) and converted prices, writing nothing', async () => {
    const { first, second, third } = await business();
    const a = await mug(first);
    const b = await createProduct(gw, first, { title: 'Bowl', sku: 'BOWL-1', price: 9.99 });
    const c = await createProduct(gw, first, { title: 'Plate', sku: 'PLATE-1', price: 20 });
    await createProduct(gw, second, { title: 'Bowl', price: 1 }); // same handle
    await createProduct(gw, second, { title: 'Dinner plate', sku: 'PLATE-1', price: 1 }); // same SKU
    const plan = await preview(first, {
      ids: [a.id, b.id, c.id],
      targets: [{ shop_id: second.shopId }, { shop_id: third.shopId, rate: 26_000 }],
      status: 'inactive',
    });
    expect(rowsOf(plan, second.shopId).map((r) => [r.title, r.action, r.matched_by, r.target_price])).toEqual([
      ['Enamel mug', 'create', null, 12.5],
      ['Bowl', 'update', 'handle', 9.99],
      ['Plate', 'update', 'sku', 20],
    ]);
    const vnd = plan.targets.find((t) => t.shop_id === third.shopId)!;
    expect(vnd).toMatchObject({ currency: 'VND', rate: 26_000, created: 3, updated: 0 });
    // 9.99 x 26,000 = 259,740 dong: whole dong, no minor unit.
    expect(byTitle(vnd.rows, 'Bowl')).toMatchObject({ price: 9.99, target_price: 259_740, status: 'inactive' });
    expect((await listProducts(gw, third)).total).toBe(0);
    expect((await listProducts(gw, second)).total).toBe(2);
  });

  it('copies with variants, options, tags, SEO and images under the target shop, priced in dong; a re-run creates nothing twice; undo within 24 hours', async () => {
    const { first, third } = await business();
    const a = await mug(first);
    const body = { ids: [a.id], targets: [{ shop_id: third.shopId, rate: 25_000.5 }], status: 'inactive' };
    const { report, copyId } = await run(copyRoutes.start, first, body);
    const row = rowsOf(report, third.shopId)[0];
    expect(row).toMatchObject({ action: 'create', target_price: 312_506 });
    const copy = await productIn(third, row.target_id!);
    expect(copy).toMatchObject({
      title: 'Enamel mug',
      handle: a.handle,
      status: 'inactive',
      price: 312_506, // 12.5 x 25,000.5 rounded to whole dong
      compare_at_price: 375_008,
      description: '<p>Hand made</p>',
      seo_description: 'A mug',
      options: [{ name: 'Colour', values: ['Red', 'Blue'] }],
    });
    expect(copy.tags.sort()).toEqual(['gift', 'kitchen']);
    expect(copy.variants.map((v) => [v.options[0], v.price, v.sku])).toEqual(
      [
        ['Red', 312_506],
        ['Blue', 349_757],
      ].map(([o, p], i) => [o, p, i ? 'MUG-1-B' : 'MUG-1-R']),
    );
    // Images are new objects under the target shop's folder, not links to the source's.
    const prefix = `/s3/media/${first.userId}/${third.shopId}/products/`;
    for (const m of copy.media) expect(new URL(m.url).pathname.startsWith(prefix), m.url).toBe(true);
    expect(copy.variants[0].image).toBe(copy.media[0].url);
    const key = decodeURIComponent(new URL(copy.media[0].url).pathname.slice('/s3/media/'.length));
    expect((await objectBytes(key)).equals(PNG)).toBe(true);

    // The same copy again: matched to its copy, unchanged, so nothing is created or written.
    const again = await run(copyRoutes.start, first, body);
    expect(rowsOf(again.report, third.shopId)[0]).toMatchObject({
      action: 'skip',
      matched_by: 'copy',
      reason: 'unchanged',
      target_id: row.target_id,
    });
    expect((await listProducts(gw, third)).total).toBe(1);

    // Undo the first copy (the newest undoable run is the re-run, which did nothing).
    const last = (await gw.ok(copyRoutes.last, { token: first.token, params: { shop: first.shopId } })).data;
    expect(last).toMatchObject({ id: again.copyId, created: 0, updated: 0 });
    const undone = await gw.ok(copyRoutes.undo, {
      token: first.token,
      params: { shop: first.shopId, copy_id: copyId },
    });
    expect(undone.data).toEqual({ deleted: 1, restored: 0, skipped: [] });
    expect((await listProducts(gw, third)).total).toBe(0);
    expect((await listProducts(gw, first)).total).toBe(1);
    // Twice is refused, and past 24 hours too.
    expect((await call(copyRoutes.undo, first, undefined, { copy_id: copyId })).statusCode).toBe(400);
    await gw.db
      .updateTable('copy_runs')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', again.copyId)
      .execute();
    const late = await call(copyRoutes.undo, first, undefined, { copy_id: again.copyId });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('copy.undo_expired');
  });

  it('an update of a product matched by handle keeps its previous values for undo, and undo passes over a copy edited since', async () => {
    const { first, second } = await business();
    const a = await createProduct(gw, first, { title: 'Teapot', price: 30, tags: ['tea'] });
    const b = await createProduct(gw, first, { title: 'Cup', price: 5 });
    const theirs = await createProduct(gw, second, { title: 'Teapot', price: 1, tags: ['old'] });
    const { report, copyId } = await run(copyRoutes.start, first, {
      ids: [a.id, b.id],
      targets: [{ shop_id: second.shopId }],
      status: 'keep',
    });
    expect(rowsOf(report, second.shopId).map((r) => [r.action, r.matched_by])).toEqual([
      ['update', 'handle'],
      ['create', null],
    ]);
    expect(await productIn(second, theirs.id)).toMatchObject({ price: 30, tags: ['tea'] });
    const cup = rowsOf(report, second.shopId)[1].target_id!;
    expect((await productIn(second, cup)).status).toBe('active');
    // The merchant edits the cup's copy: undo leaves it.
    const edited = await productIn(second, cup);
    await gw.ok(productRoutes.update, {
      token: second.token,
      params: { shop: second.shopId, product_id: cup },
      body: { price: 6, version: edited.version },
    });
    const undone = await gw.ok(copyRoutes.undo, {
      token: first.token,
      params: { shop: first.shopId, copy_id: copyId },
    });
    expect(undone.data).toEqual({ deleted: 0, restored: 1, skipped: [cup] });
    expect(await productIn(second, theirs.id)).toMatchObject({ price: 1, tags: ['old'] });
    expect((await productIn(second, cup)).price).toBe(6);
  });

  it('updates copies with the fields the merchant picks, converting the price again', async () => {
    const { first, second, third } = await business();
    const a = await mug(first);
    await run(copyRoutes.start, first, {
      ids: [a.id],
      targets: [{ shop_id: second.shopId }, { shop_id: third.shopId, rate: 26_000 }],
    });
    await gw.ok(productRoutes.update, {
      token: first.token,
      params: { shop: first.shopId, product_id: a.id },
      body: {
        title: 'Renamed mug',
        price: 20,
        variants: [
          { options: ['Red'], price: 20, sku: 'MUG-1-R', quantity: 3 },
          { options: ['Blue'], price: 21.5, sku: 'MUG-1-B', quantity: 4 },
        ],
        version: a.version,
      },
    });
    const body = {
      ids: [a.id],
      targets: [{ shop_id: second.shopId }, { shop_id: third.shopId, rate: 25_000 }],
      fields: ['price'],
    };
    const planned = (
      await gw.ok(copyRoutes.updatePreview, { token: first.token, params: { shop: first.shopId }, body })
    ).data;
    expect(rowsOf(planned, third.shopId)[0]).toMatchObject({
      action: 'update',
      matched_by: 'copy',
      target_price: 500_000,
    });
    const { report, copyId } = await run(copyRoutes.updateStart, first, body);
    const copyId3 = rowsOf(report, third.shopId)[0].target_id!;
    const copy = await productIn(third, copyId3);
    expect(copy).toMatchObject({ title: 'Enamel mug', price: 500_000 });
    expect(copy.variants.map((v) => v.price)).toEqual([500_000, 537_500]);
    expect((await productIn(second, rowsOf(report, second.shopId)[0].target_id!)).price).toBe(20);
    // A product with no copy in a shop is skipped there, with why.
    const lone = await createProduct(gw, first, { title: 'Lone', price: 1 });
    const none = (
      await gw.ok(copyRoutes.updatePreview, {
        token: first.token,
        params: { shop: first.shopId },
        body: { ...body, ids: [lone.id] },
      })
    ).data;
    expect(rowsOf(none, second.shopId)[0]).toMatchObject({ action: 'skip', reason: 'no_copy' });
    // Its undo puts the previous prices back.
    await gw.ok(copyRoutes.undo, { token: first.token, params: { shop: first.shopId, copy_id: copyId } });
    expect((await productIn(third, copyId3)).price).toBe(325_000);
  });

  it('copies collections with their products (matched or copied)', async () => {
    const { first, second } = await business();
    const col = await createCollection(gw, first, { title: 'Summer' });
    const p = await createProduct(gw, first, { title: 'Fan', price: 10, collections: [col.id] });
    const q = await createProduct(gw, first, { title: 'Hat', price: 5, collections: [col.id] });
    const theirHat = await createProduct(gw, second, { title: 'Hat', price: 5 });
    const { report } = await run(copyRoutes.start, first, {
      kind: 'collections',
      ids: [col.id],
      targets: [{ shop_id: second.shopId }],
    });
    const rows = rowsOf(report, second.shopId);
    expect(rows.map((r) => [r.kind, r.title, r.action])).toEqual([
      ['collection', 'Summer', 'create'],
      ['product', 'Fan', 'create'],
      ['product', 'Hat', 'skip'], // the same hat already: linked as its copy, left as it is
    ]);
    const target = rows[0].target_id!;
    const inIt = await listProducts(gw, second, { collection: target });
    expect(inIt.products.map((x) => x.title).sort()).toEqual(['Fan', 'Hat']);
    expect(inIt.products.find((x) => x.title === 'Hat')!.id).toBe(theirHat.id);
    // The hat found by handle is now the source's copy: updating copies reaches it.
    const pushed = await gw.ok(copyRoutes.updatePreview, {
      token: first.token,
      params: { shop: first.shopId },
      body: { ids: [p.id, q.id], targets: [{ shop_id: second.shopId }], fields: ['title'] },
    });
    expect(rowsOf(pushed.data, second.shopId).map((r) => [r.title, r.matched_by, r.target_id])).toEqual([
      ['Fan', 'copy', rows[1].target_id],
      ['Hat', 'copy', theirHat.id],
    ]);
  });
});

describe('copy: validation and scoping', () => {
  it('refuses bad rates and targets per field, before anything is queued', async () => {
    const { first, second, third } = await business();
    const stranger = await gw.account();
    const theirs = (await gw.createShop(stranger.token, { name: 'Not yours' }))._id;
    const a = await createProduct(gw, first, { title: 'Mug', price: 1 });
    const res = await call(copyRoutes.start, first, {
      ids: [a.id],
      targets: [
        { shop_id: third.shopId, rate: 0 },
        { shop_id: second.shopId, rate: 2_000_000 },
        { shop_id: 'x'.repeat(65) },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['targets.0.rate', 'targets.1.rate', 'targets.2.shop_id']);
    const bad = await call(copyRoutes.start, first, {
      ids: [a.id],
      targets: [{ shop_id: third.shopId }, { shop_id: first.shopId }, { shop_id: theirs }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'targets.0.rate': { message: 'app.validation.required' },
      'targets.1.shop_id': { message: 'app.validation.invalid' },
      'targets.2.shop_id': { message: 'app.validation.invalid' },
    });
    // Another shop's product is not a source.
    const other = await createProduct(gw, second, { title: 'Theirs', price: 1 });
    const ids = await call(copyRoutes.preview, first, { ids: [other.id], targets: [{ shop_id: second.shopId }] });
    expect(ids.json().errors).toEqual({ ids: { message: 'app.validation.invalid' } });
    expect(
      await gw.db
        .selectFrom('jobs')
        .select('id')
        .where('channel', '=', 'COPY-CATALOGUE')
        .where('shop_id', '=', first.shopId)
        .execute(),
    ).toEqual([]);
    expect((await listProducts(gw, { ...first, token: stranger.token, shopId: theirs })).total).toBe(0);
  });

  it("another merchant's shop is 404 on every copy call, and their copy cannot be undone", async () => {
    const { first, second } = await business();
    const a = await createProduct(gw, first, { title: 'Mug', price: 1 });
    const { copyId } = await run(copyRoutes.start, first, { ids: [a.id], targets: [{ shop_id: second.shopId }] });
    const stranger = await gw.account();
    const own = (await gw.createShop(stranger.token))._id;
    const as = { ...first, token: stranger.token };
    const body = { ids: [a.id], targets: [{ shop_id: own }] };
    expect((await call(copyRoutes.preview, as, body)).statusCode).toBe(404);
    expect((await call(copyRoutes.start, as, body)).statusCode).toBe(404);
    expect((await call(copyRoutes.updatePreview, as, { ...body, fields: ['price'] })).statusCode).toBe(404);
    expect((await call(copyRoutes.last, as)).statusCode).toBe(404);
    expect((await call(copyRoutes.undo, as, undefined, { copy_id: copyId })).statusCode).toBe(404);
    // From their own shop, the run is not theirs either.
    expect((await call(copyRoutes.undo, { ...as, shopId: own }, undefined, { copy_id: copyId })).statusCode).toBe(404);
    expect((await listProducts(gw, second)).total).toBe(1);
  });
});
