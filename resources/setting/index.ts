/** /setting: the settings home, a card per settings screen (SettingsHome.tsx). */
import SettingsIcon from '@mui/icons-material/Settings';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { SETTINGS_HOME_PATH } from './settingCards';

const SettingsHome = lazyNamed(() => import('./SettingsHome'), 'SettingsHome');

export const settingResource = defineResource({
  name: 'setting',
  crud: {},
  i18n: () => import('./setting.i18n').then((m) => m.settingMessages),
  uses: ['taxes'],
  menu: false,
  routes: [
    {
      path: SETTINGS_HOME_PATH,
      component: SettingsHome,
      menu: { label: 'resources.setting.menu', group: 'settings', order: 0, icon: SettingsIcon },
    },
  ],
});
