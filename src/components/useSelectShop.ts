/**
 * Making a shop the current one (SPEC §2 shop switching): remember its id, follow its
 * language unless the merchant chose one, drop every cached answer of the previous
 * shop, and open the dashboard. Answers that do not depend on the current shop are
 * kept: the sign-in ones (['auth', ...]), whose loss would unmount the signed-in layout,
 * with its form and pending navigation, while the check runs again; and the user's
 * shops themselves.
 */
import { useCallback } from 'react';
import { useNavigate, useSetLocale } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { setCurrentShopId } from '../lib/currentShop';
import { localeForShop, rememberShopLocale } from '../lib/locale';

const KEPT = new Set(['auth', 'shops']);

export interface SelectableShop {
  id: string | number;
  language?: string | null;
}

export function useSelectShop() {
  const navigate = useNavigate();
  const setLocale = useSetLocale();
  const queryClient = useQueryClient();
  return useCallback(
    async (shop: SelectableShop, to = '/') => {
      setCurrentShopId(String(shop.id));
      const locale = localeForShop(shop.language ?? undefined);
      if (locale) {
        rememberShopLocale(locale);
        await setLocale(locale);
      }
      queryClient.removeQueries({ predicate: (query) => !KEPT.has(String(query.queryKey[0])) });
      navigate(to);
    },
    [navigate, setLocale, queryClient],
  );
}
