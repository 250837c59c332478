/**
 * SPEC §7 Cross-sale: list with query params, get, create with shop_id, update with id and
 * shop_id in the body (versioned), delete at `…/cross-sale/` with a body of ids; the §5/§9
 * limits; the shop's own products only; another merchant's shop and offers.
 */
import { describe, expect, it } from 'vitest';
import { offerContract as offerRoutes } from '../../resources/offer/offer.contract';
import { useGateway } from './harness';
import { merchant, type Merchant } from './orders.fixtures';

const gw = useGateway();

const offer = (m: Merchant, over: Record<string, unknown> = {}) => ({
  name: 'Complete the set',
  title: 'Goes well with',
  message: 'Add one and save 10%',
  type: 'in_cart',
  kind: 'cross_sell',
  target_type: 'products',
  target_ids: [m.mug.id],
  recommended_ids: [m.shirt.id],
  displayed_quantity: 2,
  minimum_quantity: 1,
  discount_type: 'percent',
  discount_value: 10,
  status: 'draft',
  shop_id: m.shopId,
  ...over,
});
const create = (m: Merchant, over: Record<string, unknown> = {}) =>
  gw
    .ok(offerRoutes.create, { token: m.account.token, params: { shop: m.shopId }, body: offer(m, over) })
    .then((a) => a.data);

describe('offers', () => {
  it('creates as a draft, lists with filters, activates with id and shop_id in the body, deletes', async () => {
    const m = await merchant(gw);
    const draft = await create(m);
    expect(draft).toMatchObject({
      name: 'Complete the set',
      status: 'draft',
      target_ids: [m.mug.id],
      recommended_ids: [m.shirt.id],
      version: 0,
    });
    await create(m, {
      name: 'Upgrade',
      type: 'pre_purchase',
      kind: 'up_sell',
      status: 'active',
      discount_type: 'amount',
      discount_value: 2,
    });
    const list = (query: Record<string, string>) =>
      gw.ok(offerRoutes.list, { token: m.account.token, params: { shop: m.shopId }, query }).then((a) => a.data);
    expect((await list({})).total).toBe(2);
    expect((await list({ status: 'draft' })).cross_sales.map((o) => o.name)).toEqual(['Complete the set']);
    expect((await list({ kind: 'up_sell', type: 'pre_purchase' })).cross_sales.map((o) => o.name)).toEqual(['Upgrade']);
    expect((await list({ q: 'upgr' })).cross_sales.map((o) => o.name)).toEqual(['Upgrade']);
    expect((await list({ sort: 'name', order: 'asc', limit: '1' })).cross_sales.map((o) => o.name)).toEqual([
      'Complete the set',
    ]);

    const params = { shop: m.shopId, discount_id: draft.id };
    const active = await gw.ok(offerRoutes.update, {
      token: m.account.token,
      params,
      body: { ...offer(m), id: draft.id, status: 'active', version: 0 },
    });
    expect(active.data).toMatchObject({ status: 'active', version: 1 });
    const stale = await gw.call(offerRoutes.update, {
      token: m.account.token,
      params,
      body: { ...offer(m), id: draft.id, version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    const otherId = await gw.call(offerRoutes.update, {
      token: m.account.token,
      params,
      body: { ...offer(m), id: 'another' },
    });
    expect(otherId.statusCode).toBe(400);
    expect(otherId.json().errors).toEqual({ id: { message: 'app.validation.invalid' } });
    expect((await gw.ok(offerRoutes.get, { token: m.account.token, params })).data.status).toBe('active');

    const deleted = await gw.ok(offerRoutes.deleteMany, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { ids: [draft.id] },
    });
    expect(deleted.data.ids).toEqual([draft.id]);
    expect((await list({})).total).toBe(1);
  });

  it.each([
    ['name required', { name: ' ' }, 'name', { message: 'app.validation.required' }],
    [
      'displayed quantity 0 to 999',
      { displayed_quantity: 1000 },
      'displayed_quantity',
      { message: 'app.validation.between', args: { min: 0, max: 999 } },
    ],
    [
      'minimum quantity 0 to 999',
      { minimum_quantity: -1 },
      'minimum_quantity',
      { message: 'app.validation.between', args: { min: 0, max: 999 } },
    ],
    ['whole quantities', { minimum_quantity: 1.5 }, 'minimum_quantity', { message: 'app.validation.integer' }],
    [
      'percent at most 100',
      { discount_value: 101 },
      'discount_value',
      { message: 'app.validation.between', args: { min: 0, max: 100 } },
    ],
    [
      'amount under 10 digits',
      { discount_type: 'amount', discount_value: 1_000_000_000 },
      'discount_value',
      { message: 'app.validation.maxValue', args: { n: 1_000_000_000 } },
    ],
    ['targets required', { target_ids: [] }, 'target_ids', { message: 'app.validation.list' }],
    ['recommended products required', { recommended_ids: [] }, 'recommended_ids', { message: 'app.validation.list' }],
    ['a status of the list', { status: 'archived' }, 'status', { message: 'app.validation.invalid' }],
  ])('answers 400 on the field: %s', async (_name, over, field, error) => {
    const m = await merchant(gw);
    const res = await gw.call(offerRoutes.create, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: offer(m, over),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual(error);
  });

  it("refuses another shop's products as targets or recommendations", async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const res = await gw.call(offerRoutes.create, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: offer(m, { target_ids: [other.mug.id], recommended_ids: [other.shirt.id] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      target_ids: { message: 'app.validation.invalid' },
      recommended_ids: { message: 'app.validation.invalid' },
    });
  });

  it("another merchant cannot read, change or delete a shop's offers, which stay as they were", async () => {
    const owner = await merchant(gw);
    const intruder = await merchant(gw);
    const o = await create(owner);
    const t = intruder.account.token;
    for (const shop of [owner.shopId, intruder.shopId]) {
      const params = { shop, discount_id: o.id };
      expect((await gw.call(offerRoutes.get, { token: t, params })).statusCode).toBe(404);
      expect(
        (
          await gw.call(offerRoutes.update, {
            token: t,
            params,
            body: { ...offer(intruder), id: o.id, status: 'active' },
          })
        ).statusCode,
      ).toBe(404);
    }
    expect(
      (await gw.call(offerRoutes.deleteMany, { token: t, params: { shop: owner.shopId }, body: { ids: [o.id] } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await gw.ok(offerRoutes.deleteMany, { token: t, params: { shop: intruder.shopId }, body: { ids: [o.id] } })).data
        .ids,
    ).toEqual([]);
    expect(
      (await gw.ok(offerRoutes.get, { token: owner.account.token, params: { shop: owner.shopId, discount_id: o.id } }))
        .data,
    ).toEqual(o);
  });
});
