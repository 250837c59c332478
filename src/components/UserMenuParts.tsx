/** Pieces of a react-admin <UserMenu>: who is signed in, and links that close the menu. */
import { Box, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import { forwardRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useGetIdentity, useTranslate, useUserMenu } from 'react-admin';

/** Name and e-mail at the top of the menu; not focusable, so the arrow keys skip it. */
export const UserMenuIdentity = () => {
  const { identity } = useGetIdentity();
  if (!identity) return null;
  return (
    <Box sx={{ px: 2, py: 1, minWidth: 220 }}>
      <Typography variant="subtitle2">{identity.fullName}</Typography>
      <Typography variant="body2" color="text.secondary">
        {String(identity.email ?? '')}
      </Typography>
    </Box>
  );
};

export interface UserMenuLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
}

export const UserMenuLink = forwardRef<HTMLAnchorElement, UserMenuLinkProps>(({ to, label, icon }, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem ref={ref} component={Link} to={to} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
});
UserMenuLink.displayName = 'UserMenuLink';
