/**
 * react-admin's <Layout> (app bar, side bar with the menu, the screen in an error boundary and
 * a Suspense), rebuilt with the same elements and class names (RaLayout-*, #main-content, the
 * skip-navigation button) from the parts it is made of. react-admin's own module imports its
 * default menu, whose entries (MenuItemLink) bring a hotkeys library, and the preferences
 * Inspector, none of which this app shows (its menu is ./DefaultMenu.tsx, no screen is
 * Configurable): about 5 KiB (gzip) of the first load of every signed-in screen.
 */
import { styled } from '@mui/material/styles';
import { Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Sidebar, SkipNavigationButton, useResetErrorBoundaryOnLocationChange } from 'react-admin';
import { ScreenLoading } from '../components/ScreenLoading';
import { AppError } from '../pages/error/AppError';

const PREFIX = 'RaLayout';
const CLASSES = {
  appFrame: `${PREFIX}-appFrame`,
  contentWithSidebar: `${PREFIX}-contentWithSidebar`,
  content: `${PREFIX}-content`,
};

/** react-admin's Layout styles, under its name (a theme's RaLayout overrides still apply). */
const Root = styled('div', { name: PREFIX, overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 'fit-content',
  width: '100%',
  [`& .${CLASSES.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${CLASSES.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${CLASSES.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));

/** What react-admin's layout shows for a screen that threw: the app's error, reset on navigation. */
const ScreenError = ({
  error,
  errorInfo,
  resetErrorBoundary,
}: {
  error: Error;
  errorInfo?: ErrorInfo;
  resetErrorBoundary: (...args: unknown[]) => void;
}) => {
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return <AppError error={error} errorInfo={errorInfo} />;
};

export interface FrameLayoutProps {
  appBar: ComponentType;
  menu: ComponentType;
  children: ReactNode;
}

export const FrameLayout = ({ appBar: AppBar, menu: Menu, children }: FrameLayoutProps) => {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo | undefined>(undefined);
  return (
    <Root className="layout">
      <SkipNavigationButton />
      <div className={CLASSES.appFrame}>
        <AppBar />
        <main className={CLASSES.contentWithSidebar}>
          <Sidebar>
            <Menu />
          </Sidebar>
          <div id="main-content" className={CLASSES.content}>
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => (
                <ScreenError error={error as Error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />
              )}
            >
              <Suspense fallback={<ScreenLoading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Root>
  );
};
