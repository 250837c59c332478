/** Domains (SPEC §2 /online-store/domains; §7 public domain, plus our own domain calls). */
import LanguageIcon from '@mui/icons-material/Language';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { DOMAINS_PATH } from './domain.paths';

const DomainsPage = lazyNamed(() => import('./DomainsPage'), 'DomainsPage');

export const domainResource = defineResource({
  name: 'domains',
  crud: {},
  i18n: () => import('./domain.i18n').then((m) => m.domainMessages),
  menu: false,
  routes: [
    {
      path: DOMAINS_PATH,
      component: DomainsPage,
      menu: { label: 'resources.domains.menu', group: 'online_store', order: 40, icon: LanguageIcon },
    },
    { path: `${DOMAINS_PATH}/:action/:id`, component: DomainsPage },
  ],
});
