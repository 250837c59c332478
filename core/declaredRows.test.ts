/**
 * What a declaration says about rows and bounds (a shipping zone's rates): each row checked by
 * its fields' rules, a maximum never under its minimum (0 is "not set"), a row's missing
 * values kept as null and a text's default as itself, a start value the form shows but the
 * gateway does not fill in; a delete that answers the record; no search where nothing is searched.
 */
import { describe, expect, it } from 'vitest';
import { declaredContract, schemasOf } from './declaredContract';
import { choice, money, rows, text } from './fields';
import { declareResource } from './resource';
import { fieldErrors } from './validation';

const bound = (notBelow?: string) =>
  money({ initial: 0, rules: { required: true, atLeast: 0, ...(notBelow ? { notBelow } : {}) } });

const zone = declareResource({
  name: 'zones',
  table: 'zone',
  path: '/setting/zone',
  api: { base: '/zone/api/{shop}', id: 'zone_id', listKey: 'zones', delete: 'one', deleteAnswers: 'record' },
  fields: {
    name: text({ rules: { required: true }, column: true }),
    rates: rows({
      label: text({ rules: { required: true } }),
      keyword: text({ default: '' }),
      note: text(),
      kind: choice(['flat', 'item'], { initial: 'flat', rules: { required: true } }),
      min: bound(),
      max: bound('min'),
    }),
  },
  storage: { table: 'zones', since: '20261126' },
  list: { sort: { field: 'created_at', order: 'ASC' }, perPage: 50, maxPerShop: 50 },
  menu: false,
  redirect: { create: 'edit', edit: false },
  strings: { en: { name: 'Zone |||| Zones' }, vi: { name: 'Vùng' } },
});

const rate = { label: 'Standard', kind: 'flat', min: 0, max: 0 };
const errors = (body: unknown) => {
  const result = schemasOf(zone).body.safeParse(body);
  return result.success ? {} : fieldErrors(result.error);
};

describe('rows of a declared resource', () => {
  it('checks each row by its fields, with the row in the path', () => {
    expect(errors({ name: 'Z', rates: [rate, { ...rate, label: ' ' }] })).toEqual({
      'rates.1.label': { message: 'app.validation.required' },
    });
    expect(errors({ name: 'Z', rates: [{ ...rate, min: '' }] })).toEqual({
      'rates.0.min': { message: 'app.validation.required' },
    });
  });

  it('refuses a maximum under its minimum, on the maximum; 0 on either side is not set', () => {
    expect(errors({ name: 'Z', rates: [{ ...rate, min: 50, max: 10 }] })).toEqual({
      'rates.0.max': { message: 'app.validation.atLeast', args: { n: 50 } },
    });
    expect(errors({ name: 'Z', rates: [{ ...rate, min: 50, max: 0 }] })).toEqual({});
    expect(errors({ name: 'Z', rates: [{ ...rate, min: 0, max: 10 }] })).toEqual({});
  });

  it('keeps every field of a row: its id (none yet), a text default, null for what was not sent', () => {
    expect(schemasOf(zone).body.parse({ name: 'Z', rates: [rate] }).rates).toEqual([
      { id: null, label: 'Standard', keyword: '', note: null, kind: 'flat', min: 0, max: 0 },
    ]);
  });

  it('does not fill in a start value: the form starts with it, the call must send it', () => {
    expect(errors({ name: 'Z', rates: [{ label: 'x', min: 0, max: 0 }] })).toEqual({
      'rates.0.kind': expect.objectContaining({ message: expect.any(String) }),
    });
  });
});

describe('a declared resource that deletes one and answers it', () => {
  const c = declaredContract(zone);
  const record = { id: 'z1', shop_id: 's1', name: 'Z', rates: [], version: 0, created_at: '2026-11-26T00:00:00.000Z' };

  it('answers the record it deleted', () => {
    const answer = { data: { ...record, updated_at: record.created_at } };
    expect(c.delete.response.parse(answer)).toEqual(answer);
    expect(c.delete.response.safeParse({ data: { ids: ['z1'] } }).success).toBe(false);
  });

  it('takes no search when no field is searched, and keeps the declared redirects', () => {
    expect(Object.keys(schemasOf(zone).listQuery.shape)).toEqual(['page', 'limit']);
    expect(zone.redirect).toEqual({ create: 'edit', edit: false });
  });
});
