/**
 * Frame of the theme screens (SPEC §2 theme layout: sign-in and a current shop
 * required): the whole width for the editor, a top bar with the way back to the admin.
 * Used by /template-custom, /template-custom/edit-code and /templates/* (issue 11).
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Divider } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Authenticated, Logout, useTranslate } from 'react-admin';
import { helpLinks } from './helpLinks';
import { AppUserMenu } from './AppUserMenu';
import { PageLoading } from './PageLoading';
import { RequireShop } from './RequireShop';
import { TopBar } from './TopBar';
import { useCurrentShop } from './useCurrentShop';
import { UserMenuIdentity } from './UserMenuParts';

const BackToAdmin = () => {
  const translate = useTranslate();
  return (
    <Button color="inherit" component={Link} to="/" startIcon={<ArrowBackIcon />} sx={{ textTransform: 'none' }}>
      {translate('app.layout.back_to_admin')}
    </Button>
  );
};

const ThemeTopBar = () => (
  <TopBar
    shop={useCurrentShop().data?.name}
    links={[{ href: helpLinks.helpCenter, label: 'app.layout.help_center' }]}
    userMenu={
      <AppUserMenu>
        <UserMenuIdentity />
        <Divider />
        <Logout />
      </AppUserMenu>
    }
  >
    <BackToAdmin />
  </TopBar>
);

export const ThemeLayout = ({ children }: { children: ReactNode }) => (
  <Authenticated loading={<PageLoading />}>
    <RequireShop>
      <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column' }}>
        <ThemeTopBar />
        <Box
          component="main"
          sx={{ flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'auto' }}
        >
          {children}
        </Box>
      </Box>
    </RequireShop>
  </Authenticated>
);
