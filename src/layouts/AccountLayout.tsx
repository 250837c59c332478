/**
 * Frame of the account screens (SPEC §2): sign-in required; help center and community
 * links; side menu Home (/account) and Security (/account/security).
 */
import HomeIcon from '@mui/icons-material/Home';
import SecurityIcon from '@mui/icons-material/Security';
import StorefrontIcon from '@mui/icons-material/Storefront';
import {
  Box,
  Container,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Authenticated, Logout, useTranslate } from 'react-admin';
import { AppUserMenu } from '../components/AppUserMenu';
import { helpLinks } from '../components/helpLinks';
import { MuiLocale } from '../components/MuiLocale';
import { PageLoading } from '../components/PageLoading';
import { TopBar } from '../components/TopBar';
import { UserMenuIdentity } from '../components/UserMenuParts';

const MENU = [
  { to: '/account', label: 'app.layout.account_home', icon: <HomeIcon /> },
  { to: '/account/security', label: 'app.layout.account_security', icon: <SecurityIcon /> },
];

const AccountMenu = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  return (
    <Paper
      component="nav"
      aria-label={translate('app.layout.account_menu')}
      square
      elevation={0}
      sx={{
        width: { md: 240 },
        flexShrink: 0,
        borderRight: { md: 1 },
        borderBottom: { xs: 1, md: 0 },
        borderColor: 'divider',
      }}
    >
      <List>
        {MENU.map((item) => (
          <ListItem key={item.to} disablePadding>
            <ListItemButton
              component={Link}
              to={item.to}
              selected={pathname === item.to}
              aria-current={pathname === item.to ? 'page' : undefined}
            >
              <ListItemIcon>{item.icon}</ListItemIcon>
              <ListItemText primary={translate(item.label)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider />
      <List>
        <ListItem disablePadding>
          <ListItemButton component={Link} to="/shop/select">
            <ListItemIcon>
              <StorefrontIcon />
            </ListItemIcon>
            <ListItemText primary={translate('app.layout.back_to_shops')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Paper>
  );
};

export const AccountLayout = ({ children }: { children: ReactNode }) => (
  <Authenticated loading={<PageLoading />}>
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.100' }}>
      <TopBar
        links={[
          { href: helpLinks.helpCenter, label: 'app.layout.help_center' },
          { href: helpLinks.community, label: 'app.layout.community' },
        ]}
        userMenu={
          <AppUserMenu>
            <UserMenuIdentity />
            <Divider />
            <Logout />
          </AppUserMenu>
        }
      />
      <Box sx={{ flex: 1, display: 'flex', flexDirection: { xs: 'column', md: 'row' } }}>
        <AccountMenu />
        <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
          <MuiLocale>{children}</MuiLocale>
        </Container>
      </Box>
    </Box>
  </Authenticated>
);
