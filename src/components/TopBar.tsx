/**
 * The top bar of the layouts outside react-admin's own <Layout> (shop, account, theme):
 * logo, the search across the merchant's shops, help links, language and the user menu.
 */
import { AppBar, Box, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { AppLogo } from './AppLogo';
import { HelpLinks, type HelpLink } from './HelpLinks';
import { LanguageMenu } from './LanguageMenu';
import { ScreenTitleSync } from './ScreenTitleSync';
import { ShopSearch } from './ShopSearch';

export type { HelpLink };

/**
 * `shop`: the current shop's name, for the document title of screens inside a shop (the theme layout).
 * `search`: the search across the merchant's shops (signed-in frames only).
 */
export const TopBar = ({
  links = [],
  userMenu,
  children,
  shop,
  search = true,
}: {
  links?: HelpLink[];
  userMenu: ReactNode;
  children?: ReactNode;
  shop?: string;
  search?: boolean;
}) => (
  <AppBar position="static" color="secondary" elevation={1}>
    <Toolbar variant="dense" sx={{ gap: 1 }}>
      <AppLogo compact />
      {children}
      <Box sx={{ flex: 1 }} />
      {search && <ShopSearch />}
      <HelpLinks links={links} />
      <LanguageMenu />
      {userMenu}
      <ScreenTitleSync shop={shop} />
    </Toolbar>
  </AppBar>
);
