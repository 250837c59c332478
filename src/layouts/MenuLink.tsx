/**
 * One entry of the side menu, as light as a link can be: an `<a role="menuitem">` with its
 * icon and label, styled by one rule on the menu (MENU_LINK_SX), not by five styled
 * components each. react-admin's MenuItemLink is a MUI MenuItem (ButtonBase, TouchRipple,
 * ListItemIcon, Typography) with, per entry, a media query, a hotkey hook and an access
 * query; with 24 entries that was the largest part of the first render of every signed-in
 * screen. Same classes (RaMenuItemLink-root, -active, -icon), same look, same keyboard
 * behaviour inside the menu (MUI's MenuList moves the focus between entries
 * that have a tabindex).
 */
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * react-admin's own class names (MenuItemLinkClasses: themes style them), written out: importing
 * them would bring MenuItemLink's module, whose hotkeys library the first load does without.
 */
const MENU_LINK_CLASSES = {
  root: 'RaMenuItemLink-root',
  active: 'RaMenuItemLink-active',
  icon: 'RaMenuItemLink-icon',
  label: 'ShopMenuLink-label',
};

/** Is `to` the current screen or one under it (react-admin's rule: `/` only itself)? */
export const isActivePath = (to: string, pathname: string) =>
  to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);

/** The entries' styles, set once on the menu: MUI's MenuItem with react-admin's colours. */
export const MENU_LINK_SX = (theme: Theme): SystemStyleObject<Theme> => ({
  [`& .${MENU_LINK_CLASSES.root}`]: {
    ...theme.typography.body1,
    display: 'flex',
    alignItems: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    minHeight: 48,
    py: '6px',
    px: 2,
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    color: 'text.secondary',
    outline: 0,
    [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { bgcolor: 'action.focus' },
  },
  [`& .${MENU_LINK_CLASSES.active}`]: { color: 'text.primary' },
  [`& .${MENU_LINK_CLASSES.icon}`]: { display: 'inline-flex', flexShrink: 0, minWidth: 40, color: 'text.secondary' },
  [`& .${MENU_LINK_CLASSES.label}`]: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis' },
});

export interface MenuLinkProps {
  to: string;
  label: ReactNode;
  icon: ReactNode;
  active: boolean;
  /** The side bar is closed (icons only): the label is then the link's native tooltip. */
  title?: string;
  onClick?: () => void;
}

export const MenuLink = ({ to, label, icon, active, title, onClick }: MenuLinkProps) => (
  <Link
    to={to}
    state={{ _scrollToTop: true }}
    role="menuitem"
    tabIndex={0}
    title={title}
    aria-current={active ? 'page' : undefined}
    className={active ? `${MENU_LINK_CLASSES.root} ${MENU_LINK_CLASSES.active}` : MENU_LINK_CLASSES.root}
    onClick={onClick}
  >
    <span className={MENU_LINK_CLASSES.icon}>{icon}</span>
    <span className={MENU_LINK_CLASSES.label}>{label}</span>
  </Link>
);
