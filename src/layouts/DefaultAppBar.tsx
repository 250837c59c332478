/**
 * The default layout's top bar (SPEC §2): logo, the current shop with its switcher, the
 * page title, help center and community links, language, and the user menu (initials,
 * name and e-mail, manage account, switch shop, switch account, log out).
 */
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import { Box, Divider } from '@mui/material';
import { AppBar, Logout, TitlePortal } from 'react-admin';
import { AppUserMenu } from '../components/AppUserMenu';
import { AppLogo } from '../components/AppLogo';
import { HelpLinks } from '../components/HelpLinks';
import { helpLinks } from '../components/helpLinks';
import { LanguageMenu } from '../components/LanguageMenu';
import { ShopSearch } from '../components/ShopSearch';
import { ShopSwitcher } from '../components/ShopSwitcher';
import { UserMenuIdentity, UserMenuLink } from '../components/UserMenuParts';
import { AppLoadingIndicator } from './AppLoadingIndicator';
import { HideOnScroll } from './HideOnScroll';

const LINKS = [
  { href: helpLinks.helpCenter, label: 'app.layout.help_center' },
  { href: helpLinks.community, label: 'app.layout.community' },
];

const DefaultUserMenu = () => (
  <AppUserMenu>
    <UserMenuIdentity />
    <Divider />
    <UserMenuLink to="/account" label="app.layout.manage_account" icon={<ManageAccountsIcon fontSize="small" />} />
    <UserMenuLink to="/shop/select" label="app.layout.switch_shop" icon={<SwapHorizIcon fontSize="small" />} />
    <UserMenuLink
      to="/switch-account"
      label="app.layout.switch_account"
      icon={<SwitchAccountIcon fontSize="small" />}
    />
    <Logout />
  </AppUserMenu>
);

const Toolbar = () => (
  <>
    <ShopSearch />
    <HelpLinks links={LINKS} />
    <LanguageMenu />
    <AppLoadingIndicator />
  </>
);

export const DefaultAppBar = () => (
  <AppBar userMenu={<DefaultUserMenu />} toolbar={<Toolbar />} container={HideOnScroll}>
    <AppLogo compact />
    <ShopSwitcher />
    <TitlePortal variant="subtitle1" component="div" sx={{ minWidth: 0, display: { xs: 'none', sm: 'block' } }} />
    <Box sx={{ flex: 1, display: { xs: 'block', sm: 'none' } }} />
  </AppBar>
);
