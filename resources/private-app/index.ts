/** Private apps: the declaration (privateApp.resource.ts) with its bespoke list (revoke) and create (token shown once). */
import { declaredResource } from '../../src/components/declared/declaredResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { privateApp } from './privateApp.resource';

const PrivateAppCreate = lazyNamed(() => import('./PrivateAppCreate'), 'PrivateAppCreate');

export const privateAppResource = declaredResource(privateApp, {
  views: { list: lazyNamed(() => import('./PrivateAppList'), 'PrivateAppList'), create: PrivateAppCreate },
  // SPEC §2 /apps/private/{action}/{id?}: every action is the create form.
  more: [
    { path: ':action', view: PrivateAppCreate },
    { path: ':action/:id', view: PrivateAppCreate },
  ],
});
