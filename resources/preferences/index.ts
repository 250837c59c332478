/** Online store preferences (SPEC §2 /online-store/preferences): the shop record's preference fields. */
import TuneIcon from '@mui/icons-material/Tune';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';

const PreferencesPage = lazyNamed(() => import('./PreferencesPage'), 'PreferencesPage');

export const preferencesResource = defineResource({
  name: 'preferences',
  crud: {},
  i18n: () => import('./preferences.i18n').then((m) => m.preferencesMessages),
  menu: false,
  routes: [
    {
      path: '/online-store/preferences',
      component: PreferencesPage,
      menu: { label: 'resources.preferences.menu', group: 'online_store', order: 50, icon: TuneIcon },
    },
  ],
});
