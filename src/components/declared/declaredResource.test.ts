/**
 * A declaration mounted in the app: an unpaged list sends no page or limit; a call `api.without`
 * leaves out has no mapping; a screen given as `null` has no path of its own.
 */
import { describe, expect, it } from 'vitest';
import { text } from '../../../core/fields';
import { declareResource, type Declared } from '../../../core/resource';
import { declaredListQuery, declaredResource } from './declaredResource';

const gauge = declareResource({
  name: 'gauges',
  table: 'gauge',
  path: '/setting/gauges',
  api: { base: '/gauge/api/{shop}', id: 'gauge_id', listKey: 'gauges', delete: 'one', without: ['get'] },
  fields: { name: text({ rules: { required: true } }), kind: text({ filter: true }) },
  storage: { table: 'gauges', since: '20261201' },
  list: { sort: { field: 'created_at', order: 'ASC' }, perPage: 200, paged: false },
  menu: false,
  strings: { en: {}, vi: {} },
});
/** As the list's query reads any declaration. */
const untyped = gauge as unknown as Declared;
const params = { pagination: { page: 2, perPage: 200 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('declaredResource', () => {
  it('asks an unpaged list for its filters alone', () => {
    expect(declaredListQuery(untyped)({ ...params, filter: { kind: 'dial' } })).toEqual({ kind: 'dial' });
    const paged = { ...untyped, list: { ...untyped.list, paged: undefined } };
    expect(declaredListQuery(paged)(params)).toEqual({ page: 2, limit: 200 });
  });

  it('maps no getOne where the declaration has no get call', () => {
    const { crud } = declaredResource(gauge);
    expect(crud.getOne).toBeUndefined();
    expect(crud.update?.route.id).toBe('gauge.update');
  });

  it('mounts no create or edit screen given as null: the list alone', () => {
    const paths = (extras: Parameters<typeof declaredResource>[1]) =>
      declaredResource(gauge, extras).routes?.map((r) => r.path);
    expect(paths({})).toEqual(['/setting/gauges', '/setting/gauges/create', '/setting/gauges/edit/:id']);
    expect(paths({ views: { create: null, edit: null } })).toEqual(['/setting/gauges']);
  });
});
