/**
 * Issue 27: every change has a history. Versions are written by the generic write paths (a
 * declared resource, surcharges; the versioned update of a hand-written one, products) in the
 * change's transaction: a refused write leaves none, concurrent writes leave one each, in
 * order; a restore goes through the record's own update (409 when it has moved on); secrets
 * never enter; another merchant's history is a 404.
 */
import { describe, expect, it } from 'vitest';
import { declaredContract } from '../../core/declaredContract';
import { historyContract as historyRoutes } from '../../resources/history/history.contract';
import { paymentContract as paymentRoutes } from '../../resources/payment/payment.contract';
import { privateAppContract as privateAppRoutes } from '../../resources/private-app/privateApp.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { subfee } from '../../resources/subfee/subfee.resource';
import { createProduct, merchant, type Merchant } from './catalogue.fixtures';
import { PASSWORD, useGateway } from './harness';

const gw = useGateway();
const subfeeRoutes = declaredContract(subfee);
const fee = { name: 'Fragile', applies_to: 'countries', country_codes: ['US'], first_item: 2, next_item: 0.5 };
const SCREEN = '/setting/subfee/edit';

const as = (m: Merchant) => ({ token: m.token, params: { shop: m.shopId } });
const createFee = async (m: Merchant) =>
  (await gw.ok(subfeeRoutes.create, { ...as(m), body: fee, headers: { 'x-source': SCREEN } })).data;
const updateFee = (m: Merchant, id: string, body: Record<string, unknown>) =>
  gw.call(subfeeRoutes.update, {
    token: m.token,
    params: { shop: m.shopId, subfee_id: id },
    body: { ...fee, ...body },
    headers: { 'x-source': SCREEN },
  });
const historyOf = async (m: Merchant, resource: string, id: string, query: Record<string, number> = {}) =>
  (await gw.ok(historyRoutes.list, { token: m.token, params: { shop: m.shopId, resource, record_id: id }, query }))
    .data;
const restore = (m: Merchant, resource: string, id: string, version: number, current: number) =>
  gw.call(historyRoutes.restore, {
    token: m.token,
    params: { shop: m.shopId, resource, record_id: id, version: String(version) },
    body: { version: current },
  });

describe('record history', () => {
  it('keeps a version per create and update, with author, screen and state; a refused write keeps none', async () => {
    const m = await merchant(gw);
    const created = await createFee(m);
    expect((await updateFee(m, created.id, { name: 'Fragile goods', version: 0 })).statusCode).toBe(200);
    // Refused by the fields' rules (400), and stale (409): neither leaves a version.
    expect((await updateFee(m, created.id, { name: '', version: 1 })).statusCode).toBe(400);
    expect((await updateFee(m, created.id, { name: 'Stale', version: 0 })).statusCode).toBe(409);

    const history = await historyOf(m, 'subfees', created.id);
    expect(history.total).toBe(2);
    expect(history.versions.map((v) => [v.version, v.action, v.state?.name, v.state?.version])).toEqual([
      [2, 'update', 'Fragile goods', 1],
      [1, 'create', 'Fragile', 0],
    ]);
    for (const v of history.versions) {
      expect(v.author).toEqual({ id: m.userId, name: 'Linh Nguyen' });
      expect(v.source).toBe(SCREEN);
      expect(Date.parse(v.at)).not.toBeNaN();
      expect(v.state).not.toHaveProperty('search');
    }
    // Paged, newest first.
    expect((await historyOf(m, 'subfees', created.id, { limit: 1, page: 2 })).versions.map((v) => v.version)).toEqual([
      1,
    ]);
  });

  it('keeps 20 concurrent updates as 20 versions, in the order they were written', async () => {
    const m = await merchant(gw);
    const created = await createFee(m);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => updateFee(m, created.id, { name: `Fee ${i}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const { versions, total } = await historyOf(m, 'subfees', created.id, { limit: 100 });
    expect(total).toBe(21);
    // Numbered 21..1, each keeping the record as that write left it (its own version one less).
    expect(versions.map((v) => v.version)).toEqual(Array.from({ length: 21 }, (_, i) => 21 - i));
    expect(versions.map((v) => v.state?.version)).toEqual(Array.from({ length: 21 }, (_, i) => 20 - i));
    expect(new Set(versions.slice(0, 20).map((v) => v.state?.name)).size).toBe(20);
  });

  it('restores a version through the update call: a new version equal to it, 409 when the record moved on', async () => {
    const m = await merchant(gw);
    const created = await createFee(m);
    await updateFee(m, created.id, { name: 'Renamed', first_item: 9, version: 0 });
    // Stale: the record is at version 1, the merchant read 0.
    const stale = await restore(m, 'subfees', created.id, 1, 0);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'stale_write', data: { name: 'Renamed', version: 1 } });
    expect((await historyOf(m, 'subfees', created.id)).total).toBe(2);

    const restored = await restore(m, 'subfees', created.id, 1, 1);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ name: 'Fragile', first_item: 2, version: 2 });
    const [latest] = (await historyOf(m, 'subfees', created.id)).versions;
    expect(latest).toMatchObject({ version: 3, action: 'restore', state: { name: 'Fragile', first_item: 2 } });
    expect(latest.author.name).toBe('Linh Nguyen');
  });

  it("keeps a product's price and description edits, restores the first, and a delete's last state", async () => {
    const m = await merchant(gw);
    const product = await createProduct(gw, m, {
      title: 'Mug',
      price: 12,
      description: '<p>White mug</p>',
      tags: ['a'],
    });
    const update = (body: Record<string, unknown>) =>
      gw.ok(productRoutes.update, {
        token: m.token,
        params: { shop: m.shopId, product_id: product.id },
        body: { ...body },
      });
    await update({ price: 15, description: '<p>Blue mug</p>', tags: ['a', 'b'], version: 0 });
    const history = await historyOf(m, 'products', product.id);
    expect(history.versions.map((v) => [v.action, v.state?.price, v.state?.description, v.state?.tags])).toEqual([
      ['update', 15, '<p>Blue mug</p>', ['a', 'b']],
      ['create', 12, '<p>White mug</p>', ['a']],
    ]);
    const restored = await restore(m, 'products', product.id, 1, 1);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toMatchObject({ price: 12, description: '<p>White mug</p>', tags: ['a'], version: 2 });

    await gw.ok(productRoutes.deleteMany, { ...as(m), body: { ids: [product.id] } });
    const [deleted, restoredVersion] = (await historyOf(m, 'products', product.id)).versions;
    expect(restoredVersion).toMatchObject({ version: 3, action: 'restore', state: { price: 12, tags: ['a'] } });
    expect(deleted).toMatchObject({ version: 4, action: 'delete', state: { title: 'Mug', price: 12 } });
  });

  it("answers 404 for another merchant's record, shop or version, and for a resource with no history", async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const created = await createFee(m);
    const params = { resource: 'subfees', record_id: created.id };
    // The other merchant's own shop: no such record there.
    expect(
      (await gw.call(historyRoutes.list, { token: other.token, params: { shop: other.shopId, ...params } })).statusCode,
    ).toBe(404);
    // The first merchant's shop, with the other's token.
    expect(
      (await gw.call(historyRoutes.list, { token: other.token, params: { shop: m.shopId, ...params } })).statusCode,
    ).toBe(404);
    const foreignRestore = await gw.call(historyRoutes.restore, {
      token: other.token,
      params: { shop: other.shopId, ...params, version: '1' },
      body: { version: 0 },
    });
    expect(foreignRestore.statusCode).toBe(404);
    expect((await restore(m, 'subfees', created.id, 9, 0)).statusCode).toBe(404);
    expect(
      (await gw.call(historyRoutes.list, { ...as(m), params: { shop: m.shopId, resource: 'nothing', record_id: 'x' } }))
        .statusCode,
    ).toBe(404);
    expect((await historyOf(m, 'subfees', created.id)).total).toBe(1);
  });

  it('names a private app as the author and keeps no secret in any version', async () => {
    const m = await merchant(gw);
    const SECRET = 'sk_live_history_secret_4242';
    const app = (
      await gw.ok(privateAppRoutes.create, { ...as(m), body: { name: 'ERP sync', scopes: ['write_products'] } })
    ).data;
    const product = await createProduct(gw, m, { title: 'Vase' });
    const byApp = await gw.call(productRoutes.update, {
      token: app.access_token,
      params: { shop: m.shopId, product_id: product.id },
      body: { price: 30, version: 0 },
      headers: { 'x-source': '/pretending/a/screen' },
    });
    expect(byApp.statusCode, byApp.body).toBe(200);
    const [latest] = (await historyOf(m, 'products', product.id)).versions;
    expect(latest).toMatchObject({ author: { id: `app:${app.id}`, name: 'ERP sync' }, source: 'api' });

    const pp = await gw.call(paymentRoutes.create, {
      ...as(m),
      body: { type: 'paypal', account_name: 'Main', client_id: 'client-1', secret_key: SECRET, mode: 'sandbox' },
    });
    expect(pp.statusCode, pp.body).toBe(201);
    const renamed = await gw.call(paymentRoutes.update, {
      ...as(m),
      params: { shop: m.shopId, payment_id: pp.json().data.id },
      body: { account_name: 'Renamed', secret_key: `${SECRET}-new`, version: 0 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const rows = await gw.db.selectFrom('record_versions').selectAll().where('shop_id', '=', m.shopId).execute();
    expect(rows.map((r) => r.resource)).toEqual(expect.arrayContaining(['payments', 'private_apps', 'products']));
    const kept = JSON.stringify(rows);
    for (const secret of [SECRET, app.access_token, app.token_hint, PASSWORD, SECRET.slice(-4)]) {
      expect(kept).not.toContain(secret);
    }
  });
});
