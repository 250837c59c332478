/**
 * The default layout's side menu, built from the declarations (SPEC §2 areas): each
 * resource with a `menu` and list view, each declared route with a `menu` entry, and the
 * shell's own pages. Entries are grouped by area, in SPEC §2 order; a group shows only
 * when something is declared in it, so no entry leads to a screen that does not exist.
 */
import StoreIcon from '@mui/icons-material/Store';
import type { ComponentType } from 'react';
import type { ResourceDefinition } from './defineResource';

/** SPEC §2 areas, in menu order; each has a label `app.menu.groups.<id>`. */
export const MENU_GROUPS = [
  'home',
  'orders',
  'products',
  'customers',
  'discounts',
  'online_store',
  'apps',
  'analytics',
  'settings',
] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];

/** Other names declarations use for an area. */
const ALIASES: Record<string, MenuGroup> = {
  catalogue: 'products',
  catalog: 'products',
  'online-store': 'online_store',
  onlineStore: 'online_store',
  setting: 'settings',
  dashboard: 'home',
};

export const menuGroupOf = (group: string): MenuGroup | undefined =>
  (MENU_GROUPS as readonly string[]).includes(group) ? (group as MenuGroup) : ALIASES[group];

export interface MenuEntry {
  /** A react-admin resource (its list), or a path. */
  resource?: string;
  to?: string;
  label?: string;
  icon?: ComponentType;
  /** One-line i18n key (the settings home's cards). */
  description?: string;
  group: MenuGroup;
  order: number;
}

export interface MenuSection {
  group: MenuGroup;
  label: string;
  entries: MenuEntry[];
}

/** The shell's own screens in the default layout. */
export interface ShellMenuPage {
  to: string;
  label: string;
  group: string;
  order: number;
  icon?: ComponentType;
}

/** The shell's own pages in the menu (the settings home shows them as cards too). */
export const SHELL_MENU_PAGES: ShellMenuPage[] = [
  { to: '/shop/setup', label: 'app.layout.shop_setup', group: 'settings', order: 1, icon: StoreIcon },
];

export function menuSections(resources: ResourceDefinition[], pages: ShellMenuPage[] = []): MenuSection[] {
  const entries: (MenuEntry & { declared: string })[] = [];
  for (const r of resources) {
    if (r.menu && r.list)
      entries.push({ resource: r.name, group: r.menu.group as MenuGroup, order: r.menu.order, declared: r.menu.group });
    for (const route of r.routes ?? []) {
      if (!route.menu) continue;
      const to = route.path.startsWith('/') ? route.path : `/${r.name}/${route.path}`;
      entries.push({
        to,
        label: route.menu.label,
        icon: route.menu.icon ?? r.icon,
        description: route.menu.description,
        group: route.menu.group as MenuGroup,
        order: route.menu.order,
        declared: route.menu.group,
      });
    }
  }
  for (const page of pages) entries.push({ ...page, group: page.group as MenuGroup, declared: page.group });

  return MENU_GROUPS.map((group) => ({
    group,
    label: `app.menu.groups.${group}`,
    entries: entries
      .filter((e) => menuGroupOf(e.declared) === group)
      .sort((a, b) => a.order - b.order)
      .map(({ declared: _declared, ...entry }) => ({ ...entry, group })),
  })).filter((section) => section.entries.length > 0);
}

/** Declared groups no area takes: their entries would be missing from the menu. */
export const unknownMenuGroups = (resources: ResourceDefinition[], pages: ShellMenuPage[] = []): string[] => [
  ...new Set(
    [
      ...resources.flatMap((r) => [
        r.menu ? r.menu.group : undefined,
        ...(r.routes ?? []).map((route) => route.menu?.group),
      ]),
      ...pages.map((p) => p.group),
    ].filter((g): g is string => typeof g === 'string' && !menuGroupOf(g)),
  ),
];
