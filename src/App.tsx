/**
 * The app: react-admin in history mode, the resources from their declarations, and the
 * screens of SPEC §2 with their layouts and guards. Every screen loads on demand, and so
 * does the default layout (not needed to sign in); both are asked for as the shell starts.
 * The router is a data router so that forms can warn about unsaved changes (SPEC §4):
 * react-router only blocks navigation inside one. Errors (SPEC §2, §8): a screen that
 * throws shows AppError, an unknown route the 404 page, and what escapes both the
 * router's plain fallback.
 */
import { Suspense, type ReactNode } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { resources as declared } from '../resources';
import { AppNotification } from './components/AppNotification';
import { PageLoading } from './components/PageLoading';
import { ShopAdmin } from './ShopAdmin';
import { AppError } from './pages/error/AppError';
import { RouteErrorFallback } from './pages/error/RouteErrorFallback';
import { lazyNamed } from './lib/lazyNamed';
import { accountStrings, authStrings, dashboardStrings, loginStrings, shopStrings } from './pages/screenStrings';
import { withAreaStrings, withScreenStrings } from './lib/areaStrings';
import { historyStrings } from './components/history/historyStrings';
import { refusalStrings, richTextStrings } from '../i18n/sharedStrings';
import { firstListParams, preloadScreen, screenPatterns } from './lib/preloadScreen';
import { absoluteScreens, screenRoute } from './lib/resourceScreens';
import { authProvider, dataProvider, getI18nProvider, prefetchList, prefetchOne } from './providers';
import { getToken } from '../authProvider/tokenStore';
import { getCurrentShopId } from './lib/currentShop';
import { theme } from './theme';

/**
 * Every screen of a resource waits for its area's strings (issue 16: strings load with their
 * area), and for the strings parts of every area's screens show: the History panel's, the
 * gateway's refusals, the rich text toolbar's.
 */
const resources = withAreaStrings(declared, [historyStrings, refusalStrings, richTextStrings]);

const LoginPage = withScreenStrings(
  lazyNamed(() => import('./pages/auth/LoginPage'), 'LoginPage'),
  [loginStrings],
);
const SignUpPage = withScreenStrings(
  lazyNamed(() => import('./pages/auth/SignUpPage'), 'SignUpPage'),
  [authStrings],
);
const ResetPasswordPage = withScreenStrings(
  lazyNamed(() => import('./pages/auth/ResetPasswordPage'), 'ResetPasswordPage'),
  [authStrings, accountStrings],
);
const VerifyEmailPage = withScreenStrings(
  lazyNamed(() => import('./pages/auth/VerifyEmailPage'), 'VerifyEmailPage'),
  [authStrings, accountStrings],
);
const ShopSelectPage = withScreenStrings(
  lazyNamed(() => import('./pages/shop/ShopSelectPage'), 'ShopSelectPage'),
  [shopStrings],
);
const ShopOverviewPage = withScreenStrings(
  lazyNamed(() => import('./pages/shop/ShopOverviewPage'), 'ShopOverviewPage'),
  [shopStrings],
);
const ShopCreatePage = withScreenStrings(
  lazyNamed(() => import('./pages/shop/ShopCreatePage'), 'ShopCreatePage'),
  [shopStrings],
);
const ShopClonePage = withScreenStrings(
  lazyNamed(() => import('./pages/shop/ShopClonePage'), 'ShopClonePage'),
  [shopStrings],
);
const ShopSetupPage = withScreenStrings(
  lazyNamed(() => import('./pages/shop/ShopSetupPage'), 'ShopSetupPage'),
  [shopStrings],
);
const ShopSwitchPage = withScreenStrings(
  lazyNamed(() => import('./pages/shop/ShopSwitchPage'), 'ShopSwitchPage'),
  [shopStrings],
);
const NotFoundPage = lazyNamed(() => import('./pages/error/NotFoundPage'), 'NotFoundPage');
const SwitchAccountPage = withScreenStrings(
  lazyNamed(() => import('./pages/shop/SwitchAccountPage'), 'SwitchAccountPage'),
  [shopStrings],
);
const AccountPage = withScreenStrings(
  lazyNamed(() => import('./pages/account/AccountPage'), 'AccountPage'),
  [accountStrings, authStrings],
);
const AccountSecurityPage = withScreenStrings(
  lazyNamed(() => import('./pages/account/AccountSecurityPage'), 'AccountSecurityPage'),
  [accountStrings, authStrings],
);
const Dashboard = withScreenStrings(
  lazyNamed(() => import('./pages/dashboard/Dashboard'), 'Dashboard'),
  [dashboardStrings],
);
// The frame of every signed-in screen (app bar, menu, banner): asked for at once when a
// session is stored (below, and by the first-screen script), so it costs no round trip.
const LayoutFrame = lazyNamed(() => import('./layouts/DefaultLayout'), 'DefaultLayout');
const DefaultLayout = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<PageLoading />}>
    <LayoutFrame>{children}</LayoutFrame>
  </Suspense>
);

// The screen this start opens loads beside the shell (the list's request then starts with it).
if (typeof window !== 'undefined') {
  // The data first: over HTTP/1.1 a browser opens six connections to a host, and the
  // screen's chunks asked for first would make the calls wait for a free one.
  const signedIn = Boolean(getToken());
  const shopId = signedIn ? getCurrentShopId() : undefined;
  const first = shopId ? firstListParams(window.location, resources, localStorage) : undefined;
  if (first) prefetchList(first.name, first.params);
  // The current shop (the app bar's name, the dashboard) is asked for with the shell too
  // (or rather taken from the first-screen script, which asked first: dataProvider/earlyAnswers.ts).
  if (shopId && window.location.pathname !== '/login') prefetchOne('shops', shopId);
  if (signedIn) LayoutFrame.preload().catch(() => undefined);
  preloadScreen(window.location.pathname, [
    ['/', Dashboard],
    ['/login', LoginPage],
    ['/shop/select', ShopSelectPage],
    ...screenPatterns(resources),
  ]);
}

const AdminApp = () => (
  <ShopAdmin
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={getI18nProvider()}
    loginPage={LoginPage}
    layout={DefaultLayout}
    dashboard={Dashboard}
    theme={theme}
    title="app.name"
    notification={AppNotification}
    error={AppError}
    catchAll={NotFoundPage}
  >
    {resources.map(({ name, list, create, edit, show, icon, recordRepresentation, routes = [] }) => (
      <Resource
        key={name}
        name={name}
        list={list}
        create={create}
        edit={edit}
        show={show}
        icon={icon}
        recordRepresentation={recordRepresentation}
      >
        {routes.filter((r) => !r.path.startsWith('/')).map((route) => screenRoute(name, route))}
        {/* A resource without a list (its screens live elsewhere, e.g. /setting/gift-cards) still
            owns /{name}/*: what none of its screens takes is the 404 page, not a blank frame. */}
        {!list && <Route path="*" element={<NotFoundPage />} />}
      </Resource>
    ))}
    <CustomRoutes>{absoluteScreens(resources, false)}</CustomRoutes>
    <CustomRoutes noLayout>
      {/* Screens with their own layout (the theme layout of /template-custom, /templates/*). */}
      {absoluteScreens(resources, true)}
      <Route path="/sign-up" element={<SignUpPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/verify-email" element={<VerifyEmailPage />} />
      <Route path="/shop/select" element={<ShopSelectPage />} />
      <Route path="/shop/overview" element={<ShopOverviewPage />} />
      <Route path="/shop/create" element={<ShopCreatePage />} />
      <Route path="/shop/clone" element={<ShopClonePage />} />
      <Route path="/shop/switch" element={<ShopSwitchPage />} />
      <Route path="/switch-account" element={<SwitchAccountPage />} />
      <Route path="/account" element={<AccountPage />} />
      <Route path="/account/security" element={<AccountSecurityPage />} />
    </CustomRoutes>
    <CustomRoutes>
      <Route path="/shop/setup" element={<ShopSetupPage />} />
    </CustomRoutes>
  </ShopAdmin>
);

const router = createBrowserRouter([{ path: '*', element: <AdminApp />, errorElement: <RouteErrorFallback /> }]);

export const App = () => <RouterProvider router={router} />;
