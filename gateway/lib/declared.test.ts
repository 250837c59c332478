/** The row mapping of a declared resource: a row without an id gets one, a row with one keeps it. */
import { describe, expect, it } from 'vitest';
import { money, rows, text } from '../../core/fields';
import { declareResource } from '../../core/resource';
import { columnsOf } from './declared';

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
