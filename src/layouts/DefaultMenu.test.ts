/** The side menu the default layout shows: the app's own declarations and the labels of its areas. */
import { describe, expect, it } from 'vitest';
import { resources } from '../../resources';
import { MENU_GROUPS, menuSections, unknownMenuGroups } from '../lib/menuEntries';
import { layoutMessages } from './layout.i18n';

describe('side menu areas', () => {
  it('labels each area in English and Vietnamese', () => {
    for (const group of MENU_GROUPS) {
      expect(layoutMessages.en.menu.groups[group], group).toBeTruthy();
      expect(layoutMessages.vi.menu.groups[group], group).toBeTruthy();
    }
  });
});

describe("the app's declarations", () => {
  it('use only the SPEC §2 areas, so every declared screen is in the menu', () => {
    expect(unknownMenuGroups(resources)).toEqual([]);
  });

  it('give every menu entry a declared screen', () => {
    const routes = new Set(
      resources.flatMap((r) =>
        (r.routes ?? []).map((route) => (route.path.startsWith('/') ? route.path : `/${r.name}/${route.path}`)),
      ),
    );
    for (const entry of menuSections(resources).flatMap((s) => s.entries)) {
      if (entry.to) expect(routes.has(entry.to), entry.to).toBe(true);
      else expect(resources.find((r) => r.name === entry.resource)?.list, entry.resource).toBeTruthy();
    }
  });
});
