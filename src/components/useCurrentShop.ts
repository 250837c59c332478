/**
 * The current shop (SPEC §3 curr_id, cookie __shop_curr). A shop that no longer answers
 * (404: deleted, or not this user's) is forgotten and the merchant picks another.
 */
import { useEffect } from 'react';
import { useGetOne, useNavigate, type RaRecord } from 'react-admin';
import type { Shop } from '../../resources/shop/shop.schema';
import { getCurrentShopId, setCurrentShopId } from '../lib/currentShop';

export type ShopRecord = Shop & RaRecord;

/** Client errors will not change on a retry; network and server errors may. */
const retry = (count: number, error: Error & { status?: number }) => !(error.status && error.status < 500) && count < 2;

/**
 * The current shop is read once per session, not per list, sort or page change: every
 * screen's hook shares that answer. Saving the shop updates it (react-admin writes the
 * saved record into this query), a shop switch reads the other shop once.
 */
const SESSION = Number.POSITIVE_INFINITY;

export function useCurrentShop() {
  const shopId = getCurrentShopId();
  const navigate = useNavigate();
  const query = useGetOne<ShopRecord>(
    'shops',
    { id: shopId ?? '' },
    {
      enabled: Boolean(shopId),
      retry,
      staleTime: SESSION,
      gcTime: SESSION,
      refetchOnWindowFocus: false,
    },
  );
  const status = (query.error as { status?: number } | null)?.status;

  useEffect(() => {
    if (status !== 404) return;
    setCurrentShopId(undefined);
    navigate('/shop/select', { replace: true });
  }, [status, navigate]);

  return { shopId, ...query };
}
