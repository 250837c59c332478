/**
 * Issue 27 item 4: the shop's activity on both databases: every kept change, newest first,
 * filtered by person, area, record and shop-local days (the boundary at the shop's midnight),
 * paged on the gateway with the changed fields; its CSV read back (past one keyset page);
 * another merchant's shop is a 404; the shops overview shows each shop's last changes and
 * never another merchant's.
 */
import { describe, expect, it } from 'vitest';
import { declaredContract } from '../../core/declaredContract';
import { parseCsv } from '../../gateway/lib/csv';
import { newId } from '../../gateway/lib/ids';
import { ACTIVITY_CSV_COLUMNS } from '../../gateway/modules/history/activity.module';
import { activityContract as activityRoutes } from '../../resources/activity/activity.contract';
import { collection } from '../../resources/collection/collection.resource';
import { privateAppContract as privateAppRoutes } from '../../resources/private-app/privateApp.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { createCollection, createProduct, merchant, type Merchant } from './catalogue.fixtures';
import { useGateway } from './harness';

const gw = useGateway();
const collectionRoutes = declaredContract(collection);

const as = (m: Merchant) => ({ token: m.token, params: { shop: m.shopId } });
const activity = async (m: Merchant, query: Record<string, string | number> = {}) =>
  (await gw.ok(activityRoutes.list, { ...as(m), query })).data;

/** Versions written at chosen instants (the write paths stamp the present). */
const versionRow = (shopId: string, at: string, n: number, extra: Record<string, unknown> = {}) => ({
  id: newId() + String(n).padStart(4, '0'),
  shop_id: shopId,
  resource: 'products',
  record_id: `p${n}`,
  version: 1,
  action: 'create',
  author_id: 'u1',
  author_name: 'Linh Nguyen',
  source: '/products/create',
  at,
  state: JSON.stringify({ title: `Product ${n}` }),
  ...extra,
});

describe('shop activity', () => {
  it('lists every change newest first with who, what and the fields changed; filters by person, area and record; pages', async () => {
    const m = await merchant(gw);
    const mug = await createProduct(gw, m, { title: 'Mug', price: 12 });
    await gw.ok(productRoutes.update, {
      token: m.token,
      params: { shop: m.shopId, product_id: mug.id },
      body: { price: 15, version: 0 },
      headers: { 'x-source': `/products/edit/${mug.id}` },
    });
    const app = (
      await gw.ok(privateAppRoutes.create, { ...as(m), body: { name: 'ERP sync', scopes: ['write_products'] } })
    ).data;
    const byApp = await gw.call(productRoutes.update, {
      token: app.access_token,
      params: { shop: m.shopId, product_id: mug.id },
      body: { title: 'Big mug', version: 1 },
    });
    expect(byApp.statusCode, byApp.body).toBe(200);
    const summer = await createCollection(gw, m, { title: 'Summer' });
    await gw.ok(collectionRoutes.deleteMany, { ...as(m), body: { ids: [summer.id] } });

    const all = await activity(m);
    expect(all.total).toBe(6); // the private app's creation too
    expect(all.entries.map((e) => [e.action, e.resource, e.name])).toEqual([
      ['delete', 'collections', 'Summer'],
      ['create', 'collections', 'Summer'],
      ['update', 'products', 'Big mug'],
      ['create', 'private_apps', 'ERP sync'],
      ['update', 'products', 'Mug'],
      ['create', 'products', 'Mug'],
    ]);
    const [, , appEdit, , priceEdit, created] = all.entries;
    expect(priceEdit).toMatchObject({
      author: { id: m.userId, name: 'Linh Nguyen' },
      record_id: mug.id,
      version: 2,
      source: `/products/edit/${mug.id}`,
    });
    expect(priceEdit.changed).toEqual(['price']);
    expect(appEdit.changed).toContain('title');
    expect(appEdit.changed).not.toContain('price');
    expect(appEdit.author).toEqual({ id: `app:${app.id}`, name: 'ERP sync' });
    expect(created.changed).toEqual([]);
    expect(all.entries.every((e) => Date.parse(e.at) > 0)).toBe(true);

    // Person, area, record: each narrows the total, not only the page.
    expect((await activity(m, { author: `app:${app.id}` })).entries.map((e) => e.name)).toEqual(['Big mug']);
    const collections = await activity(m, { resource: 'collections' });
    expect([collections.total, collections.entries.map((e) => e.action)]).toEqual([2, ['delete', 'create']]);
    const mugOnly = await activity(m, { record_id: mug.id, author: m.userId });
    expect([mugOnly.total, mugOnly.entries.map((e) => e.version)]).toEqual([2, [2, 1]]);
    // Pages of two, newest first, none repeated.
    const pages = await Promise.all([1, 2, 3].map((page) => activity(m, { page, limit: 2 })));
    expect(pages.map((p) => p.total)).toEqual([6, 6, 6]);
    expect(pages.flatMap((p) => p.entries.map((e) => e.id))).toEqual(all.entries.map((e) => e.id));

    const { data: choices } = await gw.ok(activityRoutes.choices, as(m));
    expect(choices.authors).toEqual([
      { id: m.userId, name: 'Linh Nguyen' },
      { id: `app:${app.id}`, name: 'ERP sync' },
    ]);
    expect(choices.resources).toEqual(['collections', 'private_apps', 'products']);
  });

  it("takes whole days on the shop's clock: a change at 23:59:59 local is that day, one at midnight the next", async () => {
    const account = await gw.account();
    const shop = await gw.createShop(account.token, { timezone: 'UTC+07:00' });
    const m = { token: account.token, userId: account.id, shopId: shop._id };
    await gw.db
      .insertInto('record_versions')
      .values([
        versionRow(m.shopId, '2026-11-25T16:59:59.999Z', 1), // 2026-11-25 23:59:59 local
        versionRow(m.shopId, '2026-11-25T17:00:00.000Z', 2), // 2026-11-26 00:00 local
        versionRow(m.shopId, '2026-11-26T16:59:59.999Z', 3), // 2026-11-26 23:59:59 local
        versionRow(m.shopId, '2026-11-26T17:00:00.000Z', 4), // 2026-11-27 00:00 local
      ])
      .execute();
    const names = async (query: Record<string, string>) => (await activity(m, query)).entries.map((e) => e.name);
    expect(await names({ from: '2026-11-26', to: '2026-11-26' })).toEqual(['Product 3', 'Product 2']);
    expect(await names({ to: '2026-11-25' })).toEqual(['Product 1']);
    expect(await names({ from: '2026-11-27' })).toEqual(['Product 4']);

    const bad = await gw.call(activityRoutes.list, { ...as(m), query: { from: '26/11/2026' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['from']);
  });

  it('exports the same filtered activity as CSV, on the shop clock, across keyset pages', async () => {
    const account = await gw.account();
    const shop = await gw.createShop(account.token, { timezone: 'UTC+07:00' });
    const m = { token: account.token, userId: account.id, shopId: shop._id };
    const start = Date.parse('2026-11-20T00:00:00.000Z');
    const rows = Array.from({ length: 1100 }, (_, i) =>
      versionRow(m.shopId, new Date(start + Math.floor(i / 3) * 60_000).toISOString(), i),
    );
    rows.push(
      versionRow(m.shopId, '2026-11-20T01:00:00.000Z', 9999, {
        resource: 'collections',
        action: 'update',
        version: 2,
        record_id: 'c1',
        state: JSON.stringify({ title: '=cmd Summer', description: 'new' }),
      }),
      versionRow(m.shopId, '2026-11-19T01:00:00.000Z', 9998, {
        resource: 'collections',
        record_id: 'c1',
        state: JSON.stringify({ title: '=cmd Summer', description: 'old' }),
      }),
    );
    for (let i = 0; i < rows.length; i += 500)
      await gw.db
        .insertInto('record_versions')
        .values(rows.slice(i, i + 500))
        .execute();

    const all = await gw.call(activityRoutes.export, { ...as(m), query: { resource: 'products' } });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = parseCsv(all.body);
    expect(header).toEqual([...ACTIVITY_CSV_COLUMNS]);
    expect(lines).toHaveLength(1100);
    expect(new Set(lines.map((l) => l[6])).size).toBe(1100);
    const at = lines.map((l) => l[0]);
    expect(at).toEqual([...at].sort().reverse());

    const one = await gw.call(activityRoutes.export, {
      ...as(m),
      query: { resource: 'collections', from: '2026-11-20', to: '2026-11-20' },
    });
    const [, row, ...rest] = parseCsv(one.body);
    expect(rest).toEqual([]);
    const cells = Object.fromEntries(ACTIVITY_CSV_COLUMNS.map((c, i) => [c, row[i]]));
    expect(cells).toMatchObject({
      at: '2026-11-20T01:00:00.000Z',
      shop_time: '2026-11-20 08:00:00',
      author: 'Linh Nguyen',
      action: 'update',
      area: 'collections',
      record_id: 'c1',
      // A formula is defused in the file (gateway/lib/csv.ts).
      name: "'=cmd Summer",
      version: '2',
      changed: 'description',
    });
  });

  it("answers 404 for another merchant's shop on every activity call", async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    await createProduct(gw, m, { title: 'Mine' });
    for (const route of [activityRoutes.list, activityRoutes.export, activityRoutes.choices]) {
      const res = await gw.call(route, { token: other.token, params: { shop: m.shopId } });
      expect(res.statusCode, route.id).toBe(404);
    }
    expect((await activity(other)).total).toBe(0);
  });

  it("shows each shop's last changes in the shops overview, never another merchant's", async () => {
    const account = await gw.account();
    const first = await gw.createShop(account.token, { name: 'First' });
    const second = await gw.createShop(account.token, { name: 'Second' });
    const mine = (shopId: string) => ({ token: account.token, userId: account.id, shopId });
    const stranger = await merchant(gw);
    for (const title of ['A', 'B', 'C', 'D']) await createProduct(gw, mine(first._id), { title });
    await createCollection(gw, mine(second._id), { title: 'Only one' });
    await createProduct(gw, stranger, { title: 'Not yours' });

    const { data } = await gw.ok(shopRoutes.overview, { token: account.token });
    const byName = Object.fromEntries(data.shops.map((s) => [s.name, s.last_changes]));
    expect(byName.First?.map((c) => c.name)).toEqual(['D', 'C', 'B']);
    expect(byName.First?.[0]).toMatchObject({ action: 'create', resource: 'products', author: { id: account.id } });
    expect(byName.Second?.map((c) => [c.resource, c.name])).toEqual([['collections', 'Only one']]);
    expect(JSON.stringify(data)).not.toContain('Not yours');
  });
});
