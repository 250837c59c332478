/**
 * What a declaration says beyond plain CRUD (a table older than its declaration, a call that
 * changes some fields): its answers' id also under another name, a create without shop_id, an
 * update of any subset of the fields (rows still kept whole, every column, with their ids), a
 * group of sub-fields, tags with their own length, page and bulk bounds, an ids filter and a
 * filter under its own name. (How the gateway keeps such a record: gateway/lib/declared.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { declaredContract, schemasOf } from './declaredContract';
import { choice, group, money, reference, rows, tags, text } from './fields';
import { bulkMax, declareResource, pageMax } from './resource';
import { fieldErrors } from './validation';

const shelf = declareResource({
  name: 'shelves',
  table: 'shelf',
  path: '/products/shelves',
  api: {
    base: '/shelf/api/{shop}',
    id: 'shelf_id',
    listKey: 'shelves',
    delete: 'many',
    idField: '_id',
    addShopId: false,
    partialUpdate: true,
  },
  fields: {
    title: text({ rules: { required: true, maxLength: 11 }, search: true, sortable: true }),
    note: text({ default: '' }),
    parent: reference('shelves', { optionText: 'title', filter: 'under' }),
    kind: choice(['wood', 'steel'], { default: 'wood' }),
    labels: tags({ filter: true, rules: { maxLength: 6 } }),
    place: group({ city: text(), zip: text({ rules: { zip: true } }) }),
    slots: rows({
      name: text({ rules: { required: true } }),
      min: money(),
      max: money({ rules: { notBelow: 'min' } }),
    }),
  },
  storage: { table: 'shelves', since: '20261127', search: 'sort_title' },
  list: { sort: { field: 'title', order: 'ASC' }, perPage: 20, page: { default: 50, max: 500 }, ids: true },
  menu: false,
  strings: { en: { name: 'Shelf |||| Shelves' }, vi: { name: 'Kệ' } },
});

const { body, update, listQuery } = schemasOf(shelf);
const errors = (schema: typeof body | typeof update, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('a declaration with options', () => {
  it('creates without shop_id and answers its id under its own name too', () => {
    const c = declaredContract(shelf);
    expect(c.create.addShopId).toBeUndefined();
    const at = '2026-11-27T00:00:00.000Z';
    const record = { id: 'a', shop_id: 's', version: 1, created_at: at, updated_at: at, title: 'T', note: '' };
    const values = { parent: null, kind: 'wood', labels: [], place: null, slots: [] };
    expect(c.get.response.safeParse({ data: { ...record, ...values, _id: 'a' } }).success).toBe(true);
    expect(c.get.response.safeParse({ data: { ...record, ...values } }).success).toBe(false);
  });

  it('fills defaults on a create, and leaves out what a partial update leaves out', () => {
    expect(body.parse({ title: 'Top' })).toMatchObject({ title: 'Top', note: '', kind: 'wood', labels: [], slots: [] });
    expect(update.parse({ title: 'Top', version: 2 })).toEqual({ title: 'Top', version: 2 });
    expect(update.parse({ note: null, version: 2 })).toEqual({ note: '', version: 2 });
  });

  it('keeps rows whole in a partial update: every column, null when not sent, and the rules', () => {
    expect(update.parse({ slots: [{ name: 'A', min: 5 }], version: 1 }).slots).toEqual([
      { id: null, name: 'A', min: 5, max: null },
    ]);
    expect(errors(update, { slots: [{ name: 'A', min: 5, max: 2 }], version: 1 })).toEqual({
      'slots.0.max': { message: 'app.validation.atLeast', args: { n: 5 } },
    });
  });

  it('checks a group by its parts, a blank group as none, and each tag by its length', () => {
    expect(errors(body, { title: 'T', place: { city: 'Hanoi', zip: 'abc' } })['place.zip']).toBeDefined();
    expect(body.parse({ title: 'T', place: { city: 'Hanoi', zip: '100000' } }).place).toEqual({
      city: 'Hanoi',
      zip: '100000',
    });
    expect(errors(body, { title: 'T', labels: ['sixsix'] })).not.toEqual({});
    expect(body.parse({ title: 'T', labels: ['Sale', 'Sale'] }).labels).toEqual(['Sale']);
  });

  it('bounds the page and a bulk call, takes ids and a filter under its own name', () => {
    expect(pageMax(shelf)).toBe(500);
    expect(bulkMax(shelf)).toBe(500);
    expect(listQuery.parse({})).toMatchObject({ page: 1, limit: 50 });
    expect(listQuery.safeParse({ limit: 501 }).success).toBe(false);
    expect(listQuery.parse({ ids: 'a,b', under: 'p', labels: 'sale', q: 'x' })).toMatchObject({
      ids: 'a,b',
      under: 'p',
      labels: 'sale',
      q: 'x',
    });
    expect(declaredContract(shelf).deleteMany.body!.safeParse({ ids: Array(501).fill('a') }).success).toBe(false);
  });
});
