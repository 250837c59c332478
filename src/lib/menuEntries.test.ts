import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from './defineResource';
import { menuSections, unknownMenuGroups } from './menuEntries';

const Screen = () => null;
const declare = (d: Partial<ResourceDefinition> & { name: string }): ResourceDefinition => ({
  crud: {},
  i18n: { en: {}, vi: {} },
  ...d,
});

describe('side menu from the declarations', () => {
  const declared = [
    declare({ name: 'shops', list: Screen, menu: false }),
    declare({
      name: 'products',
      list: Screen,
      menu: { group: 'catalogue', order: 10 },
      routes: [
        {
          path: 'bulk-updates',
          component: Screen,
          menu: { label: 'resources.products.bulk.menu', group: 'catalogue', order: 12 },
        },
        { path: 'edit/:id', component: Screen },
      ],
    }),
    declare({
      name: 'collections',
      list: Screen,
      menu: false,
      routes: [
        {
          path: '/products/collections',
          component: Screen,
          menu: { label: 'resources.collections.menu', group: 'products', order: 11 },
        },
      ],
    }),
    declare({ name: 'orders', list: Screen, menu: { group: 'orders', order: 1 } }),
    declare({
      name: 'blacklist',
      menu: false,
      routes: [
        {
          path: '/setting/blacklist',
          component: Screen,
          menu: { label: 'resources.blacklist.menu', group: 'settings', order: 50 },
        },
      ],
    }),
    declare({ name: 'nolist', menu: { group: 'customers', order: 1 } }),
  ];
  const sections = menuSections(declared, [
    { to: '/shop/setup', label: 'app.layout.shop_setup', group: 'settings', order: 1 },
  ]);

  it('shows only the areas with declared screens, in SPEC §2 order', () => {
    expect(sections.map((s) => s.group)).toEqual(['orders', 'products', 'settings']);
  });

  it('lists a resource by its list and a declared route by its path, ordered within the area', () => {
    expect(sections[1].entries.map((e) => e.resource ?? e.to)).toEqual([
      'products',
      '/products/collections',
      '/products/bulk-updates',
    ]);
  });

  it('puts the shell pages beside the declared ones', () => {
    expect(sections[2].entries.map((e) => e.to)).toEqual(['/shop/setup', '/setting/blacklist']);
  });

  it('leaves out resources without a list, with menu: false, and routes without a menu entry', () => {
    const all = sections.flatMap((s) => s.entries.map((e) => e.resource ?? e.to));
    expect(all).not.toContain('nolist');
    expect(all).not.toContain('shops');
    expect(all).not.toContain('/products/edit/:id');
  });

  it('reports a group no area takes', () => {
    expect(unknownMenuGroups([declare({ name: 'x', list: Screen, menu: { group: 'misc', order: 1 } })])).toEqual([
      'misc',
    ]);
  });
});
