/**
 * The top bar of the layouts outside react-admin's own <Layout> (shop and account):
 * logo, help links, language and the user menu.
 */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { AppBar, Box, Button, Toolbar } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { AppLogo } from './AppLogo';
import { LanguageMenu } from './LanguageMenu';

export interface HelpLink {
  href: string;
  label: string;
}

export const TopBar = ({ links = [], userMenu }: { links?: HelpLink[]; userMenu: ReactNode }) => {
  const translate = useTranslate();
  return (
    <AppBar position="static" color="secondary" elevation={1}>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <AppLogo />
        <Box sx={{ flex: 1 }} />
        <Box component="nav" sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>
          {links.map((link) => (
            <Button
              key={link.href}
              color="inherit"
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<OpenInNewIcon fontSize="small" />}
              sx={{ textTransform: 'none' }}
            >
              {translate(link.label)}
            </Button>
          ))}
        </Box>
        <LanguageMenu />
        {userMenu}
      </Toolbar>
    </AppBar>
  );
};
