/** The current shop's currency and the UI locale, for amounts in the discount screens. */
import { useLocaleState } from 'react-admin';
import { DEFAULT_CURRENCY } from '../../core/money';
import { useCurrentShop } from '../../src/components/useCurrentShop';
import { intlLocale } from '../../src/lib/locale';


export function useShopMoney() {
  const { data: shop } = useCurrentShop();
  const [locale] = useLocaleState();
  return { currency: shop?.currency || DEFAULT_CURRENCY, locale: intlLocale(locale) };
}

/** YYYY-MM-DD (SPEC §9 date format). */
export const shortDate = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');
