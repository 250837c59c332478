/**
 * SPEC §9 relative time ('now', 'N minutes ago', ...) and the YYYY-MM-DD date format.
 * Returns i18n keys with arguments; the caller translates.
 * Offsets are minutes east of UTC (Vietnam is +420), as in src/lib/timezones.ts;
 * without one, the browser's local zone is used.
 */

export interface I18nMessage {
  key: string;
  args?: Record<string, string | number>;
}

export type DateInput = Date | string | number;

const MINUTE = 60;
const HOUR = 3600;
/** SPEC §9 thresholds, in seconds, as written there (not 86400/172800). */
export const HOURS_AGO_LIMIT_S = 86000;
export const YESTERDAY_LIMIT_S = 172000;

export const toDate = (input: DateInput): Date => (input instanceof Date ? input : new Date(input));

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The date's wall clock in the given zone, read through the UTC getters. */
function wallClock(date: Date, offsetMinutes?: number): Date {
  const offset = offsetMinutes ?? -date.getTimezoneOffset();
  return new Date(date.getTime() + offset * 60_000);
}

/** 'YYYY-MM-DD'; '' for an invalid date. */
export function formatDate(input: DateInput, offsetMinutes?: number): string {
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return '';
  const d = wallClock(date, offsetMinutes);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'HH:mm' (24-hour); '' for an invalid date. */
export function formatTime(input: DateInput, offsetMinutes?: number): string {
  const date = toDate(input);
  if (Number.isNaN(date.getTime())) return '';
  const d = wallClock(date, offsetMinutes);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** How long ago `input` was, as an i18n key (app.time.*) with its arguments. */
export function relativeTime(input: DateInput, now: DateInput = new Date(), offsetMinutes?: number): I18nMessage {
  const date = toDate(input);
  const seconds = (toDate(now).getTime() - date.getTime()) / 1000;
  if (Number.isNaN(seconds)) return { key: 'app.time.unknown' };
  // A clock slightly ahead on the server makes recent records look "in the future": call it now.
  if (seconds < MINUTE) return { key: 'app.time.now' };
  if (seconds < HOUR) return { key: 'app.time.minutes_ago', args: { smart_count: Math.floor(seconds / MINUTE) } };
  if (seconds < HOURS_AGO_LIMIT_S)
    return { key: 'app.time.hours_ago', args: { smart_count: Math.floor(seconds / HOUR) } };
  const time = formatTime(date, offsetMinutes);
  if (seconds <= YESTERDAY_LIMIT_S) return { key: 'app.time.yesterday_at', args: { time } };
  return { key: 'app.time.date_time', args: { date: formatDate(date, offsetMinutes), time } };
}
