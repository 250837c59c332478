/**
 * Access control, generated from the route tables so a new route is covered the day it is
 * declared: every signed-in route refuses a missing token (401), and every route naming
 * a shop answers 404 for a shop of another user, exactly as for a shop that does not exist.
 */
import { describe, expect, it } from 'vitest';
import { newId } from '../../gateway/lib/ids';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { jobContract as jobRoutes } from '../../resources/job/job.contract';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { pathParams, type ContractRoute } from '../../core/route';
import { allRoutes, useGateway, type Account } from './harness';

const gw = useGateway();

const signedIn = allRoutes().filter((r) => r.auth !== false);
const shopScoped = allRoutes().filter((r) => r.shopParam);

/** Path values: the shop parameter gets `shopId`, any other parameter a placeholder. */
function paramsFor(route: ContractRoute, shopId: string): Record<string, string> {
  return Object.fromEntries(pathParams(route.path).map((name) => [name, name === route.shopParam ? shopId : 'x1']));
}

/** One owner with one shop and one intruder, shared by the generated cases (none may change them). */
let pair: Promise<{ owner: Account; intruder: Account; shopId: string }> | undefined;
const ownerAndIntruder = () =>
  (pair ??= (async () => {
    const owner = await gw.account();
    const intruder = await gw.account();
    const shop = await gw.createShop(owner.token, { name: 'Private Shop' });
    return { owner, intruder, shopId: shop._id };
  })());

/** A body where the route takes one: empty JSON, which a partial update would accept. */
const bodyFor = (route: ContractRoute) => (route.bodyKind === 'none' || route.method === 'GET' ? undefined : {});

describe('the route tables this suite walks', () => {
  it('include every route of the auth and shop tables (so the generated cases are not vacuous)', () => {
    const ids = allRoutes().map((r) => r.id);
    for (const route of [...Object.values(authRoutes), ...Object.values(shopRoutes)]) expect(ids).toContain(route.id);
    expect(signedIn.length).toBeGreaterThanOrEqual(Object.keys(shopRoutes).length);
    expect(shopScoped.map((r) => r.id)).toEqual(expect.arrayContaining(['shop.get', 'shop.update', 'shop.delete']));
  });
});

describe('a call without a token', () => {
  it.each(signedIn.map((r) => [r.id, r] as const))('%s answers 401', async (_id, route) => {
    const { shopId } = await ownerAndIntruder();
    const res = await gw.call(route, { params: paramsFor(route, shopId), body: bodyFor(route) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, message: 'Unauthorized' });
  });
});

describe("a call on another user's shop", () => {
  it.each(shopScoped.map((r) => [r.id, r] as const))(
    '%s answers 404, as for a shop that does not exist',
    async (_id, route) => {
      const { owner, intruder, shopId } = await ownerAndIntruder();
      const theirs = await gw.call(route, {
        token: intruder.token,
        params: paramsFor(route, shopId),
        body: bodyFor(route),
      });
      const missing = await gw.call(route, {
        token: intruder.token,
        params: paramsFor(route, newId()),
        body: bodyFor(route),
      });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.body).toBe(missing.body);
      expect(theirs.body).not.toContain('Private Shop');
      expect(theirs.body).not.toContain(owner.email);

      // Nothing happened to the shop: its owner still reads it unchanged.
      const after = await gw.call(shopRoutes.get, { token: owner.token, params: { id: shopId } });
      expect(after.statusCode).toBe(200);
      expect(after.json().data).toMatchObject({ name: 'Private Shop', deleted: false });
    },
  );

  it('a valid update on it changes nothing', async () => {
    const owner = await gw.account();
    const intruder = await gw.account();
    const shop = await gw.createShop(owner.token, { name: 'Kept Name' });
    const res = await gw.call(shopRoutes.update, {
      token: intruder.token,
      params: { id: shop._id },
      body: { name: 'Taken Over' },
    });
    expect(res.statusCode).toBe(404);
    const after = await gw.call(shopRoutes.get, { token: owner.token, params: { id: shop._id } });
    expect(after.json().data.name).toBe('Kept Name');
  });

  it('publishing a job for it (shop_id in the body, not the path) answers 404 and queues nothing', async () => {
    const owner = await gw.account();
    const intruder = await gw.account();
    const shop = await gw.createShop(owner.token);
    const res = await gw.call(jobRoutes.publish, {
      token: intruder.token,
      query: { channel: 'EXPORT-ORDER' },
      body: { shop_id: shop._id, user_id: intruder.id },
    });
    expect(res.statusCode).toBe(404);
    const jobs = await gw.db.selectFrom('jobs').select('id').where('shop_id', '=', shop._id).execute();
    expect(jobs).toEqual([]);
  });

  it("it is missing from the intruder's list", async () => {
    const owner = await gw.account();
    const intruder = await gw.account();
    await gw.createShop(owner.token);
    const list = await gw.call(shopRoutes.list, { token: intruder.token });
    expect(list.json().data).toMatchObject({ shops: [], total: 0 });
  });
});

describe('routes before sign-in', () => {
  it('need no token', async () => {
    const open = allRoutes()
      .filter((r) => r.auth === false)
      .map((r) => r.id);
    expect(open).toEqual(expect.arrayContaining([authRoutes.login.id, authRoutes.signup.id]));
    for (const route of [authRoutes.validateEmail, authRoutes.recover, authRoutes.resendActive]) {
      const res = await gw.call(route, { params: { email: 'someone@example.com' } });
      expect(res.statusCode).toBe(200);
    }
  });
});
