/** The CRUD defaults buildDataProvider derives from a resource's route table. */
import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '../src/lib/defineResource';
import { z } from 'zod';
import { defineRoutes, type NamedRoute } from '../core/route';
import { buildDataProvider } from './buildDataProvider';
import type { CallArgs, GatewayClient } from './http';

/** These probes pin requests, not answers. */
const Any = z.any();
const thingRoutes = defineRoutes('thing', {
  list: { method: 'GET', path: '/thing/api/{shop}', response: Any, summary: 'list' },
  get: { method: 'GET', path: '/thing/api/{shop}/{thing_id}', response: Any, summary: 'one' },
  create: { method: 'POST', path: '/thing/api/{shop}', response: Any, addShopId: true, summary: 'create' },
  update: { method: 'PUT', path: '/thing/api/{shop}/{id}', response: Any, summary: 'update' },
  deleteMany: { method: 'DELETE', path: '/thing/api/{shop}', response: Any, summary: 'delete with ids in the body' },
  bulk: { method: 'PUT', path: '/thing/api/{shop}/bulk', response: Any, summary: 'update many' },
  remove: { method: 'DELETE', path: '/thing/api/{shop}/{thing_id}', response: Any, summary: 'delete one' },
  settings: { method: 'PUT', path: '/thing/api/{shop}', response: Any, summary: "the current shop's one record" },
  own: {
    method: 'GET',
    path: '/own/api/{own_id}',
    response: Any,
    shopParam: 'own_id',
    summary: 'the record is a shop',
  },
});

/** Defaults everywhere; create adds shop_id; no delete or updateMany of its own. */
const things = defineResource({
  name: 'things',
  crud: {
    getList: { route: thingRoutes.list },
    getOne: { route: thingRoutes.get },
    create: { route: thingRoutes.create },
    update: { route: thingRoutes.update },
    deleteMany: { route: thingRoutes.deleteMany },
  },
  i18n: { en: {}, vi: {} },
});

/** Records keyed `_uid`, a delete and an updateMany of its own, create without shop_id. */
const widgets = defineResource({
  name: 'widgets',
  idField: '_uid',
  crud: {
    getList: { route: thingRoutes.list },
    getOne: { route: thingRoutes.get },
    create: { route: thingRoutes.create },
    updateMany: { route: thingRoutes.bulk },
    delete: { route: thingRoutes.remove },
  },
  i18n: { en: {}, vi: {} },
});

/** A record that lives at the current shop's path, and one that is a shop itself. */
const settings = defineResource({
  name: 'settings',
  crud: { getOne: { route: thingRoutes.own }, update: { route: thingRoutes.settings } },
  i18n: { en: {}, vi: {} },
});

function setup(answer: (route: NamedRoute, args: CallArgs) => unknown = () => ({ data: {} })) {
  const call = vi.fn(async (route: NamedRoute, args: CallArgs = {}) => answer(route, args));
  const client = { call, shopId: () => 'shop-1' } as unknown as GatewayClient;
  return { call, provider: buildDataProvider(client, [things, widgets, settings]) };
}

/** The arguments of the n-th call, without the keys left undefined. */
const sent = (call: ReturnType<typeof setup>['call'], n = 0) => {
  const [route, args] = call.mock.calls[n];
  return { route: route.id, ...JSON.parse(JSON.stringify(args ?? {})) };
};

describe('buildDataProvider', () => {
  it('getList sends filters, page, limit, sort and lower-case order by default', async () => {
    const { call, provider } = setup(() => ({ data: { things: [{ id: 'a' }], total: 9 } }));
    await provider.getList('things', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'title', order: 'ASC' },
      filter: { q: 'mug', status: 'active' },
    });
    expect(sent(call)).toEqual({
      route: 'thing.list',
      query: { q: 'mug', status: 'active', page: 2, limit: 25, sort: 'title', order: 'asc' },
    });
    await provider.getList('things', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'title', order: 'DESC' },
      filter: {},
    });
    expect(sent(call, 1).query).toEqual({ page: 1, limit: 10, sort: 'title', order: 'desc' });
  });

  it('getList reads data.<resource>, then data.items, then a bare data array', async () => {
    const answers = [
      { data: { things: [{ id: 'a' }], total: 9 } },
      { data: { items: [{ id: 'b' }], total: 4 } },
      { data: [{ id: 'c' }, { id: 'd' }] },
    ];
    const { provider } = setup(() => answers.shift());
    const params = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    expect(await provider.getList('things', params)).toEqual({ data: [{ id: 'a' }], total: 9 });
    expect(await provider.getList('things', params)).toEqual({ data: [{ id: 'b' }], total: 4 });
    expect(await provider.getList('things', params)).toEqual({ data: [{ id: 'c' }, { id: 'd' }], total: 2 });
  });

  it('maps the id from idField in lists and single records', async () => {
    const { provider } = setup((route) =>
      route.id === 'thing.list'
        ? { data: { widgets: [{ _uid: 'w1', name: 'Cup' }], total: 1 } }
        : { data: { _uid: 'w2', name: 'Bowl' } },
    );
    const list = await provider.getList('widgets', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(list.data).toEqual([{ _uid: 'w1', id: 'w1', name: 'Cup' }]);
    expect((await provider.getOne('widgets', { id: 'w2' })).data).toEqual({ _uid: 'w2', id: 'w2', name: 'Bowl' });
  });

  it("getOne puts the id in the route's non-shop path parameter", async () => {
    const { call, provider } = setup(() => ({ data: { id: 'a1' } }));
    expect(await provider.getOne('things', { id: 'a1' })).toEqual({ data: { id: 'a1' } });
    expect(sent(call)).toEqual({ route: 'thing.get', params: { thing_id: 'a1' } });
  });

  it('never puts a record id in {shop}; a shop-named parameter other than {shop} takes it', async () => {
    const { call, provider } = setup(() => ({ data: { id: 'rec-9' } }));
    await provider.update('settings', { id: 'rec-9', data: { a: 1 }, previousData: { id: 'rec-9' } });
    expect(sent(call)).toEqual({ route: 'thing.settings', params: {}, body: { a: 1 } });
    await provider.getOne('settings', { id: 'shop-7' });
    expect(sent(call, 1)).toEqual({ route: 'thing.own', params: { own_id: 'shop-7' } });
  });

  it('getMany calls getOne for each id, in order', async () => {
    const { call, provider } = setup((_route, args) => ({
      data: { id: args.params?.thing_id, title: `#${args.params?.thing_id}` },
    }));
    const { data } = await provider.getMany('things', { ids: ['a', 'b'] });
    expect(data).toEqual([
      { id: 'a', title: '#a' },
      { id: 'b', title: '#b' },
    ]);
    expect(call.mock.calls.map((_c, n) => sent(call, n))).toEqual([
      { route: 'thing.get', params: { thing_id: 'a' } },
      { route: 'thing.get', params: { thing_id: 'b' } },
    ]);
  });

  it('getManyReference is getList filtered by the target', async () => {
    const { call, provider } = setup(() => ({ data: { things: [], total: 0 } }));
    await provider.getManyReference('things', {
      target: 'collection_id',
      id: 'c9',
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'x' },
    });
    expect(sent(call).query).toEqual({ q: 'x', collection_id: 'c9', page: 1, limit: 5, sort: 'id', order: 'asc' });
  });

  it('create sends the form data as the body (route flags such as addShopId are applied by the http layer)', async () => {
    const { call, provider } = setup((_route, args) => ({ data: { ...(args.body as object), id: 'new' } }));
    const created = await provider.create('things', { data: { title: 'Mug' } });
    expect(sent(call)).toEqual({ route: 'thing.create', body: { title: 'Mug' } });
    expect(created.data).toEqual({ title: 'Mug', id: 'new' });
    await provider.create('widgets', { data: { name: 'Cup' } });
    expect(sent(call, 1)).toEqual({ route: 'thing.create', body: { name: 'Cup' } });
  });

  it('update puts the id in the path and sends the data as the body', async () => {
    const { call, provider } = setup(() => ({ data: { id: '7', title: 'New' } }));
    const updated = await provider.update('things', {
      id: '7',
      data: { title: 'New' },
      previousData: { id: '7', title: 'Old' },
    });
    expect(sent(call)).toEqual({ route: 'thing.update', params: { id: '7' }, body: { title: 'New' } });
    expect(updated.data).toEqual({ id: '7', title: 'New' });
  });

  it('updateMany uses the declared bulk route with ids in the body, else update per id', async () => {
    const { call, provider } = setup(() => ({ data: {} }));
    expect(await provider.updateMany('widgets', { ids: ['w1', 'w2'], data: { published: true } })).toEqual({
      data: ['w1', 'w2'],
    });
    expect(sent(call)).toEqual({ route: 'thing.bulk', body: { ids: ['w1', 'w2'], published: true } });
    call.mockClear();
    await provider.updateMany('things', { ids: ['a', 'b'], data: { published: false } });
    expect(call.mock.calls.map((_c, n) => sent(call, n))).toEqual([
      { route: 'thing.update', params: { id: 'a' }, body: { published: false } },
      { route: 'thing.update', params: { id: 'b' }, body: { published: false } },
    ]);
  });

  it('deleteMany sends { ids } as the body', async () => {
    const { call, provider } = setup();
    expect(await provider.deleteMany('things', { ids: ['a', 'b'] })).toEqual({ data: ['a', 'b'] });
    expect(sent(call)).toEqual({ route: 'thing.deleteMany', body: { ids: ['a', 'b'] } });
  });

  it('delete without a route of its own is deleteMany of one id', async () => {
    const { call, provider } = setup();
    const deleted = await provider.delete('things', { id: 'a', previousData: { id: 'a', title: 'Mug' } });
    expect(sent(call)).toEqual({ route: 'thing.deleteMany', body: { ids: ['a'] } });
    expect(deleted.data).toEqual({ id: 'a', title: 'Mug' });
  });

  it('delete with a route of its own puts the id in the path and sends no body', async () => {
    const { call, provider } = setup(() => ({ data: { _uid: 'w1', deleted: true } }));
    const deleted = await provider.delete('widgets', { id: 'w1', previousData: { id: 'w1' } });
    expect(sent(call)).toEqual({ route: 'thing.remove', params: { thing_id: 'w1' } });
    expect(deleted.data).toEqual({ _uid: 'w1', id: 'w1', deleted: true });
  });

  it('call passes a custom route and its arguments through unchanged', async () => {
    const { call, provider } = setup(() => ({ data: { ok: true } }));
    const args = { params: { thing_id: 'z' }, query: { status: 'x' }, body: { ids: ['z'] } };
    expect(await provider.call(thingRoutes.bulk, args)).toEqual({ data: { ok: true } });
    expect(call).toHaveBeenCalledWith(thingRoutes.bulk, args);
  });

  it('rejects an unknown resource and a method the resource does not declare', async () => {
    const { provider } = setup();
    await expect(provider.getOne('nope', { id: 1 })).rejects.toThrow('Unknown resource "nope"');
    await expect(provider.update('widgets', { id: 1, data: {}, previousData: { id: 1 } })).rejects.toThrow(
      'declares no update',
    );
  });
});
