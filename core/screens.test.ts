/** A resource's screens: lists opened with a query, and lists of ids in the URL as they always were. */
import { describe, expect, it } from 'vitest';
import { queryString, screens } from './screens';

describe('screens with queries', () => {
  const s = screens('/setting/notifications/outbox', { outbox: '', show: ':id' });

  it('names the base itself with an empty pattern, to open the list with a query', () => {
    expect(s.patterns.outbox).toBe('/setting/notifications/outbox');
    expect(s.outbox()).toBe('/setting/notifications/outbox');
    expect(s.outbox({ query: { filter: { order_id: '7' } } })).toBe(
      `/setting/notifications/outbox?filter=${encodeURIComponent('{"order_id":"7"}')}`,
    );
  });

  it('writes a list of ids comma-separated, each encoded, and leaves an empty one out', () => {
    expect(queryString({ ids: ['a 1', 2] })).toBe('?ids=a%201,2');
    expect(queryString({ ids: [] })).toBe('');
    expect(queryString({ kind: 'code', ids: [] })).toBe('?kind=code');
  });

  it('still writes objects and lists of objects as JSON', () => {
    expect(queryString({ f: [{ a: 1 }] })).toBe(`?f=${encodeURIComponent('[{"a":1}]')}`);
  });
});
