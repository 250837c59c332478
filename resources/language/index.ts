/** /setting/languages: the store language and the storefront's languages. */
import TranslateIcon from '@mui/icons-material/Translate';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';

const LanguagesPage = lazyNamed(() => import('./LanguagesPage'), 'LanguagesPage');

export const languageResource = defineResource({
  name: 'languages',
  crud: {},
  i18n: () => import('./language.i18n').then((m) => m.languageMessages),
  menu: false,
  routes: [
    {
      path: '/setting/languages',
      component: LanguagesPage,
      menu: { label: 'resources.languages.menu', group: 'settings', order: 52, icon: TranslateIcon },
    },
  ],
});
