/**
 * Side menu of the default layout (SPEC §2): Home, then the areas that have declared
 * screens (src/lib/menuEntries.ts), each under its heading while the side bar is open.
 * The entries are light links (./MenuLink.tsx) in a list styled as react-admin's <Menu> (same
 * classes and widths; its module would bring its own entries and their hotkeys); what each
 * react-admin entry looked up for itself (the current path, the side bar's state, the
 * screen size, the resource's label and icon) is read once here; only the most specific
 * entry is marked current (react-admin marked Orders too on Draft orders). No access check per entry:
 * the auth provider has no `canAccess`, so react-admin's would always allow.
 */
import DefaultIcon from '@mui/icons-material/ViewList';
import HomeIcon from '@mui/icons-material/Home';
import LinkIcon from '@mui/icons-material/ChevronRight';
import { Divider, ListSubheader, MenuList, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { createElement, Fragment } from 'react';
import {
  CLOSED_DRAWER_WIDTH,
  DRAWER_WIDTH,
  useGetResourceLabel,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { resources } from '../../resources';
import { isActivePath, MENU_LINK_SX, MenuLink } from './MenuLink';
import { menuSections, SHELL_MENU_PAGES, type MenuEntry } from '../lib/menuEntries';

/** react-admin's <Menu>: a MUI MenuList as wide as the side bar, open or closed (RaMenu-open, -closed). */
const MenuRoot = styled(MenuList, { name: 'RaMenu', overridesResolver: (_props, styles) => styles.root })(({
  theme,
}) => {
  const sidebar = (theme as Theme & { sidebar?: { width?: number; closedWidth?: number } }).sidebar;
  return {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'flex-start',
    [theme.breakpoints.only('xs')]: { marginTop: 0 },
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
    '&.RaMenu-open': { width: sidebar?.width ?? DRAWER_WIDTH },
    '&.RaMenu-closed': { width: sidebar?.closedWidth ?? CLOSED_DRAWER_WIDTH },
  };
});

const sections = menuSections(resources, SHELL_MENU_PAGES);
/** Where an entry leads: its path, or its resource's list. */
const entryPath = (entry: MenuEntry) => entry.to ?? `/${entry.resource}`;
/** Every entry's path: the current screen marks the most specific one (/orders/draft, not /orders). */
const PATHS = ['/', ...sections.flatMap(({ entries }) => entries.map(entryPath))];

export const DefaultMenu = () => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  const current = PATHS.filter((to) => isActivePath(to, pathname)).sort((a, b) => b.length - a.length)[0];
  const definitions = useResourceDefinitions();
  const resourceLabel = useGetResourceLabel();
  // On a phone the side bar is a drawer over the screen: choosing an entry closes it.
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const onClick = isSmall ? () => setOpen(false) : undefined;
  const link = (to: string, label: string, icon: ReturnType<typeof createElement>) => (
    <MenuLink
      key={to}
      to={to}
      label={label}
      icon={icon}
      active={to === current}
      title={open ? undefined : label}
      onClick={onClick}
    />
  );
  return (
    <MenuRoot
      aria-label={translate('app.menu.label')}
      className={open ? 'RaMenu-open' : 'RaMenu-closed'}
      sx={MENU_LINK_SX}
    >
      {link('/', translate('app.menu.groups.home'), <HomeIcon />)}
      {sections.map(({ group, label, entries }) => (
        <Fragment key={group}>
          {open ? (
            <ListSubheader component="div" disableSticky sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
              {translate(label)}
            </ListSubheader>
          ) : (
            <Divider sx={{ my: 0.5 }} />
          )}
          {entries.map((entry) => {
            if (!entry.resource)
              return link(entryPath(entry), translate(entry.label!), createElement(entry.icon ?? LinkIcon));
            const definition = definitions[entry.resource];
            if (!definition) return null;
            return link(
              entryPath(entry),
              resourceLabel(entry.resource, 2),
              createElement(definition.icon ?? DefaultIcon),
            );
          })}
        </Fragment>
      ))}
    </MenuRoot>
  );
};
