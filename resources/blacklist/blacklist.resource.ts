/**
 * Search blacklist (/setting/blacklist, SPEC §2 and §7 Blacklist): the keywords storefront search
 * ignores, one list per shop. SPEC §7 saves it with POST (the data plus shop_id) and empties it
 * with its quirk, DELETE …/bulk-update with no body (blacklist.contract.ts).
 */
import { tags } from '../../core/fields';
import { declareSettings } from '../../core/settings';

export const blacklist = declareSettings({
  name: 'blacklist',
  table: 'blacklist',
  path: '/setting/blacklist',
  api: {
    base: '/product-2/api/{shop}/blacklist',
    versioned: false,
    update: { name: 'save', method: 'POST', addShopId: true },
    more: { clear: { method: 'DELETE', path: '/product-2/api/{shop}/bulk-update', bodyKind: 'none' } },
  },
  // Each keyword under 100 characters, 1000 at most.
  fields: { keywords: tags({ rules: { maxLength: 101, maxItems: 1000 }, count: 'resources.blacklist.count' }) },
  storage: { table: 'blacklists', since: '20261101' },
  menu: { label: 'resources.blacklist.menu', group: 'settings', order: 50 },
  strings: () => import('./blacklist.i18n').then((m) => m.blacklistMessages),
});

/** The blacklist calls (the app's entries: method, path and flags). */
export const blacklistRoutes = blacklist.routes;
