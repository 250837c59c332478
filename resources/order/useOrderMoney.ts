/**
 * Money and times as the merchant reads them: amounts in the order's currency (the shop
 * currency when the record has none; SPEC §9 default USD) in the UI's locale, and
 * relative times (SPEC §9) on the shop's clock.
 */
import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { useCurrentShop } from '../../src/components/useCurrentShop';
import { DEFAULT_CURRENCY, formatMoney } from '../../core/money';
import { formatDate, formatTime, relativeTime, type DateInput } from '../../src/lib/relativeTime';
import { TIMEZONES, timezoneOffsetMinutes, type Timezone } from '../../core/timezones';
import { intlLocale } from '../../src/lib/locale';

export function useOrderMoney() {
  const { data: shop } = useCurrentShop();
  const [locale] = useLocaleState();
  const shopCurrency = shop?.currency || DEFAULT_CURRENCY;
  return useCallback(
    (amount: number | string | null | undefined, currency?: string | null) =>
      amount === null || amount === undefined || amount === ''
        ? ''
        : formatMoney(amount, currency || shopCurrency, intlLocale(locale)),
    [shopCurrency, locale],
  );
}

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
