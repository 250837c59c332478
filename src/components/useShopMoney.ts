/**
 * Money in the current shop's currency (SPEC §9: default USD, en-US), in the UI's locale: the
 * currency, the Intl locale (for inputs and previews that format themselves) and a formatter,
 * which takes a record's own currency (an order's) over the shop's when it has one.
 */
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { DEFAULT_CURRENCY, formatMoney } from '../../core/money';
import { intlLocale } from '../lib/locale';
import { useCurrentShop } from './useCurrentShop';

export function useShopMoney() {
  const { data: shop } = useCurrentShop();
  const [uiLocale] = useLocaleState();
  const currency = shop?.currency || DEFAULT_CURRENCY;
  const locale = intlLocale(uiLocale);
  const format = useCallback(
    (amount: number | string | null | undefined, own?: string | null) =>
      amount === null || amount === undefined || amount === '' ? '' : formatMoney(amount, own || currency, locale),
    [currency, locale],
  );
  return { currency, locale, format };
}
