/**
 * SPEC §9 date range shortcuts for reports and lists. Ranges are inclusive calendar
 * days ('YYYY-MM-DD'), computed in the given zone (minutes east of UTC; default local).
 */
import { formatDate, type DateInput } from './relativeTime';

/** SPEC §9: "All time" starts on the platform's first day. */
export const ALL_TIME_START = '2021-10-10';

export const DATE_RANGE_SHORTCUTS = [
  { id: 'today', key: 'app.date_range.today' },
  { id: 'yesterday', key: 'app.date_range.yesterday' },
  { id: 'last_7_days', key: 'app.date_range.last_7_days' },
  { id: 'last_30_days', key: 'app.date_range.last_30_days' },
  { id: 'all_time', key: 'app.date_range.all_time' },
] as const;

export type DateRangeId = (typeof DATE_RANGE_SHORTCUTS)[number]['id'];

export interface DateRange {
  from: string;
  to: string;
}

/** Days before today that each range starts; 'Last 7 days' is today and the 6 before. */
const START_DAYS_BACK: Record<Exclude<DateRangeId, 'all_time'>, number> = {
  today: 0,
  yesterday: 1,
  last_7_days: 6,
  last_30_days: 29,
};

/** Calendar arithmetic on 'YYYY-MM-DD', free of any time zone. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function isDateRangeId(id: string): id is DateRangeId {
  return DATE_RANGE_SHORTCUTS.some((s) => s.id === id);
}

export function resolveDateRange(id: DateRangeId, now: DateInput = new Date(), offsetMinutes?: number): DateRange {
  const today = formatDate(now, offsetMinutes);
  if (id === 'all_time') return { from: ALL_TIME_START, to: today };
  const from = addDays(today, -START_DAYS_BACK[id]);
  return { from, to: id === 'yesterday' ? from : today };
}
