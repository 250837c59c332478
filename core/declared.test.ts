/**
 * A declaration's rules and paths: the schemas made from its fields give SPEC §5's messages
 * (required, lengths, amounts, a branch's list), and its screens fill their patterns.
 */
import { describe, expect, it } from 'vitest';
import { bodyOf, declaredContract, schemasOf, valuesOf } from './declaredContract';
import { choice, choices, countries, money, tags, text } from './fields';
import { declareResource } from './resource';
import { screens } from './screens';
import { settingsDefault } from './settings';
import { fieldErrors } from './validation';

const thing = declareResource({
  name: 'things',
  table: 'thing',
  path: '/setting/thing',
  api: { base: '/thing/api/{shop}', id: 'thing_id', listKey: 'things', delete: 'many' },
  fields: {
    name: text({ rules: { required: true, maxLength: 11 }, column: true, search: true }),
    scope: choice(['all', 'countries'], { default: 'all' }),
    codes: countries({ when: { field: 'scope', is: 'countries' }, rules: { required: true } }),
    price: money({ rules: { required: true, atLeast: 0 }, default: 0 }),
  },
  storage: { table: 'things', since: '20261126' },
  list: { sort: { field: 'created_at', order: 'DESC' }, perPage: 20, maxPerShop: 100 },
  menu: false,
  strings: { en: { name: 'Thing |||| Things' }, vi: { name: 'Thứ' } },
});

const errors = (body: unknown) => {
  const result = schemasOf(thing).body.safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
};

describe('a declared resource', () => {
  it('refuses what SPEC §5 refuses, with its messages', () => {
    expect(errors({ name: ' ', price: 1 })).toEqual({ name: { message: 'app.validation.required' } });
    expect(errors({ name: 'x'.repeat(11), price: 1 }).name).toEqual({
      message: 'app.validation.maxLength',
      args: { n: 11 },
    });
    expect(errors({ name: 'Mug', price: -1 }).price).toEqual({ message: 'app.validation.atLeast', args: { n: 0 } });
    expect(errors({ name: 'Mug', price: 'ten' }).price).toEqual({ message: 'app.validation.number' });
  });

  it('requires a branch only while it applies', () => {
    expect(errors({ name: 'Mug', price: 1, scope: 'all' })).toEqual({});
    expect(errors({ name: 'Mug', price: 1, scope: 'countries' })).toEqual({
      codes: { message: 'app.validation.list' },
    });
    expect(
      schemasOf(thing).body.parse({ name: ' Mug ', price: '2', scope: 'countries', codes: ['is', 'IS'] }),
    ).toMatchObject({
      name: 'Mug',
      price: 2,
      codes: ['IS'],
    });
  });

  it('calls SPEC §7 CRUD under its base, deleting with the ids in the body', () => {
    const c = declaredContract(thing);
    expect(Object.values(c).map((r) => `${r.id} ${r.method} ${r.path}`)).toEqual([
      'thing.list GET /thing/api/{shop}',
      'thing.get GET /thing/api/{shop}/{thing_id}',
      'thing.create POST /thing/api/{shop}',
      'thing.update PUT /thing/api/{shop}/{thing_id}',
      'thing.deleteMany DELETE /thing/api/{shop}',
    ]);
    expect(c.create.addShopId).toBe(true);
    expect(c.update.versioned).toBe(true);
    expect(declaredContract(thing)).toBe(c);
  });

  it('has its screens at its SPEC §2 path', () => {
    expect(thing.screens.list).toBe('/setting/thing');
    expect(thing.screens.create()).toBe('/setting/thing/create');
    expect(thing.screens.edit({ id: 'a/b' })).toBe('/setting/thing/edit/a%2Fb');
    expect(thing.screens.patterns.edit).toBe('/setting/thing/edit/:id');
  });
});

describe('screens', () => {
  const s = screens('/orders', { show: ':id', fulfil: 'fulfillment/:action?/:id?', draft: '/orders/draft' });
  it('fills patterns, leaves out optional parameters and writes queries', () => {
    expect(s.show({ id: 1001 })).toBe('/orders/1001');
    expect(s.fulfil({ action: 'create' })).toBe('/orders/fulfillment/create');
    expect(s.draft({ query: { filter: { q: 'mug' } } })).toBe(
      `/orders/draft?filter=${encodeURIComponent('{"q":"mug"}')}`,
    );
    expect(() => s.show()).toThrow(/Missing screen parameter "id"/);
  });
});

const link = declareResource({
  name: 'links',
  table: 'link',
  path: '/online-store/link',
  api: { base: '/link/api/{shop}', id: 'link_id', listKey: 'links', delete: 'many' },
  fields: {
    title: text({ rules: { required: true, maxLength: 11, requiredMessage: 'app.validation.menu_title_required' } }),
    url: text({ default: '', rules: { link: true } }),
  },
  storage: { table: 'links', since: '20261127' },
  list: { sort: { field: 'created_at', order: 'ASC' }, perPage: 20 },
  menu: false,
  strings: { en: {}, vi: {} },
});

describe("a field's own messages and the link rule", () => {
  const linkErrors = (body: unknown) => {
    const result = schemasOf(link).body.safeParse(body);
    return result.success ? {} : fieldErrors(result.error);
  };

  it("refuses a missing value with the field's own message, the other rules as ever", () => {
    expect(linkErrors({ title: '  ' })).toEqual({ title: { message: 'app.validation.menu_title_required' } });
    expect(linkErrors({ title: 'x'.repeat(11) }).title).toEqual({
      message: 'app.validation.maxLength',
      args: { n: 11 },
    });
    expect(schemasOf(link).body.parse({ title: ' Home ' })).toEqual({ title: 'Home', url: '' });
  });

  it('takes a path, an anchor, a web, mail or phone address as a link, and refuses a script', () => {
    for (const url of ['/pages/a', '#top', 'https://x.vn', 'mailto:a@b.vn', 'tel:+84', ''])
      expect(linkErrors({ title: 'A', url })).toEqual({});
    expect(linkErrors({ title: 'A', url: 'javascript:alert(1)' })).toEqual({
      url: { message: 'app.validation.invalid' },
    });
  });
});

describe('a choices field', () => {
  const fields = {
    langs: choices(['en', 'vi'], { rules: { required: true } }),
    extra: choices(['a', 'b']),
  };

  it('takes several of its choices, each once, at least one when required', () => {
    const body = bodyOf(fields);
    expect(body.parse({ langs: ['vi', 'en'] })).toEqual({ langs: ['vi', 'en'], extra: [] });
    expect(body.parse({ langs: ['vi', 'vi'], extra: ['b'] })).toEqual({ langs: ['vi'], extra: ['b'] });
    expect(fieldErrors(body.safeParse({ langs: [] }).error!)).toMatchObject({
      langs: { message: 'app.validation.required' },
    });
    expect(fieldErrors(body.safeParse({ langs: ['fr'] }).error!)).toMatchObject({
      'langs.0': { message: 'app.validation.invalid' },
    });
  });

  it('is a list: empty before the first save', () => {
    expect(settingsDefault(fields.extra)).toEqual([]);
    expect(valuesOf(fields).parse({ langs: ['en'], extra: [] })).toEqual({ langs: ['en'], extra: [] });
  });
});

describe('a declared resource with fewer calls than CRUD', () => {
  const host = declareResource({
    name: 'hosts',
    table: 'host',
    path: '/setting/host',
    api: {
      base: '/host/api/{shop}/hosts',
      id: 'host_id',
      listKey: 'hosts',
      delete: 'one',
      addShopId: false,
      without: ['get', 'update', 'delete'],
      ids: { create: 'add' },
    },
    fields: { name: text({ rules: { required: true, domain: true } }) },
    storage: { table: 'hosts', since: '20261127', versioned: false },
    list: { sort: { field: 'created_at', order: 'ASC' }, perPage: 50, paged: false },
    menu: false,
    strings: { en: { name: 'Host |||| Hosts' }, vi: { name: 'Host' } },
  });
  const made = declaredContract(host) as Record<
    string,
    { id: string; response: { safeParse: (v: unknown) => { success: boolean } } }
  >;

  it('has only the calls it keeps, a renamed one under its old id', () => {
    expect(Object.keys(host.crud).sort()).toEqual(['create', 'list']);
    expect(Object.keys(made).sort()).toEqual(['create', 'list']);
    expect(made.create.id).toBe('host.add');
  });

  it('answers the whole list without page or limit, and records without version or updated_at', () => {
    const record = { id: 'h1', shop_id: 's', name: 'a.com', created_at: '2026-11-27T00:00:00.000Z' };
    expect(made.list.response.safeParse({ data: { hosts: [record], total: 1 } }).success).toBe(true);
    expect(schemasOf(host).listQuery.parse({ page: '2' })).toEqual({});
  });

  it("refuses what is not a domain name with 'Tên miền không hợp lệ' and keeps one in lower case", () => {
    const body = schemasOf(host).body;
    const refused = body.safeParse({ name: 'not a domain' });
    expect(refused.success ? {} : fieldErrors(refused.error)).toEqual({
      name: { message: 'app.validation.domain_invalid' },
    });
    expect(body.parse({ name: 'Shop.Example.COM.' })).toEqual({ name: 'shop.example.com' });
  });
});

describe('a tags field', () => {
  it('refuses a blank tag with the required message, on the tag', () => {
    const body = bodyOf({ keywords: tags({ rules: { maxLength: 101 } }) });
    expect(body.parse({ keywords: [' tea ', 'tea', 'mug'] }).keywords).toEqual(['tea', 'mug']);
    expect(fieldErrors(body.safeParse({ keywords: ['tea', '  '] }).error!)).toEqual({
      'keywords.1': { message: 'app.validation.required' },
    });
  });
});
