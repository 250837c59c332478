/**
 * Frame of the shop's screens (SPEC §2 default layout): sign-in and a current shop are
 * required (no shop -> /shop/select); the side bar closes on Escape (on phones it is a
 * drawer, which Escape closes too); the UI follows the shop's language; the expiry
 * banner sits at the bottom; a screen that throws shows the error page (./FrameLayout.tsx).
 */
import { useEffect, type ReactNode } from 'react';
import { Authenticated, useSidebarState } from 'react-admin';
import { ExpiryBannerSlot } from './ExpiryBannerSlot';
import { MuiLocale } from '../components/MuiLocale';
import { PageLoading } from '../components/PageLoading';
import { RequireShop } from '../components/RequireShop';
import { ScreenTitleSync } from '../components/ScreenTitleSync';
import { ShopLocaleSync } from '../components/ShopLocaleSync';
import { useCurrentShop } from '../components/useCurrentShop';
import { DefaultAppBar } from './DefaultAppBar';
import { DefaultMenu } from './DefaultMenu';
import { FrameLayout } from './FrameLayout';

/** The document title names the screen and the current shop. */
const ShopScreenTitle = () => <ScreenTitleSync shop={useCurrentShop().data?.name} />;

const CloseSidebarOnEscape = () => {
  const [open, setOpen] = useSidebarState();
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);
  return null;
};

export const DefaultLayout = ({ children }: { children: ReactNode }) => (
  <Authenticated loading={<PageLoading />}>
    <RequireShop>
      <FrameLayout appBar={DefaultAppBar} menu={DefaultMenu}>
        <CloseSidebarOnEscape />
        <ShopLocaleSync />
        <ShopScreenTitle />
        <MuiLocale>{children}</MuiLocale>
        <ExpiryBannerSlot />
      </FrameLayout>
    </RequireShop>
  </Authenticated>
);
