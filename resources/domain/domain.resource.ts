/** The domain screens (SPEC §2): the list at `/online-store/domains` and `{action}/{id}` under it (here: `connect/{id}`, a domain's DNS records). Every link, redirect and route takes its path from here. */
import { screens } from '../../core/screens';

export const domainScreens = screens('/online-store/domains', { connect: 'connect/:id', action: ':action/:id' });
