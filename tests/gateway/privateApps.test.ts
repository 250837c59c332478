/**
 * Private apps: the token is answered once and stored as a hash; it calls its shop's routes
 * within its scopes only (read with GET, write otherwise; write includes read); another shop
 * is 404, account routes 401, an area it was not given 403; revoked, it stops at once.
 */
import { describe, expect, it } from 'vitest';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { discountContract as discountRoutes } from '../../resources/discount/discount.contract';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { privateAppContract as privateAppRoutes } from '../../resources/private-app/privateApp.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { useGateway } from './harness';
import { merchant, type Merchant } from './orders.fixtures';

const gw = useGateway();

async function newApp(m: Merchant, scopes: string[]) {
  return (
    await gw.ok(privateAppRoutes.create, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { name: 'ERP sync', scopes },
    })
  ).data;
}

describe('private apps', () => {
  it('shows the token once and keeps only its hash', async () => {
    const m = await merchant(gw);
    const app = await newApp(m, ['read_products']);
    expect(app.access_token).toMatch(/^shpat_[0-9a-f]{48}$/);
    expect(app.token_hint).toBe(app.access_token.slice(0, 10));
    const row = await gw.db.selectFrom('private_apps').selectAll().where('id', '=', app.id).executeTakeFirstOrThrow();
    expect(Object.values(row)).not.toContain(app.access_token);
    const list = await gw.ok(privateAppRoutes.list, { token: m.account.token, params: { shop: m.shopId } });
    expect(list.data.private_apps).toEqual([
      {
        id: app.id,
        shop_id: m.shopId,
        name: 'ERP sync',
        scopes: ['read_products'],
        token_hint: app.token_hint,
        revoked_at: null,
        created_at: app.created_at,
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(app.access_token);
  });

  it('calls its shop within its scopes only', async () => {
    const m = await merchant(gw);
    const { access_token: token } = await newApp(m, ['read_products', 'write_orders']);
    const shop = { shop: m.shopId };
    expect((await gw.call(productRoutes.list, { token, params: shop })).statusCode).toBe(200);
    expect((await gw.call(orderRoutes.list, { token, params: shop })).statusCode).toBe(200);
    const placed = await gw.call(orderRoutes.create, {
      token,
      params: shop,
      body: { email: 'erp@example.com', items: [{ product_id: m.mug.id, quantity: 1 }] },
    });
    expect(placed.statusCode).toBe(201);
    const write = await gw.call(productRoutes.create, { token, params: shop, body: { title: 'Nope', price: 1 } });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'private_app.scope' });
    expect((await gw.call(discountRoutes.list, { token, params: shop })).statusCode).toBe(403);
    expect((await gw.call(privateAppRoutes.list, { token, params: shop })).statusCode).toBe(403);
    expect((await gw.call(shopRoutes.get, { token, params: { id: m.shopId } })).statusCode).toBe(403);
    expect((await gw.call(authRoutes.me, { token })).statusCode).toBe(401);
    expect((await gw.call(shopRoutes.list, { token })).statusCode).toBe(401);
    const products = await gw.ok(productRoutes.list, { token: m.account.token, params: shop });
    expect(products.data.products.map((p: { title: string }) => p.title)).not.toContain('Nope');
  });

  it("never reaches another shop, even the same merchant's", async () => {
    const m = await merchant(gw);
    const { _id: second } = await gw.createShop(m.account.token, { name: 'Second shop' });
    const other = await merchant(gw);
    const { access_token: token } = await newApp(m, ['write_products']);
    for (const shop of [second, other.shopId]) {
      expect((await gw.call(productRoutes.list, { token, params: { shop } })).statusCode).toBe(404);
      expect(
        (await gw.call(productRoutes.create, { token, params: { shop }, body: { title: 'Intruder', price: 1 } }))
          .statusCode,
      ).toBe(404);
    }
    const theirs = await gw.ok(productRoutes.list, { token: other.account.token, params: { shop: other.shopId } });
    expect(theirs.data.products.map((p: { title: string }) => p.title)).not.toContain('Intruder');
  });

  it('stops working once revoked; another merchant cannot revoke it', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const app = await newApp(m, ['read_products']);
    const params = { shop: m.shopId };
    expect(
      (await gw.call(privateAppRoutes.revoke, { token: other.account.token, params: { ...params, id: app.id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await gw.call(privateAppRoutes.revoke, {
          token: other.account.token,
          params: { shop: other.shopId, id: app.id },
        })
      ).statusCode,
    ).toBe(404);
    expect((await gw.call(productRoutes.list, { token: app.access_token, params })).statusCode).toBe(200);
    const revoked = await gw.ok(privateAppRoutes.revoke, { token: m.account.token, params: { ...params, id: app.id } });
    expect(revoked.data.revoked_at).not.toBeNull();
    expect((await gw.call(productRoutes.list, { token: app.access_token, params })).statusCode).toBe(401);
    expect((await gw.call(productRoutes.list, { token: 'shpat_made-up', params })).statusCode).toBe(401);
  });

  it.each([
    ['name required', { name: ' ', scopes: ['read_products'] }, 'name', 'app.validation.required'],
    ['at least one scope', { name: 'ERP', scopes: [] }, 'scopes', 'app.validation.list'],
    ['known scopes only', { name: 'ERP', scopes: ['write_everything'] }, 'scopes.0', 'app.validation.invalid'],
  ])('answers 400 on the field: %s', async (_name, body, field, message) => {
    const m = await merchant(gw);
    const res = await gw.call(privateAppRoutes.create, { token: m.account.token, params: { shop: m.shopId }, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual({ message });
  });
});
