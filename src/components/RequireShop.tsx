/** SPEC §2 guard of the default and theme layouts: no current shop id -> /shop/select. */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getCurrentShopId } from '../lib/currentShop';

export const RequireShop = ({ children }: { children: ReactNode }) =>
  getCurrentShopId() ? <>{children}</> : <Navigate to="/shop/select" replace />;
