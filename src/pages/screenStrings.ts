/**
 * The strings of the screens outside any resource, each file loading with the screens that
 * show it (src/lib/areaStrings.tsx `withScreenStrings`): the shell's first load carries none.
 * The sign-in's and the dashboard's go in those screens' own first-load chunks
 * (scripts/vite/chunkGroups.ts), so they cost no request of their own.
 */
import type { ScreenStrings } from '../lib/areaStrings';

export const loginStrings: ScreenStrings = {
  name: 'login',
  load: () => import('./auth/login.i18n').then((m) => m.loginMessages),
};
export const authStrings: ScreenStrings = {
  name: 'auth',
  load: () => import('./auth/auth.i18n').then((m) => m.authPageMessages),
};
export const accountStrings: ScreenStrings = {
  name: 'account',
  load: () => import('./account/account.i18n').then((m) => m.accountPageMessages),
};
export const dashboardStrings: ScreenStrings = {
  name: 'dashboard',
  load: () => import('./dashboard/dashboard.i18n').then((m) => m.dashboardMessages),
};
export const shopStrings: ScreenStrings = {
  name: 'shop',
  load: () => import('./shop/shop.i18n').then((m) => m.shopPageMessages),
};
