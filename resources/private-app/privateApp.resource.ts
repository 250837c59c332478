/**
 * Private apps (SPEC §1 "a private app area", §2 /apps/private): a merchant's own integration
 * gets a named access token with read or write scopes per area, for one shop. The calls are
 * the product's own (SPEC §7 has none): the list, a create whose answer carries the token this
 * once (only its hash is kept: gateway/modules/private-app), and revoke, which keeps the app and
 * stops its token. A private app is never read alone nor edited.
 */
import { choices, text } from '../../core/fields';
import { declareResource } from '../../core/resource';

/** Areas a private app can be granted; each route of the area is read (GET) or write (the rest). */
export const APP_AREAS = ['products', 'orders', 'customers', 'discounts'] as const;
export type AppArea = (typeof APP_AREAS)[number];
export const APP_SCOPES = APP_AREAS.flatMap((a) => [`read_${a}`, `write_${a}`] as const);
const APP_NAME_MAX = 100;

export const privateApp = declareResource({
  name: 'private-apps',
  table: 'privateApp',
  path: '/apps/private',
  api: {
    base: '/app/api/{shop}/private-apps',
    id: 'id',
    listKey: 'private_apps',
    delete: 'none',
    addShopId: false,
    without: ['get', 'update'],
    created: { access_token: text({ rules: { required: true } }) },
    // Revoking keeps the app (a revoked one stays listed, marked so): written by hand.
    more: { revoke: { method: 'DELETE', path: '/{id}', bodyKind: 'none' } },
  },
  fields: {
    name: text({ rules: { required: true, maxLength: APP_NAME_MAX + 1 }, column: true }),
    scopes: choices(APP_SCOPES, { rules: { required: true, requiredMessage: 'app.validation.list' }, column: true }),
    /** The token's first characters, to tell tokens apart (never the token). */
    token_hint: text({ rules: { required: true }, readOnly: true, column: true }),
    revoked_at: text({ readOnly: true, column: true }),
  },
  // A platform table (gateway/db/migrations.ts): every module's routes check app tokens in it.
  storage: { table: 'private_apps', since: '20261123', versioned: false },
  list: { sort: { field: 'created_at', order: 'DESC' }, perPage: 100, page: { default: 50, max: 100 } },
  menu: false,
  strings: () => import('./privateApp.i18n').then((m) => m.privateAppMessages),
});

/** The private app calls (the app's entries: method, path and flags). */
export const privateAppRoutes = privateApp.routes;
