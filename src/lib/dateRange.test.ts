import { describe, expect, it } from 'vitest';
import { ALL_TIME_START, DATE_RANGE_SHORTCUTS, addDays, isDateRangeId, resolveDateRange } from './dateRange';

const now = new Date('2024-03-15T10:00:00Z');
const VN = 420;

describe('date range shortcuts (SPEC §9)', () => {
  it('offers Today, Yesterday, Last 7 days, Last 30 days and All time, in that order', () => {
    expect(DATE_RANGE_SHORTCUTS.map((s) => s.id)).toEqual([
      'today',
      'yesterday',
      'last_7_days',
      'last_30_days',
      'all_time',
    ]);
  });

  it('labels each shortcut with an app.date_range key', () => {
    for (const s of DATE_RANGE_SHORTCUTS) expect(s.key).toBe(`app.date_range.${s.id}`);
  });

  it('starts All time on 2021-10-10', () => {
    expect(ALL_TIME_START).toBe('2021-10-10');
  });

  it.each([
    ['Today is just today', 'today', { from: '2024-03-15', to: '2024-03-15' }],
    ['Yesterday is just the day before', 'yesterday', { from: '2024-03-14', to: '2024-03-14' }],
    ['Last 7 days is today and the 6 days before', 'last_7_days', { from: '2024-03-09', to: '2024-03-15' }],
    ['Last 30 days is today and the 29 days before', 'last_30_days', { from: '2024-02-15', to: '2024-03-15' }],
    ['All time runs from 2021-10-10 to today', 'all_time', { from: '2021-10-10', to: '2024-03-15' }],
  ] as const)('%s', (_name, id, expected) => {
    expect(resolveDateRange(id, now, VN)).toEqual(expected);
  });

  it('uses the calendar day of the shop zone near midnight', () => {
    const lateUtc = new Date('2024-03-15T20:00:00Z'); // already 16 March in Vietnam
    expect(resolveDateRange('today', lateUtc, VN)).toEqual({ from: '2024-03-16', to: '2024-03-16' });
    expect(resolveDateRange('today', lateUtc, 0)).toEqual({ from: '2024-03-15', to: '2024-03-15' });
  });

  it('crosses month, year and leap-day boundaries', () => {
    expect(resolveDateRange('yesterday', new Date('2024-03-01T05:00:00Z'), 0)).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
    expect(resolveDateRange('last_7_days', new Date('2025-01-03T05:00:00Z'), 0)).toEqual({
      from: '2024-12-28',
      to: '2025-01-03',
    });
  });

  it('addDays is plain calendar arithmetic', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2023-03-01', -1)).toBe('2023-02-28');
  });

  it('recognises shortcut ids from a URL', () => {
    expect(isDateRangeId('last_30_days')).toBe(true);
    expect(isDateRangeId('last_year')).toBe(false);
  });
});
