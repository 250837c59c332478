/** The main app bar: page title, current shop, language, and the user menu. */
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Divider, Typography } from '@mui/material';
import { AppBar, LoadingIndicator, Logout, TitlePortal, UserMenu, useTranslate } from 'react-admin';
import { InitialsAvatar } from '../components/InitialsAvatar';
import { LanguageMenu } from '../components/LanguageMenu';
import { useCurrentShop } from '../components/useCurrentShop';
import { UserMenuIdentity, UserMenuLink } from '../components/UserMenuParts';

const CurrentShopName = () => {
  const translate = useTranslate();
  const { data: shop } = useCurrentShop();
  if (!shop) return null;
  return (
    <Box
      aria-label={translate('app.layout.current_shop', { name: shop.name })}
      sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 0.75, mx: 1, minWidth: 0 }}
    >
      <StorefrontIcon fontSize="small" aria-hidden />
      <Typography component="span" variant="subtitle1" noWrap data-testid="current-shop-name">
        {shop.name}
      </Typography>
    </Box>
  );
};

const DefaultUserMenu = () => (
  <UserMenu icon={<InitialsAvatar />}>
    <UserMenuIdentity />
    <Divider />
    <UserMenuLink to="/account" label="app.layout.manage_account" icon={<ManageAccountsIcon fontSize="small" />} />
    <UserMenuLink to="/shop/select" label="app.layout.switch_shop" icon={<SwapHorizIcon fontSize="small" />} />
    <Logout />
  </UserMenu>
);

const Toolbar = () => (
  <>
    <LanguageMenu />
    <LoadingIndicator />
  </>
);

export const DefaultAppBar = () => (
  <AppBar userMenu={<DefaultUserMenu />} toolbar={<Toolbar />}>
    <TitlePortal />
    <CurrentShopName />
  </AppBar>
);
