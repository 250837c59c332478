/**
 * A declaration without some CRUD calls (`api.without`: never read alone nor edited): its
 * react-admin definition maps only the calls it has, and mounts no edit screen; one with all
 * of them maps and mounts every one.
 */
import { describe, expect, it } from 'vitest';
import { text } from '../../../core/fields';
import { declareResource } from '../../../core/resource';
import { declaredResource } from './declaredResource';

const declare = (without?: readonly ('get' | 'update' | 'delete')[]) =>
  declareResource({
    name: 'keys',
    table: 'key',
    path: '/setting/keys',
    api: { base: '/key/api/{shop}/keys', id: 'id', listKey: 'keys', delete: 'one', ...(without ? { without } : {}) },
    fields: { name: text({ rules: { required: true } }) },
    storage: { table: 'keys', since: '20261127' },
    list: { sort: { field: 'created_at', order: 'DESC' }, perPage: 50 },
    menu: false,
    strings: { en: {}, vi: {} },
  });

describe('declaredResource', () => {
  it('maps only the calls a declaration has, and mounts no edit screen without an update', () => {
    const made = declaredResource(declare(['get', 'update', 'delete']));
    expect(Object.keys(made.crud).sort()).toEqual(['create', 'getList']);
    expect(made.routes?.map((r) => r.path)).toEqual(['/setting/keys', '/setting/keys/create']);
  });

  it('maps every CRUD call and mounts the three screens of a full declaration', () => {
    const made = declaredResource(declare());
    expect(Object.keys(made.crud).sort()).toEqual(['create', 'delete', 'getList', 'getOne', 'update']);
    expect(made.crud.getOne?.route.id).toBe('key.get');
    expect(made.routes?.map((r) => r.path)).toEqual([
      '/setting/keys',
      '/setting/keys/create',
      '/setting/keys/edit/:id',
    ]);
  });
});
