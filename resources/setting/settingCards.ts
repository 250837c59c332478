/**
 * The settings home's cards, from the declarations: every menu entry of the `settings`
 * group (src/lib/menuEntries.ts) but the home itself. A screen another area declares
 * in that group appears here without any edit of the home.
 */
import type { ComponentType } from 'react';
import type { ResourceDefinition } from '../../src/lib/defineResource';
import { menuSections, type ShellMenuPage } from '../../src/lib/menuEntries';

export const SETTINGS_HOME_PATH = '/setting';

export interface SettingCard {
  to: string;
  label: string;
  /** The entry's own description key, else `resources.setting.descriptions.<slug>`. */
  description: string;
  icon?: ComponentType;
}

/** `/setting/gift-cards` → `gift_cards`, `/shop/setup` → `shop_setup`. */
export const slugOf = (to: string) =>
  (to.startsWith(`${SETTINGS_HOME_PATH}/`) ? to.slice(SETTINGS_HOME_PATH.length + 1) : to.replace(/^\//, '')).replace(
    /[-/]/g,
    '_',
  );

export function settingCards(resources: ResourceDefinition[], pages: ShellMenuPage[] = []): SettingCard[] {
  const section = menuSections(resources, pages).find((s) => s.group === 'settings');
  return (section?.entries ?? [])
    .map((entry) => {
      const to = entry.to ?? `/${entry.resource}`;
      return {
        to,
        label: entry.label ?? `resources.${entry.resource}.name`,
        description: entry.description ?? `resources.setting.descriptions.${slugOf(to)}`,
        icon: entry.icon,
      };
    })
    .filter((card) => card.to !== SETTINGS_HOME_PATH);
}
