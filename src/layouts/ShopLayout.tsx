/**
 * Frame of shop selection, creation and account switching (SPEC §2): sign-in required,
 * no shop needed. The user menu shows who is signed in and links to manage account,
 * switch account and log out; a help link about starting a new shop, and the side video
 * when one is configured.
 */
import AccountCircleIcon from '@mui/icons-material/ManageAccounts';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import { Box, Container, Divider } from '@mui/material';
import type { ReactNode } from 'react';
import { Authenticated, Logout } from 'react-admin';
import { AppUserMenu } from '../components/AppUserMenu';
import { helpLinks, newShopVideoUrl } from '../components/helpLinks';
import { MuiLocale } from '../components/MuiLocale';
import { PageLoading } from '../components/PageLoading';
import { TopBar } from '../components/TopBar';
import { UserMenuIdentity, UserMenuLink } from '../components/UserMenuParts';
import { ShopVideo } from './ShopVideo';

const ShopUserMenu = () => (
  <AppUserMenu>
    <UserMenuIdentity />
    <Divider />
    <UserMenuLink to="/account" label="app.layout.manage_account" icon={<AccountCircleIcon fontSize="small" />} />
    <UserMenuLink
      to="/switch-account"
      label="app.layout.switch_account"
      icon={<SwitchAccountIcon fontSize="small" />}
    />
    <Logout />
  </AppUserMenu>
);

export const ShopLayout = ({ children }: { children: ReactNode }) => (
  <Authenticated loading={<PageLoading />}>
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100' }}>
      <TopBar links={[{ href: helpLinks.newShop, label: 'app.layout.new_shop_help' }]} userMenu={<ShopUserMenu />} />
      <Container component="main" maxWidth={newShopVideoUrl ? 'lg' : 'md'} sx={{ py: { xs: 2, sm: 4 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: newShopVideoUrl ? '3fr 2fr' : '1fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <MuiLocale>{children}</MuiLocale>
          </Box>
          <ShopVideo />
        </Box>
      </Container>
    </Box>
  </Authenticated>
);
