/**
 * Frame of the shop's screens (SPEC §2 default layout): sign-in and a current shop are
 * required (no shop -> /shop/select); the side bar closes on Escape.
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Authenticated, Layout, useSidebarState } from 'react-admin';
import { PageLoading } from '../components/PageLoading';
import { getCurrentShopId } from '../lib/currentShop';
import { DefaultAppBar } from './DefaultAppBar';
import { DefaultMenu } from './DefaultMenu';

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

const RequireShop = ({ children }: { children: ReactNode }) =>
  getCurrentShopId() ? <>{children}</> : <Navigate to="/shop/select" replace />;

export const DefaultLayout = ({ children }: { children: ReactNode }) => (
  <Authenticated loading={<PageLoading />}>
    <RequireShop>
      <Layout appBar={DefaultAppBar} menu={DefaultMenu}>
        <CloseSidebarOnEscape />
        {children}
      </Layout>
    </RequireShop>
  </Authenticated>
);
