/**
 * Times as the merchant reads them: the shop's clock (its offset from UTC) and relative
 * times (SPEC §9) on it. Money is useShopMoney's.
 */
import { useCallback } from 'react';
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
