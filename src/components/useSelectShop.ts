/**
 * Making a shop the current one (SPEC §2 shop switching): drop every cached answer of
 * the previous shop, remember the new id, follow its language unless the merchant chose
 * one, and go on. Answers that do not depend on the current shop are kept: the sign-in
 * ones (['auth', ...]), whose loss would unmount the signed-in layout while the check
 * runs again; and the user's shops themselves (keyed by shop id).
 * It is only called where no shop screen is mounted (shop selection and creation, and
 * /shop/switch for the app bar's switcher), so nothing can still show the previous
 * shop's data from a query it holds.
 */
import { useCallback } from 'react';
import { useNavigate, useResourceDefinitions, useSetLocale, useStoreContext } from 'react-admin';
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
  const store = useStoreContext();
  const definitions = useResourceDefinitions();
  return useCallback(
    async (shop: SelectableShop, to = '/', options: { replace?: boolean } = {}) => {
      const scoped = { predicate: (query: { queryKey: readonly unknown[] }) => !KEPT.has(String(query.queryKey[0])) };
      // Answers still on their way belong to the previous shop: stop them before forgetting.
      await queryClient.cancelQueries(scoped);
      queryClient.removeQueries(scoped);
      // Ticked rows are the previous shop's records: no bulk action of the next shop may act on them.
      for (const name of Object.keys(definitions)) {
        const storeKeys = store.getItem<string[]>(`${name}.selectedIds.storeKeys`) ?? [];
        for (const key of new Set([name, ...storeKeys])) store.removeItem(`${key}.selectedIds`);
      }
      setCurrentShopId(String(shop.id));
      const locale = localeForShop(shop.language ?? undefined);
      if (locale) {
        rememberShopLocale(locale);
        await setLocale(locale);
      }
      navigate(to, { replace: options.replace });
    },
    [navigate, setLocale, queryClient, store, definitions],
  );
}
