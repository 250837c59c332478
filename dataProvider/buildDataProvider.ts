/**
 * react-admin's DataProvider, built from the resource declarations:
 *
 *   getList    => route of crud.getList, query (default page, limit, sort, order, q, filters)
 *   getOne     => route of crud.getOne with the id in the path
 *   getMany    => route of crud.getMany (a list filtered by ids) in one call, else getOne for each id
 *   create     => route of crud.create, body = data (+ shop_id where the route says addShopId)
 *   update     => route of crud.update with the id in the path, body = data (+ the version it was
 *                 read at, from previousData, when the route is versioned: a stale write is 409)
 *   updateMany => route of crud.updateMany, else update for each id
 *   delete     => route of crud.delete, else deleteMany with one id
 *   deleteMany => route of crud.deleteMany, body { ids } (SPEC §7 "ids in the body")
 *
 * plus `call(route, args)` for every non-CRUD call of SPEC §7.
 */
import type { DataProvider, GetListParams, RaRecord } from 'ra-core';
import type { Body, ListMapping, Mapping, PathParams, ResourceDefinition } from '../src/lib/defineResource';
import { withId } from '../src/lib/defineResource';
import { pathParams, type NamedRoute } from '../core/route';
import type { CallArgs, GatewayClient } from './http';
import type { RouteAnswer, RouteArgs } from '../core/route';

export interface GatewayDataProvider extends DataProvider {
  /** A typed non-CRUD call: one route-table entry, exactly as SPEC §7 writes it. */
  call<R extends NamedRoute>(route: R, args?: RouteArgs<R>): Promise<RouteAnswer<R>>;
}

/**
 * The route's one non-shop path parameter is the record id. On the shop's own routes
 * (`/shop/api/{id}`) the shop parameter is the record; `{shop}` is always the current
 * shop, so a route with only `{shop}` (`PUT /payment/api/{shop}`) takes no id.
 */
function idParams(route: NamedRoute, id: unknown): PathParams {
  const name =
    pathParams(route.path).find((p) => p !== 'shop' && p !== route.shopParam) ??
    (route.shopParam !== 'shop' ? route.shopParam : undefined);
  return name ? { [name]: String(id) } : {};
}

export function defaultListQuery({ pagination, sort, filter }: GetListParams): Record<string, unknown> {
  const query: Record<string, unknown> = { ...filter };
  if (pagination) Object.assign(query, { page: pagination.page, limit: pagination.perPage });
  if (sort?.field) Object.assign(query, { sort: sort.field, order: sort.order === 'ASC' ? 'asc' : 'desc' });
  return query;
}

export function buildDataProvider(client: GatewayClient, resources: ResourceDefinition[]): GatewayDataProvider {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const def = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`Unknown resource "${name}"`);
    return found;
  };
  const mapping = <K extends keyof ResourceDefinition['crud']>(name: string, method: K) => {
    const m = def(name).crud[method];
    if (!m) throw new Error(`Resource "${name}" declares no ${method}`);
    return m as NonNullable<ResourceDefinition['crud'][K]>;
  };
  // CRUD reads any resource's answer through its mapping (`read`), so untyped here.
  const run = <P>(m: Mapping<P>, p: P, defaults: CallArgs, signal?: AbortSignal): Promise<Body> =>
    client.call(m.route, {
      params: m.params ? m.params(p) : defaults.params,
      query: m.query ? m.query(p) : defaults.query,
      body: m.body ? m.body(p) : defaults.body,
      signal,
    });
  const one = (name: string, answer: Body, m: { read?: (answer: Body) => Body }) =>
    withId(m.read ? m.read(answer) : answer?.data, def(name).idField);

  const provider: GatewayDataProvider = {
    async getList(name, params) {
      const m = mapping(name, 'getList');
      const answer = await run(m, params, { query: defaultListQuery(params) }, params.signal);
      const read: NonNullable<typeof m.read> =
        m.read ??
        ((a: Body) => {
          const list = a?.data?.[name] ?? a?.data?.items ?? a?.data ?? [];
          return { data: list, total: a?.data?.total ?? list.length };
        });
      const { data, total, meta } = read(answer);
      return { data: data.map((r: Body) => withId(r, def(name).idField)), total, ...(meta ? { meta } : {}) };
    },
    async getOne(name, params) {
      const m = mapping(name, 'getOne');
      return { data: one(name, await run(m, params, { params: idParams(m.route, params.id) }, params.signal), m) };
    },
    async getMany(name, params) {
      // One list call with the ids where the resource declares one (crud.getMany), else getOne per id.
      const many = (def(name).crud as { getMany?: ListMapping }).getMany;
      if (many && params.ids.length <= 100) {
        const answer = await run(many, params as unknown as GetListParams, {}, params.signal);
        const { data } = (many.read ?? ((a: Body) => ({ data: a?.data?.[name] ?? a?.data ?? [] })))(answer);
        return { data: data.map((r: Body) => withId(r, def(name).idField)) };
      }
      const records = await Promise.all(params.ids.map((id) => provider.getOne(name, { id, signal: params.signal })));
      return { data: records.map((r) => r.data) };
    },
    async getManyReference(name, params) {
      return provider.getList(name, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },
    async create(name, params) {
      const m = mapping(name, 'create');
      return { data: one(name, await run(m, params, { body: params.data }), m) as RaRecord & Body };
    },
    async update(name, params) {
      const m = mapping(name, 'update');
      const read = params.previousData?.version;
      const body = m.route.versioned && read !== undefined ? { ...params.data, version: read } : params.data;
      return { data: one(name, await run(m, params, { params: idParams(m.route, params.id), body }), m) };
    },
    async updateMany(name, params) {
      const m = def(name).crud.updateMany;
      if (m) {
        await run(m, params, { body: { ids: params.ids, ...params.data } });
        return { data: params.ids };
      }
      await Promise.all(params.ids.map((id) => provider.update(name, { id, data: params.data, previousData: { id } })));
      return { data: params.ids };
    },
    async delete(name, params) {
      const m = def(name).crud.delete;
      if (!m) {
        await provider.deleteMany(name, { ids: [params.id] });
        return { data: params.previousData ?? ({ id: params.id } as Body) };
      }
      const answer = await run(m, params, { params: idParams(m.route, params.id) });
      return { data: withId(answer?.data ?? params.previousData ?? { id: params.id }, def(name).idField) };
    },
    async deleteMany(name, params) {
      const m = mapping(name, 'deleteMany');
      await run(m, params, { body: { ids: params.ids } });
      return { data: params.ids };
    },
    call: (route, args) => client.call(route, args),
  };
  return provider;
}
