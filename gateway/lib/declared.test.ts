/**
 * The row mapping of a declared resource: a row without an id gets one, a row with one keeps
 * it; a group is JSON (none when blank); the search key, in the column the declaration names,
 * comes from the record as it will be; an answer has its id also under the declared name.
 */
import { describe, expect, it } from 'vitest';
import { boolean, group, money, number, rows, text } from '../../core/fields';
import { declareResource } from '../../core/resource';
import { columnsOf, recordOf } from './declared';

const zone = declareResource({
  name: 'zones',
  table: 'zone',
  path: '/setting/zone',
  api: { base: '/zone/api/{shop}', id: 'zone_id', listKey: 'zones', delete: 'one' },
  fields: { name: text({ rules: { required: true } }), rates: rows({ cost: money() }) },
  storage: { table: 'zones', since: '20261126' },
  list: { sort: { field: 'created_at', order: 'ASC' }, perPage: 50, maxPerShop: 50 },
  menu: false,
  strings: { en: {}, vi: {} },
});

describe('columnsOf', () => {
  it('gives a new row an id and keeps the id a row was read with', () => {
    const columns = columnsOf(zone, {
      name: 'Z',
      rates: [
        { id: 'kept', cost: 1 },
        { id: null as unknown as string, cost: 2 },
      ],
    });
    const kept = JSON.parse(columns.rates as string) as { id: string; cost: number }[];
    expect(kept[0]).toEqual({ id: 'kept', cost: 1 });
    expect(kept[1].id).toMatch(/.+/);
    expect(kept[1].id).not.toBe('kept');
    expect(columns.name).toBe('Z');
  });
});

const shelf = declareResource({
  name: 'shelves',
  table: 'shelf',
  path: '/products/shelves',
  api: { base: '/shelf/api/{shop}', id: 'shelf_id', listKey: 'shelves', delete: 'many', idField: '_id' },
  fields: {
    title: text({ rules: { required: true }, search: true }),
    place: group({ city: text(), zip: text() }),
  },
  storage: { table: 'shelves', since: '20261127', search: 'sort_title' },
  list: { sort: { field: 'title', order: 'ASC' }, perPage: 20 },
  menu: false,
  strings: { en: {}, vi: {} },
});

describe('columnsOf and recordOf, with a group, a search column and an id field', () => {
  it('keeps a blank group as none and makes the search key from the whole record', () => {
    const columns = columnsOf(shelf, { place: { city: '', zip: null } }, { title: 'Ẩm Thực', place: null });
    expect(columns).toEqual({ place: null, sort_title: 'am thuc' });
    expect(columnsOf(shelf, { place: { city: 'Hanoi', zip: null } }).place).toBe('{"city":"Hanoi","zip":null}');
  });

  it('answers the id also under its own name, a group read back', () => {
    const row = {
      id: 'a',
      shop_id: 's',
      title: 'T',
      place: '{"city":"Hanoi"}',
      version: 2,
      created_at: 'c',
      updated_at: 'u',
    };
    expect(recordOf(shelf, row)).toEqual({
      _id: 'a',
      id: 'a',
      shop_id: 's',
      title: 'T',
      place: { city: 'Hanoi' },
      version: 2,
      created_at: 'c',
      updated_at: 'u',
    });
  });
});

describe('a search in a field of its own', () => {
  const menu = declareResource({
    name: 'menus',
    table: 'menu',
    path: '/online-store/menu',
    api: { base: '/menu/api/{shop}', id: 'menu_id', listKey: 'menus', delete: 'many' },
    fields: { title: text({ rules: { required: true }, search: true }) },
    storage: { table: 'menus', since: '20261123', search: 'title' },
    list: { sort: { field: 'created_at', order: 'ASC' }, perPage: 20 },
    menu: false,
    strings: { en: {}, vi: {} },
  });

  it('keeps the text as typed and writes no key over it', () => {
    expect(columnsOf(menu, { title: 'Ẩm Thực' })).toEqual({ title: 'Ẩm Thực' });
  });
});

describe('a group with a default', () => {
  const gauge = declareResource({
    name: 'gauges',
    table: 'gauge',
    path: '/setting/gauges',
    api: { base: '/gauge/api/{shop}', id: 'gauge_id', listKey: 'gauges', delete: 'one' },
    fields: {
      bounds: group({ strict: boolean(), low: number() }, { default: { strict: false, low: null } }),
    },
    storage: { table: 'gauges', since: '20261201' },
    list: { sort: { field: 'created_at', order: 'ASC' }, perPage: 20 },
    menu: false,
    strings: { en: {}, vi: {} },
  });
  const row = (bounds: string | null) => ({
    id: 'g',
    shop_id: 's',
    bounds,
    version: 0,
    created_at: 'c',
    updated_at: 'u',
  });

  it('answers every part: the default’s where the record kept none (kept before a part existed)', () => {
    expect(recordOf(gauge, row('{"low":3}')).bounds).toEqual({ strict: false, low: 3 });
    expect(recordOf(gauge, row('{}')).bounds).toEqual({ strict: false, low: null });
    expect(recordOf(gauge, row(null)).bounds).toEqual({ strict: false, low: null });
  });
});
