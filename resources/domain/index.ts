/** Domains (SPEC §2 /online-store/domains): the declaration mounted with its one bespoke page (list, add, DNS records). */
import LanguageIcon from '@mui/icons-material/Language';
import { declaredResource } from '../../src/components/declared/declaredResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { domain } from './domain.resource';

const DomainsPage = lazyNamed(() => import('./DomainsPage'), 'DomainsPage');

export const domainResource = declaredResource(domain, {
  icon: LanguageIcon,
  // One page: the list with the add form, and a domain's DNS records under it (`connect/{id}`).
  views: { list: DomainsPage, create: false, edit: DomainsPage },
  more: [{ path: ':action/:id', view: DomainsPage }],
  // Removing answers its own shape and may clear the public domain: a call of its own, react-admin's delete.
  crud: { delete: { route: domain.routes.remove } },
});
