/** The current shop's currency and the UI locale, for amounts in the discount screens. */
import { useLocaleState } from 'react-admin';
import { DEFAULT_CURRENCY } from '../../core/money';
import { useCurrentShop } from '../../src/components/useCurrentShop';

const LOCALES: Record<string, string> = { en: 'en-US', vi: 'vi-VN' };

export function useShopMoney() {
  const { data: shop } = useCurrentShop();
  const [locale] = useLocaleState();
  return { currency: shop?.currency || DEFAULT_CURRENCY, locale: LOCALES[locale] ?? 'en-US' };
}

/** YYYY-MM-DD (SPEC §9 date format). */
export const shortDate = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');
