/**
 * How the gateway keeps a record with fields of one call: a `detail` field (answered by the get
 * alone, through the module's `detail` hook) is no column and no part of the row's record; a
 * table whose search is the module's own (`storage.search: false`) gets no search key. (The
 * hooks `row`, `search`, `detail` and `beforeInsert`'s id at work: tests/gateway/giftCards.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { money, rows, text } from '../../core/fields';
import { declareResource } from '../../core/resource';
import { columnsOf, recordOf } from './declared';

const card = declareResource({
  name: 'cards',
  table: 'card',
  path: '/setting/cards',
  api: { base: '/card/api/{shop}', id: 'card_id', listKey: 'cards', delete: 'none' },
  fields: {
    code: text({ readOnly: true, search: true }),
    note: text({ search: true }),
    history: rows({ amount: money() }, { readOnly: true, detail: true }),
  },
  storage: { table: 'cards', since: '20261127', search: false },
  list: { sort: { field: 'created_at', order: 'DESC' }, perPage: 25 },
  menu: false,
  strings: { en: {}, vi: {} },
});

describe('a record with a detail field and its own search', () => {
  it('keeps neither the detail field nor a search key', () => {
    expect(columnsOf(card, { note: 'Hi', history: [] } as never)).toEqual({ note: 'Hi' });
  });

  it('reads no detail field from the row', () => {
    const row = { id: 'a', shop_id: 's', code: 'C', note: null, version: 0, created_at: 'c', updated_at: 'u' };
    expect(recordOf(card, row)).toEqual({ ...row, code: 'C' });
  });
});
