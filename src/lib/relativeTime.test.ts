import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, relativeTime } from './relativeTime';

const VN = 420; // UTC+07:00, minutes east of UTC
const now = new Date('2024-03-15T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime (SPEC §9)', () => {
  it.each([
    ['just now for 0 s', 0, { key: 'app.time.now' }],
    ['just now at 59 s', 59, { key: 'app.time.now' }],
    ['1 minute ago at 60 s', 60, { key: 'app.time.minutes_ago', args: { smart_count: 1 } }],
    ['59 minutes ago just under an hour', 3599, { key: 'app.time.minutes_ago', args: { smart_count: 59 } }],
    ['1 hour ago at exactly an hour', 3600, { key: 'app.time.hours_ago', args: { smart_count: 1 } }],
    ['23 hours ago at 85999 s', 85_999, { key: 'app.time.hours_ago', args: { smart_count: 23 } }],
    ['yesterday at from 86000 s', 86_000, { key: 'app.time.yesterday_at', args: { time: '19:06' } }],
    ['yesterday at up to and including 172000 s', 172_000, { key: 'app.time.yesterday_at', args: { time: '19:13' } }],
    [
      'date and time after 172000 s',
      172_001,
      { key: 'app.time.date_time', args: { date: '2024-03-13', time: '19:13' } },
    ],
  ])('%s', (_name, seconds, expected) => {
    expect(relativeTime(ago(seconds), now, VN)).toEqual(expected);
  });

  it('treats a time slightly in the future (clock skew) as now', () => {
    expect(relativeTime(ago(-30), now)).toEqual({ key: 'app.time.now' });
  });

  it('accepts ISO strings and epoch milliseconds as the server sends them', () => {
    expect(relativeTime('2024-03-15T11:30:00Z', now)).toEqual({
      key: 'app.time.minutes_ago',
      args: { smart_count: 30 },
    });
    expect(relativeTime(now.getTime() - 7200_000, now.getTime())).toEqual({
      key: 'app.time.hours_ago',
      args: { smart_count: 2 },
    });
  });

  it('shows the shop-zone wall clock in "date and time"', () => {
    const old = new Date('2024-01-31T20:30:00Z');
    expect(relativeTime(old, now, VN).args).toEqual({ date: '2024-02-01', time: '03:30' });
    expect(relativeTime(old, now, -300).args).toEqual({ date: '2024-01-31', time: '15:30' });
  });

  it('says unknown time for an unreadable date instead of NaN', () => {
    expect(relativeTime('not a date', now)).toEqual({ key: 'app.time.unknown' });
  });
});

describe('formatDate and formatTime (SPEC §9 YYYY-MM-DD)', () => {
  it('formats as YYYY-MM-DD with zero padding', () => {
    expect(formatDate(new Date('2021-01-05T00:00:00Z'), 0)).toBe('2021-01-05');
  });

  it('uses the calendar day of the given zone', () => {
    const lateUtc = new Date('2024-12-31T18:00:00Z');
    expect(formatDate(lateUtc, VN)).toBe('2025-01-01');
    expect(formatDate(lateUtc, 0)).toBe('2024-12-31');
    expect(formatDate(new Date('2024-01-01T02:00:00Z'), -600)).toBe('2023-12-31');
  });

  it('formats time as 24-hour HH:mm', () => {
    expect(formatTime(new Date('2024-03-15T16:05:59Z'), 0)).toBe('16:05');
    expect(formatTime(new Date('2024-03-15T16:05:00Z'), 345)).toBe('21:50');
  });

  it('defaults to the local zone', () => {
    const d = new Date(2024, 6, 4, 9, 7);
    expect(formatDate(d)).toBe('2024-07-04');
    expect(formatTime(d)).toBe('09:07');
  });

  it('returns an empty string for an unreadable date', () => {
    expect(formatDate('garbage')).toBe('');
    expect(formatTime(Number.NaN)).toBe('');
  });
});
