/**
 * react-admin's <Admin>, assembled from its two halves (AdminContext, CoreAdminUI) as
 * <Admin> itself does, with every page given. <Admin> imports its default pages statically:
 * the default layout (app bar, side bar, menu, tooltips and their popper), the sign-in form,
 * the 404 and error pages. This app brings its own, each loaded on demand, so those defaults
 * would only weigh on the first load, the sign-in form's above all. The two pages it does
 * not replace (access denied, authentication error) are react-admin's, loaded on demand too.
 */
import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { CoreAdminUI, localStorageStore, type CoreAdminUIProps } from 'ra-core';
import { AdminContext, LoadingPage, type AdminContextProps } from 'react-admin';
import { adminQueryClient } from './lib/adminQueryClient';
import { lazyNamed } from './lib/lazyNamed';

const AccessDenied = lazyNamed(() => import('./pages/error/reactAdminPages'), 'AccessDenied');
const AuthenticationError = lazyNamed(() => import('./pages/error/reactAdminPages'), 'AuthenticationError');

/** Lists' and preferences' state in localStorage (`RaStore.*`), as <Admin>'s default store. */
const store = localStorageStore();
/** react-query's client, with the session check kept for the session (src/lib/adminQueryClient.ts). */
const queryClient = adminQueryClient();

type ShopAdminProps = Pick<AdminContextProps, 'dataProvider' | 'authProvider' | 'i18nProvider' | 'theme'> &
  Pick<CoreAdminUIProps, 'loginPage' | 'layout' | 'dashboard' | 'title' | 'error' | 'catchAll'> & {
    notification: () => ReactNode;
    children: ReactNode;
  };

export const ShopAdmin = ({
  dataProvider,
  authProvider,
  i18nProvider,
  theme,
  notification: Notification,
  children,
  ...ui
}: ShopAdminProps) => (
  <AdminContext
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    theme={theme}
    store={store}
    queryClient={queryClient}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        {...ui}
        loading={LoadingPage}
        accessDenied={AccessDenied}
        authenticationError={AuthenticationError}
        disableTelemetry
      >
        {children}
      </CoreAdminUI>
      <Notification />
    </CssBaseline>
  </AdminContext>
);
