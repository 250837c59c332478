/** Domains (SPEC §2 /online-store/domains; §7 public domain, plus our own domain calls). */
import LanguageIcon from '@mui/icons-material/Language';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { domainScreens } from './domain.resource';

const DomainsPage = lazyNamed(() => import('./DomainsPage'), 'DomainsPage');

export const domainResource = defineResource({
  name: 'domains',
  crud: {},
  i18n: () => import('./domain.i18n').then((m) => m.domainMessages),
  menu: false,
  routes: [
    {
      path: domainScreens.list,
      component: DomainsPage,
      menu: { label: 'resources.domains.menu', group: 'online_store', order: 40, icon: LanguageIcon },
    },
    { path: domainScreens.patterns.action, component: DomainsPage },
  ],
});
