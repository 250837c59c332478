/**
 * Metafields: definitions per resource type, values per record checked by type (§5
 * messages per field), records of another shop 404 and the other shop's data unchanged.
 */
import { describe, expect, it } from 'vitest';
import { metafieldContract as metafieldRoutes } from '../../resources/metafield/metafield.contract';
import { createCustomer, merchant, type Merchant } from './orders.fixtures';
import { useGateway } from './harness';

const gw = useGateway();

const define = (m: Merchant, body: Record<string, unknown>) =>
  gw
    .ok(metafieldRoutes.createDefinition, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { ...body, shop_id: m.shopId },
    })
    .then((a) => a.data);
const values = (m: Merchant, owner_type: string, owner_id: string) =>
  gw
    .ok(metafieldRoutes.values, { token: m.account.token, params: { shop: m.shopId, owner_type, owner_id } })
    .then((a) => a.data);
const save = (m: Merchant, owner_type: string, owner_id: string, body: Record<string, unknown>) =>
  gw.call(metafieldRoutes.saveValues, {
    token: m.account.token,
    params: { shop: m.shopId, owner_type, owner_id },
    body: { values: body },
  });

describe('metafields', () => {
  it('defines fields per resource type, key unique per type, and lists them', async () => {
    const m = await merchant(gw);
    const care = await define(m, { owner_type: 'product', key: 'care_guide', name: 'Care guide', type: 'url' });
    expect(care).toMatchObject({
      key: 'care_guide',
      type: 'url',
      values_count: 0,
      version: 0,
      validation: { required: false, min: null, max: null, max_length: null },
    });
    await define(m, { owner_type: 'customer', key: 'care_guide', name: 'Same key, other type', type: 'text' });
    const dup = await gw.call(metafieldRoutes.createDefinition, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { owner_type: 'product', key: 'care_guide', name: 'Again', type: 'text' },
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual({ key: { message: 'resources.metafield_definitions.key_taken' } });
    const list = await gw.ok(metafieldRoutes.definitions, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { owner_type: 'product' },
    });
    expect(list.data.definitions.map((d) => d.name)).toEqual(['Care guide']);
  });

  it('refuses bad definitions per field', async () => {
    const m = await merchant(gw);
    const errors = async (body: Record<string, unknown>) => {
      const res = await gw.call(metafieldRoutes.createDefinition, {
        token: m.account.token,
        params: { shop: m.shopId },
        body,
      });
      expect(res.statusCode).toBe(400);
      return res.json().errors;
    };
    expect(await errors({ owner_type: 'product', key: '', name: '', type: 'text' })).toMatchObject({
      key: { message: 'app.validation.required' },
      name: { message: 'app.validation.required' },
    });
    expect(await errors({ owner_type: 'product', key: 'Has Space', name: 'x', type: 'text' })).toMatchObject({
      key: { message: 'app.validation.invalid' },
    });
    expect(await errors({ owner_type: 'page', key: 'a', name: 'x', type: 'colour' })).toHaveProperty('owner_type');
    expect(
      await errors({ owner_type: 'product', key: 'a', name: 'x', type: 'number', validation: { min: 5, max: 1 } }),
    ).toMatchObject({ 'validation.max': { message: 'app.validation.invalid' } });
  });

  it('refuses a change of validation whose minimum is above its maximum, and keeps the key fixed', async () => {
    const m = await merchant(gw);
    const weight = await define(m, { owner_type: 'product', key: 'weight', name: 'Weight', type: 'number' });
    const change = (body: Record<string, unknown>) =>
      gw.call(metafieldRoutes.updateDefinition, {
        token: m.account.token,
        params: { shop: m.shopId, definition_id: weight.id },
        body: { ...body, version: weight.version },
      });
    const refused = await change({ validation: { min: 5, max: 1 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ 'validation.max': { message: 'app.validation.invalid' } });
    const changed = await change({ name: 'Weight (g)', key: 'other', validation: { min: 0, max: 0 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      name: 'Weight (g)',
      key: 'weight',
      validation: { required: false, min: 0, max: 0, max_length: null },
      version: 1,
    });
  });

  it('stores values per record, checked by type, and clears a blank one', async () => {
    const m = await merchant(gw);
    await define(m, {
      owner_type: 'product',
      key: 'weight_g',
      name: 'Weight (g)',
      type: 'number',
      validation: { required: true, min: 1, max: 5000 },
    });
    await define(m, { owner_type: 'product', key: 'fragile', name: 'Fragile', type: 'boolean' });
    await define(m, { owner_type: 'product', key: 'release', name: 'Release day', type: 'date' });
    await define(m, {
      owner_type: 'product',
      key: 'origin',
      name: 'Origin',
      type: 'text',
      validation: { max_length: 20 },
    });
    const bad = await save(m, 'product', m.mug.id, {
      weight_g: 9000,
      release: '2026-13-01',
      origin: 'x'.repeat(21),
      fragile: 'maybe',
      nope: 1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'values.weight_g': { message: 'app.validation.between', args: { min: 1, max: 5000 } },
      'values.release': { message: 'app.validation.invalid' },
      'values.origin': { message: 'app.validation.maxLength', args: { n: 21 } },
      'values.fragile': { message: 'app.validation.invalid' },
      'values.nope': { message: 'app.validation.invalid' },
    });
    expect((await values(m, 'product', m.mug.id)).fields.every((f) => f.value === null)).toBe(true);
    const saved = await save(m, 'product', m.mug.id, {
      weight_g: '350',
      fragile: true,
      release: '2026-12-01',
      origin: ' Bát Tràng ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const byKey = (fields: { definition: { key: string }; value: unknown }[]) =>
      Object.fromEntries(fields.map((f) => [f.definition.key, f.value]));
    expect(byKey((await values(m, 'product', m.mug.id)).fields)).toEqual({
      weight_g: 350,
      fragile: true,
      release: '2026-12-01',
      origin: 'Bát Tràng',
    });
    expect((await save(m, 'product', m.mug.id, { weight_g: '' })).json().errors).toEqual({
      'values.weight_g': { message: 'app.validation.required' },
    });
    await save(m, 'product', m.mug.id, { origin: '' });
    expect(byKey((await values(m, 'product', m.mug.id)).fields).origin).toBeNull();
  });

  it('works on collections, customers and orders, and deletes values with their definition', async () => {
    const m = await merchant(gw);
    const customer = await createCustomer(gw, m);
    const vip = await define(m, { owner_type: 'customer', key: 'vip_since', name: 'VIP since', type: 'date' });
    expect((await save(m, 'customer', customer.id, { vip_since: '2024-05-01' })).statusCode).toBe(200);
    expect(
      (await gw.ok(metafieldRoutes.definitions, { token: m.account.token, params: { shop: m.shopId }, query: {} })).data
        .definitions[0].values_count,
    ).toBe(1);
    await gw.ok(metafieldRoutes.deleteDefinition, {
      token: m.account.token,
      params: { shop: m.shopId, definition_id: vip.id },
    });
    expect((await values(m, 'customer', customer.id)).fields).toEqual([]);
    expect(
      (
        await gw.call(metafieldRoutes.values, {
          token: m.account.token,
          params: { shop: m.shopId, owner_type: 'order', owner_id: 'nope' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("another merchant's shop and records are 404, and their values unchanged", async () => {
    const owner = await merchant(gw);
    const intruder = await merchant(gw);
    const def = await define(owner, { owner_type: 'product', key: 'material', name: 'Material', type: 'text' });
    await save(owner, 'product', owner.mug.id, { material: 'Stoneware' });
    const as = { token: intruder.account.token };
    expect(
      (
        await gw.call(metafieldRoutes.saveValues, {
          ...as,
          params: { shop: owner.shopId, owner_type: 'product', owner_id: owner.mug.id },
          body: { values: { material: 'Paper' } },
        })
      ).statusCode,
    ).toBe(404);
    // The intruder's own shop with the owner's product id: not theirs.
    await define(intruder, { owner_type: 'product', key: 'material', name: 'Material', type: 'text' });
    expect((await save(intruder, 'product', owner.mug.id, { material: 'Paper' })).statusCode).toBe(404);
    expect(
      (
        await gw.call(metafieldRoutes.updateDefinition, {
          ...as,
          params: { shop: intruder.shopId, definition_id: def.id },
          body: { name: 'Hacked' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await gw.call(metafieldRoutes.deleteDefinition, {
          ...as,
          params: { shop: intruder.shopId, definition_id: def.id },
        })
      ).statusCode,
    ).toBe(404);
    const after = await values(owner, 'product', owner.mug.id);
    expect(after.fields).toMatchObject([{ definition: { name: 'Material', version: 0 }, value: 'Stoneware' }]);
  });
});
