/**
 * react-admin's <UserMenu> whose button is named by the text it shows (the user's name),
 * not "Profile" (WCAG 2.5.3 label in name); the initials avatar beside it is decoration.
 */
import type { ReactNode } from 'react';
import { useGetIdentity, UserMenu } from 'react-admin';
import { InitialsAvatar } from './InitialsAvatar';

export const AppUserMenu = ({ children }: { children: ReactNode }) => {
  const { identity } = useGetIdentity();
  const name = typeof identity?.fullName === 'string' && identity.fullName.trim() ? identity.fullName : undefined;
  return (
    <UserMenu icon={<InitialsAvatar decorative />} label={name ?? 'ra.auth.user_menu'}>
      {children}
    </UserMenu>
  );
};
