/**
 * Where the default layout's expiry banner goes (SPEC §2, §4): it decides from the
 * current shop whether the banner shows (7 or fewer days left, a unit other than days,
 * or data clearing; not hidden by the merchant in this session) and only then loads the
 * banner's code, so a shop far from expiry costs nothing on first load.
 * The countdown is re-evaluated every second when it counts seconds or minutes, else
 * every minute.
 */
import { Suspense, useCallback, useEffect, useState } from 'react';
import { expiryBanner } from '../lib/expiry';
import { lazyNamed } from '../lib/lazyNamed';
import { useCurrentShop } from '../components/useCurrentShop';

const ExpiryBanner = lazyNamed(() => import('./ExpiryBanner'), 'ExpiryBanner');

/** Hidden per shop for the browser session (sessionStorage), as SPEC §2 "hideable" asks. */
export const BANNER_HIDDEN_KEY = 'shop-admin.expiry-banner-hidden';

const readHidden = (shopId: string) => {
  try {
    return sessionStorage.getItem(`${BANNER_HIDDEN_KEY}.${shopId}`) === '1';
  } catch {
    return false;
  }
};

function useHidden(shopId: string | undefined): [boolean, () => void] {
  const [hiddenFor, setHiddenFor] = useState<string | undefined>(undefined);
  const hide = useCallback(() => {
    if (!shopId) return;
    try {
      sessionStorage.setItem(`${BANNER_HIDDEN_KEY}.${shopId}`, '1');
    } catch {
      // No storage: hidden until the next reload only.
    }
    setHiddenFor(shopId);
  }, [shopId]);
  return [Boolean(shopId) && (hiddenFor === shopId || readHidden(shopId!)), hide];
}

function useNow(tickMs: number) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return now;
}

export const ExpiryBannerSlot = () => {
  const { data: shop } = useCurrentShop();
  const [fast, setFast] = useState(false);
  const now = useNow(fast ? 1000 : 60_000);
  const [hidden, hide] = useHidden(shop ? String(shop.id) : undefined);
  const state = shop?.expired_at ? expiryBanner(shop, now) : undefined;
  const needsFast = state?.unit === 'second' || state?.unit === 'minute';
  useEffect(() => setFast(needsFast), [needsFast]);

  if (!shop || !state?.show || hidden) return null;
  return (
    <Suspense fallback={null}>
      <ExpiryBanner shop={shop} state={state} now={now} onHide={hide} />
    </Suspense>
  );
};
