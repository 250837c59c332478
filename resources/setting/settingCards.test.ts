import { describe, expect, it } from 'vitest';
import { resources } from '../index';
import type { ResourceDefinition } from '../../src/lib/defineResource';
import { SHELL_MENU_PAGES } from '../../src/lib/menuEntries';
import { settingMessages } from './setting.i18n';
import { settingCards, slugOf } from './settingCards';

const Screen = () => null;

describe('settings home cards', () => {
  it('take every settings menu entry, the home excepted, with the declared description', () => {
    const declared: ResourceDefinition[] = [
      {
        name: 'setting',
        crud: {},
        i18n: { en: {}, vi: {} },
        routes: [{ path: '/setting', component: Screen, menu: { label: 'home', group: 'settings', order: 0 } }],
      },
      {
        name: 'taxes',
        crud: {},
        i18n: { en: {}, vi: {} },
        routes: [
          {
            path: '/setting/taxes',
            component: Screen,
            menu: { label: 'resources.taxes.menu', group: 'setting', order: 30, description: 'resources.taxes.about' },
          },
          { path: '/setting/taxes/:id', component: Screen },
        ],
      },
      {
        name: 'gift_cards',
        crud: {},
        i18n: { en: {}, vi: {} },
        routes: [
          { path: '/setting/gift-cards', component: Screen, menu: { label: 'g', group: 'settings', order: 20 } },
        ],
      },
      { name: 'products', crud: {}, i18n: { en: {}, vi: {} }, list: Screen, menu: { group: 'products', order: 1 } },
    ];
    expect(settingCards(declared).map((c) => [c.to, c.description])).toEqual([
      ['/setting/gift-cards', 'resources.setting.descriptions.gift_cards'],
      ['/setting/taxes', 'resources.taxes.about'],
    ]);
  });

  it('slugs', () => {
    expect(slugOf('/setting/gift-cards')).toBe('gift_cards');
    expect(slugOf('/setting/notifications/outbox')).toBe('notifications_outbox');
    expect(slugOf('/shop/setup')).toBe('shop_setup');
  });

  it('every card of the app has a description in English and Vietnamese', () => {
    const cards = settingCards(resources, SHELL_MENU_PAGES);
    expect(cards.length).toBeGreaterThan(5);
    for (const locale of ['en', 'vi'] as const) {
      for (const card of cards) {
        const key = card.description.replace(/^resources\.setting\.descriptions\./, '');
        const own = card.description.startsWith('resources.setting.')
          ? (settingMessages[locale].descriptions as Record<string, string>)[key]
          : 'declared';
        expect(own, `${locale} ${card.to}`).toBeTruthy();
      }
    }
  });
});
