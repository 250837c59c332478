/**
 * SPEC §3: 31 time zones from UTC-12:00 to UTC+13:00: every whole hour plus the
 * half-hour and 45-minute offsets most used by merchants.
 */
export const TIMEZONES = [
  'UTC-12:00',
  'UTC-11:00',
  'UTC-10:00',
  'UTC-09:00',
  'UTC-08:00',
  'UTC-07:00',
  'UTC-06:00',
  'UTC-05:00',
  'UTC-04:00',
  'UTC-03:30',
  'UTC-03:00',
  'UTC-02:00',
  'UTC-01:00',
  'UTC+00:00',
  'UTC+01:00',
  'UTC+02:00',
  'UTC+03:00',
  'UTC+03:30',
  'UTC+04:00',
  'UTC+04:30',
  'UTC+05:00',
  'UTC+05:30',
  'UTC+05:45',
  'UTC+06:00',
  'UTC+07:00',
  'UTC+08:00',
  'UTC+09:00',
  'UTC+10:00',
  'UTC+11:00',
  'UTC+12:00',
  'UTC+13:00',
] as const;

export type Timezone = (typeof TIMEZONES)[number];

/** Minutes east of UTC for a list entry. */
export function timezoneOffsetMinutes(tz: Timezone): number {
  const m = /^UTC([+-])(\d\d):(\d\d)$/.exec(tz);
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}
