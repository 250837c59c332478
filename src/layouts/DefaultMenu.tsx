/**
 * Side menu of the default layout (SPEC §2): Home, then the areas that have declared
 * screens (src/layouts/menuEntries.ts), each under its heading while the side bar is open.
 */
import HomeIcon from '@mui/icons-material/Home';
import LinkIcon from '@mui/icons-material/ChevronRight';
import StoreIcon from '@mui/icons-material/Store';
import { Divider, ListSubheader } from '@mui/material';
import { createElement, Fragment } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { resources } from '../../resources';
import { menuSections, type ShellMenuPage } from './menuEntries';

export const SHELL_MENU_PAGES: ShellMenuPage[] = [
  { to: '/shop/setup', label: 'app.layout.shop_setup', group: 'settings', order: 1, icon: StoreIcon },
];

const sections = menuSections(resources, SHELL_MENU_PAGES);

export const DefaultMenu = () => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  return (
    <Menu aria-label={translate('app.menu.label')}>
      <Menu.DashboardItem primaryText="app.menu.groups.home" leftIcon={<HomeIcon />} />
      {sections.map(({ group, label, entries }) => (
        <Fragment key={group}>
          {open ? (
            <ListSubheader component="div" disableSticky sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
              {translate(label)}
            </ListSubheader>
          ) : (
            <Divider sx={{ my: 0.5 }} />
          )}
          {entries.map((entry) => entry.resource ? (
            <Menu.ResourceItem key={entry.resource} name={entry.resource} />
          ) : (
            <Menu.Item key={entry.to} to={entry.to!} primaryText={entry.label}
              leftIcon={createElement(entry.icon ?? LinkIcon)} />
          ))}
        </Fragment>
      ))}
    </Menu>
  );
};
