/**
 * The UI follows the current shop's language (SPEC §1), English by default, unless the
 * merchant chose one in the language menu (src/lib/locale.ts). Selecting a shop already
 * applies it; this keeps it right when the shop's language changes or the app opens on
 * a shop chosen elsewhere.
 */
import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { localeForShop, rememberShopLocale } from '../lib/locale';
import { useCurrentShop } from './useCurrentShop';

export const ShopLocaleSync = () => {
  const { data: shop } = useCurrentShop();
  const [locale, setLocale] = useLocaleState();
  const wanted = localeForShop(shop?.language ?? undefined);
  useEffect(() => {
    if (!wanted) return;
    rememberShopLocale(wanted);
    if (wanted !== locale) setLocale(wanted);
  }, [wanted, locale, setLocale]);
  return null;
};
