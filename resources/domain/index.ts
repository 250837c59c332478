/** Domains (SPEC §2 /online-store/domains): the declaration's screen paths and menu, one bespoke page. */
import LanguageIcon from '@mui/icons-material/Language';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { domain, domainScreens } from './domain.resource';

const DomainsPage = lazyNamed(() => import('./DomainsPage'), 'DomainsPage');

export const domainResource = defineResource({
  name: domain.name,
  crud: {},
  i18n: domain.strings,
  menu: false,
  routes: [
    {
      path: domainScreens.list,
      component: DomainsPage,
      ...(domain.menu ? { menu: { ...domain.menu, icon: LanguageIcon } } : {}),
    },
    { path: domainScreens.patterns.action, component: DomainsPage },
  ],
});
