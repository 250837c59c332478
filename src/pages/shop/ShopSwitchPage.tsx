/**
 * /shop/switch: the app bar's shop switcher lands here with the shop and the SPEC §2
 * destination. Being outside the default layout, every screen of the previous shop is
 * unmounted by then (and, if a form had unsaved changes, the merchant has confirmed
 * leaving it); the switch then happens and the destination opens under the new shop.
 */
import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import type { ShopSwitchState } from '../../components/shopList';
import { useSelectShop } from '../../components/useSelectShop';

export const ShopSwitchPage = () => {
  const { state } = useLocation() as { state: ShopSwitchState | null };
  const selectShop = useSelectShop();
  const started = useRef(false);

  useEffect(() => {
    if (!state?.shop || started.current) return;
    started.current = true;
    void selectShop(state.shop, state.to, { replace: true });
  }, [state, selectShop]);

  if (!state?.shop) return <Navigate to="/shop/select" replace />;
  return <PageLoading />;
};
