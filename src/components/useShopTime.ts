/**
 * Times as the merchant reads them: the shop's clock (its offset from UTC), the one date
 * format of every screen and relative times (SPEC §9) on it. Money is useShopMoney's.
 */
import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useCurrentShop } from './useCurrentShop';
import { formatDate, formatTime, relativeTime, type DateInput } from '../lib/relativeTime';
import { TIMEZONES, timezoneOffsetMinutes, type Timezone } from '../../core/timezones';

/** Minutes east of UTC of the current shop, undefined (browser zone) until it is known. */
export function useShopOffset(): number | undefined {
  const { data: shop } = useCurrentShop();
  const tz = shop?.timezone;
  return tz && (TIMEZONES as readonly string[]).includes(tz) ? timezoneOffsetMinutes(tz as Timezone) : undefined;
}

/** 'now', '5 minutes ago', 'yesterday at 14:05', '2026-01-31 09:12' and the full date-time for a tooltip. */
export function useRelativeTime() {
  const translate = useTranslate();
  const offset = useShopOffset();
  return useCallback(
    (at: DateInput) => {
      const { key, args } = relativeTime(at, new Date(), offset);
      return { text: translate(key, args), full: `${formatDate(at, offset)} ${formatTime(at, offset)}` };
    },
    [translate, offset],
  );
}

/** A calendar day as written (`2026-11-26`): no clock to convert it on. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The one way every screen writes a date (issue 31: the page list wrote US dates in the
 * Vietnamese shop, Themes "16:56:55 26/11/2026"): SPEC §9's YYYY-MM-DD and a 24-hour time,
 * on the shop's clock, arranged by the UI language's `app.time.date_time`. '' for no date.
 */
export function useDateFormat() {
  const translate = useTranslate();
  const offset = useShopOffset();
  return useMemo(() => {
    const date = (at: DateInput | null | undefined) =>
      at === null || at === undefined || at === ''
        ? ''
        : typeof at === 'string' && DAY.test(at)
          ? at
          : formatDate(at, offset);
    const dateTime = (at: DateInput | null | undefined) => {
      if (at === null || at === undefined || at === '') return '';
      if (typeof at === 'string' && DAY.test(at)) return at;
      const day = formatDate(at, offset);
      return day ? translate('app.time.date_time', { date: day, time: formatTime(at, offset) }) : '';
    };
    return { date, dateTime };
  }, [translate, offset]);
}
