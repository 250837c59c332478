import { describe, expect, it } from 'vitest';
import { BANNER_THRESHOLD_DAYS, DELETION_GRACE_MS, countdown, expiryBanner, expiryDeadline } from './expiry';

const now = new Date('2024-06-01T00:00:00Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

describe('expiry constants (SPEC §9)', () => {
  it('gives a one-day deletion grace period', () => {
    expect(DELETION_GRACE_MS).toBe(86_400_000);
  });
  it('shows the banner from 7 days left', () => {
    expect(BANNER_THRESHOLD_DAYS).toBe(7);
  });
});

describe('expiry banner during the trial or plan period', () => {
  it.each([
    ['hides the banner with 30 days left', 30 * DAY, { unit: 'day', count: 30, show: false }],
    ['hides the banner with 8 days left', 8 * DAY, { unit: 'day', count: 8, show: false }],
    ['shows "7 days left" with exactly 7 days', 7 * DAY, { unit: 'day', count: 7, show: true }],
    [
      'hides the banner with 7 days and 1 hour left (the threshold is on exact time)',
      7 * DAY + HOUR,
      { unit: 'day', count: 7, show: false },
    ],
    ['hides the banner with 7 days 23 hours left', 8 * DAY - HOUR, { unit: 'day', count: 8, show: false }],
    ['shows "7 days left" with 6 days 20 hours', 6 * DAY + 20 * HOUR, { unit: 'day', count: 7, show: true }],
    ['a new 5-day trial reads "5 days"', 5 * DAY - SECOND, { unit: 'day', count: 5, show: true }],
    ['shows "2 days left"', 2 * DAY + 5 * HOUR, { unit: 'day', count: 2, show: true }],
    ['switches to hours when one day and some hours remain', DAY + 5 * HOUR, { unit: 'hour', count: 29, show: true }],
    ['shows hours in the last day', 3 * HOUR, { unit: 'hour', count: 3, show: true }],
    ['switches to minutes under two hours', HOUR + 59 * MINUTE, { unit: 'minute', count: 119, show: true }],
    ['shows minutes', 2 * MINUTE, { unit: 'minute', count: 2, show: true }],
    ['switches to seconds under two minutes', MINUTE + 30 * SECOND, { unit: 'second', count: 90, show: true }],
    ['shows the last second', SECOND, { unit: 'second', count: 1, show: true }],
  ])('%s', (_name, remaining, expected) => {
    expect(expiryBanner({ expired_at: at(remaining) }, now)).toEqual({ phase: 'active', ...expected });
  });
});

describe('expiry banner after expiry (data clearing)', () => {
  it('enters the clearing phase at the moment of expiry, counting to expiry + 1 day', () => {
    expect(expiryBanner({ expired_at: at(0) }, now)).toEqual({
      phase: 'clearing',
      unit: 'hour',
      count: 24,
      show: true,
    });
  });

  it('counts down the remaining deletion day', () => {
    expect(expiryBanner({ expired_at: at(-20 * HOUR) }, now)).toEqual({
      phase: 'clearing',
      unit: 'hour',
      count: 4,
      show: true,
    });
    expect(expiryBanner({ expired_at: at(-DAY + 30 * SECOND) }, now)).toEqual({
      phase: 'clearing',
      unit: 'second',
      count: 30,
      show: true,
    });
  });

  it('shows the clearing banner with count 0 once the deletion day is over', () => {
    expect(expiryBanner({ expired_at: at(-DAY) }, now)).toEqual({
      phase: 'clearing',
      unit: 'second',
      count: 0,
      show: true,
    });
    expect(expiryBanner({ expired_at: at(-90 * DAY) }, now)).toEqual({
      phase: 'clearing',
      unit: 'second',
      count: 0,
      show: true,
    });
  });
});

describe('expiry banner for a shop flagged deleted', () => {
  it('counts down to delete_at even while the plan has not expired', () => {
    const shop = { expired_at: at(60 * DAY), deleted: true, delete_at: at(3 * DAY) };
    expect(expiryBanner(shop, now)).toEqual({ phase: 'clearing', unit: 'day', count: 3, show: true });
  });

  it('hides a far-away delete_at like any countdown in days above 7', () => {
    const shop = { expired_at: at(-DAY), deleted: true, delete_at: at(10 * DAY) };
    expect(expiryBanner(shop, now)).toEqual({ phase: 'clearing', unit: 'day', count: 10, show: false });
  });

  it('shows count 0 once delete_at has passed', () => {
    const shop = { expired_at: at(60 * DAY), deleted: true, delete_at: at(-MINUTE) };
    expect(expiryBanner(shop, now)).toEqual({ phase: 'clearing', unit: 'second', count: 0, show: true });
  });

  it('falls back to expiry + 1 day when deleted has no delete_at', () => {
    const shop = { expired_at: at(-12 * HOUR), deleted: true, delete_at: null };
    expect(expiryBanner(shop, now)).toEqual({ phase: 'clearing', unit: 'hour', count: 12, show: true });
  });

  it('ignores delete_at while the deleted flag is not set', () => {
    const shop = { expired_at: at(20 * DAY), deleted: false, delete_at: at(HOUR) };
    expect(expiryBanner(shop, now)).toEqual({ phase: 'active', unit: 'day', count: 20, show: false });
  });
});

describe('expiry banner with unusable data', () => {
  it('stays hidden when expired_at cannot be read', () => {
    expect(expiryBanner({ expired_at: 'soon' }, now).show).toBe(false);
  });
});

describe('countdown unit', () => {
  it.each([
    [2 * DAY, 'day', 2],
    [2 * DAY - 1, 'hour', 47],
    [2 * HOUR - 1, 'minute', 119],
    [2 * MINUTE - 1, 'second', 119],
    [1999, 'second', 1],
    [0, 'second', 0],
  ])('%i ms reads as %i %s', (ms, unit, count) => {
    expect(countdown(ms)).toEqual({ unit, count });
  });
});

describe('expiryDeadline: the date the banner details name', () => {
  const now = new Date('2026-03-01T00:00:00Z');

  it('is expired_at during the trial or plan period', () => {
    expect(expiryDeadline({ expired_at: '2026-03-04T00:00:00Z' }, now)).toEqual({
      phase: 'active',
      end: new Date('2026-03-04T00:00:00Z'),
    });
  });

  it('is one day after expired_at once expired', () => {
    expect(expiryDeadline({ expired_at: '2026-02-28T12:00:00Z' }, now)).toEqual({
      phase: 'clearing',
      end: new Date('2026-03-01T12:00:00Z'),
    });
  });

  it('is delete_at for a shop flagged deleted', () => {
    expect(
      expiryDeadline({ expired_at: '2026-05-01T00:00:00Z', deleted: true, delete_at: '2026-03-02T06:00:00Z' }, now),
    ).toEqual({ phase: 'clearing', end: new Date('2026-03-02T06:00:00Z') });
  });

  it('is null without a usable date', () => {
    expect(expiryDeadline({ expired_at: 'soon' }, now)).toBeNull();
  });
});
