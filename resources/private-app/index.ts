/** Private apps: `/apps/private` (list, revoke) and `/apps/private/{action}` (create, token shown once). */
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';

const PrivateAppList = lazyNamed(() => import('./PrivateAppList'), 'PrivateAppList');
const PrivateAppCreate = lazyNamed(() => import('./PrivateAppCreate'), 'PrivateAppCreate');

export const PRIVATE_APPS_PATH = '/apps/private';

export const privateAppResource = defineResource({
  name: 'private-apps',
  crud: {},
  i18n: () => import('./privateApp.i18n').then((m) => m.privateAppMessages),
  menu: false,
  routes: [
    { path: PRIVATE_APPS_PATH, component: PrivateAppList },
    { path: `${PRIVATE_APPS_PATH}/:action`, component: PrivateAppCreate },
    { path: `${PRIVATE_APPS_PATH}/:action/:id`, component: PrivateAppCreate },
  ],
});
