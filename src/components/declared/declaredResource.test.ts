/**
 * declaredResource for a resource that is not plain CRUD (domains): a list answered whole
 * sends no page or limit; calls the declaration is `without` map no react-admin method, and
 * one of `api.more` may stand in (delete); a screen given `false` is not mounted; one bespoke
 * view at several paths is one component (moving between them keeps its state).
 */
import type { GetListParams } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { boolean, text } from '../../../core/fields';
import { declareResource } from '../../../core/resource';
import type { LazyScreen } from '../../lib/lazyNamed';
import { declaredListQuery, declaredResource } from './declaredResource';

const declare = (paged?: false) =>
  declareResource({
    name: 'hosts',
    table: 'host',
    path: '/online-store/hosts',
    paths: { edit: 'connect/:id' },
    api: {
      base: '/shop/api/{shop}/hosts',
      id: 'host_id',
      listKey: 'hosts',
      delete: 'one',
      without: ['get', 'update', 'delete'],
      more: { remove: { method: 'DELETE', path: '/{host_id}', bodyKind: 'none' } },
    },
    fields: { name: text({ column: true }), connected: boolean({ readOnly: true }) },
    storage: { table: 'hosts', since: '20261127', versioned: false },
    list: {
      sort: { field: 'created_at', order: 'ASC' },
      perPage: 100,
      page: { max: 100 },
      ...(paged === false ? { paged } : {}),
    },
    menu: { label: 'resources.hosts.menu', group: 'online_store', order: 1 },
    strings: { en: {}, vi: {} },
  });

const params: GetListParams = {
  pagination: { page: 2, perPage: 100 },
  sort: { field: 'created_at', order: 'ASC' },
  filter: {},
};
const Page = (() => null) as unknown as LazyScreen;
const Other = (() => null) as unknown as LazyScreen;

describe('declaredListQuery', () => {
  it('sends no page or limit to a list answered whole (paged: false)', () => {
    expect(declaredListQuery(declare(false))(params)).toEqual({});
  });

  it('sends the page and limit to a paged list', () => {
    expect(declaredListQuery(declare())(params)).toEqual({ page: 2, limit: 100 });
  });
});

describe('declaredResource', () => {
  it('maps no react-admin method to a call the declaration is without; a call of api.more may stand in', () => {
    const hosts = declare(false);
    const plain = declaredResource(hosts);
    expect(Object.keys(plain.crud).sort()).toEqual(['create', 'getList']);
    const withRemove = declaredResource(hosts, { crud: { delete: { route: hosts.routes.remove } } });
    expect(withRemove.crud.delete?.route.id).toBe('host.remove');
  });

  it('mounts no screen given false, and one component for a view given at several paths', () => {
    const routes = declaredResource(declare(false), {
      views: { list: Page, create: false, edit: Page },
      more: [
        { path: ':action/:id', view: Page },
        { path: 'help', view: Other },
      ],
    }).routes!;
    expect(routes.map((r) => r.path)).toEqual([
      '/online-store/hosts',
      '/online-store/hosts/connect/:id',
      '/online-store/hosts/:action/:id',
      '/online-store/hosts/help',
    ]);
    expect(routes[0].menu?.label).toBe('resources.hosts.menu');
    expect(new Set(routes.slice(0, 3).map((r) => r.component)).size).toBe(1);
    expect(routes[3].component).not.toBe(routes[0].component);
  });

  it('mounts the generated list and create screens by default, each its own, and no edit without an update call', () => {
    const routes = declaredResource(declare()).routes!;
    expect(routes.map((r) => r.path)).toEqual(['/online-store/hosts', '/online-store/hosts/create']);
    expect(new Set(routes.map((r) => r.component)).size).toBe(2);
  });
});
