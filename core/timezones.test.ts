import { describe, expect, it } from 'vitest';
import { TIMEZONES, timezoneOffsetMinutes } from './timezones';

describe('SPEC §3 time zone list', () => {
  it('has 31 entries from UTC-12:00 to UTC+13:00', () => {
    expect(TIMEZONES).toHaveLength(31);
    expect(TIMEZONES[0]).toBe('UTC-12:00');
    expect(TIMEZONES[30]).toBe('UTC+13:00');
  });

  it('runs from west to east without repeats', () => {
    const offsets = TIMEZONES.map(timezoneOffsetMinutes);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    expect(new Set(offsets).size).toBe(31);
  });

  it('has every whole hour plus half-hour and 45-minute offsets', () => {
    for (let hour = -12; hour <= 13; hour += 1) expect(TIMEZONES.map(timezoneOffsetMinutes)).toContain(hour * 60);
    expect(TIMEZONES).toEqual(expect.arrayContaining(['UTC+05:30', 'UTC-03:30', 'UTC+05:45']));
  });

  it.each([
    ['UTC-12:00', -720],
    ['UTC-03:30', -210],
    ['UTC+00:00', 0],
    ['UTC+05:45', 345],
    ['UTC+13:00', 780],
  ] as const)('%s is %i minutes east of UTC', (tz, minutes) => {
    expect(timezoneOffsetMinutes(tz)).toBe(minutes);
  });
});
