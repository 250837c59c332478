/** Money in the current shop's currency (SPEC §9: default USD, en-US), in the UI's locale. */
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { useCurrentShop } from '../../src/components/useCurrentShop';
import { DEFAULT_CURRENCY, formatMoney } from '../../core/money';
import { intlLocale } from '../../src/lib/locale';


export function useShopMoney() {
  const { data: shop } = useCurrentShop();
  const [locale] = useLocaleState();
  const currency = shop?.currency || DEFAULT_CURRENCY;
  const format = useCallback(
    (amount: number | string | null | undefined) =>
      amount === null || amount === undefined || amount === '' ? '' : formatMoney(amount, currency, intlLocale(locale)),
    [currency, locale],
  );
  return { currency, format };
}
