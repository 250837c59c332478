/**
 * Search blacklist: one screen, /setting/blacklist (SPEC §2), and no react-admin list;
 * its calls (get, save, clear with the SPEC §7 quirk) are made with `dataProvider.call`.
 */
import BlockIcon from '@mui/icons-material/Block';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';

const BlacklistPage = lazyNamed(() => import('./BlacklistPage'), 'BlacklistPage');

export const blacklistResource = defineResource({
  name: 'blacklist',
  crud: {},
  i18n: () => import('./blacklist.i18n').then((m) => m.blacklistMessages),
  menu: false,
  routes: [
    {
      path: '/setting/blacklist',
      component: BlacklistPage,
      menu: { label: 'resources.blacklist.menu', group: 'settings', order: 50, icon: BlockIcon },
    },
  ],
});
