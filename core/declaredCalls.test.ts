/**
 * Which call has which field: a field one call alone sends (`only`: fixed once made, or a state
 * a new record starts without), a field the get alone answers (`detail`: a history), and a
 * resource without a delete call (`api.delete: 'none'`).
 */
import { describe, expect, it } from 'vitest';
import { declaredContract, schemasOf } from './declaredContract';
import { boolean, isInput, money, rows, text } from './fields';
import { declareResource } from './resource';

const card = declareResource({
  name: 'cards',
  table: 'card',
  path: '/setting/cards',
  paths: { edit: ':id' },
  api: { base: '/card/api/{shop}', id: 'card_id', listKey: 'cards', delete: 'none', partialUpdate: true },
  fields: {
    value: money({ rules: { required: true }, only: 'create' }),
    note: text(),
    disabled: boolean({ only: 'update' }),
    history: rows({ amount: money({ rules: { required: true } }) }, { readOnly: true, detail: true }),
  },
  storage: { table: 'cards', since: '20261127', search: false },
  list: { sort: { field: 'created_at', order: 'DESC' }, perPage: 25 },
  menu: false,
  strings: { en: {}, vi: {} },
});

const record = { id: 'c', shop_id: 's', value: 5, note: null, disabled: false, version: 0 };
const at = { created_at: '2026-11-27T00:00:00.000Z', updated_at: '2026-11-27T00:00:00.000Z' };

describe('fields of one call', () => {
  it('sends `only` fields in their call alone, and `detail` ones in none', () => {
    const { body, update } = schemasOf(card);
    expect(body.parse({ value: 5, disabled: true, history: [] })).toEqual({ value: 5, shop_id: undefined });
    expect(update.parse({ value: 9, disabled: true, version: 1 })).toEqual({ disabled: true, version: 1 });
    expect(isInput(card.fields.value, 'update')).toBe(false);
    expect(isInput(card.fields.disabled)).toBe(false);
    expect(isInput(card.fields.history, 'update')).toBe(false);
  });

  it('answers `detail` fields from the get alone', () => {
    const c = declaredContract(card);
    const withHistory = { data: { ...record, ...at, history: [{ id: 'h', amount: 5 }] } };
    expect(c.get.response.parse(withHistory)).toEqual(withHistory);
    expect(c.update.response.parse(withHistory)).toEqual({ data: { ...record, ...at } });
    expect(c.get.response.safeParse({ data: { ...record, ...at } }).success).toBe(false);
  });

  it('has no delete call with `delete: none`', () => {
    expect(Object.keys(declaredContract(card))).toEqual(['list', 'get', 'create', 'update']);
    expect(Object.keys(card.crud)).toEqual(['list', 'get', 'create', 'update']);
    expect(card.screens.edit({ id: 'c' })).toBe('/setting/cards/c');
  });
});
