/**
 * Surcharges (SPEC §3 "subfee", §7 Surcharge): extra fees a checkout adds for some countries,
 * products or collections; the first item concerned costs first_item, each next one next_item.
 * A plain resource: this declaration is its screens, calls, table and rules.
 */
import { choice, countries, money, references, text } from '../../core/fields';
import { declareResource } from '../../core/resource';
import {
  MAX_PRICE,
  MAX_SUBFEE_TARGETS,
  MAX_SUBFEES_PER_SHOP,
  MIN_PRICE,
  NAME_MAX_LENGTH,
} from '../shipping/shipping.limits';

const amount = {
  rules: { required: true, atLeast: MIN_PRICE, maxValue: MAX_PRICE },
  default: 0,
  column: true,
} as const;
const targets = (is: string) => ({
  when: { field: 'applies_to', is },
  rules: { required: true, maxItems: MAX_SUBFEE_TARGETS },
});

export const subfee = declareResource({
  name: 'subfees',
  table: 'subfee',
  path: '/setting/subfee',
  api: {
    base: '/order/api/{shop}/subfee',
    list: '/',
    id: 'subfee_id',
    listKey: 'subfees',
    delete: 'many',
    // Prices a cart with the shop's surcharges: served with the shipping rules (gateway/modules/shipping).
    more: { checkout: { method: 'POST', path: '/checkout', idempotent: false } },
  },
  fields: {
    name: text({ rules: { required: true, maxLength: NAME_MAX_LENGTH + 1 }, column: true, search: true }),
    applies_to: choice(['countries', 'products', 'collections'], {
      default: 'countries',
      radio: true,
      filter: true,
      column: true,
      // "Countries: IS, CA", "Products: 2 selected".
      display: (s, t) =>
        `${t(`resources.subfees.choices.applies_to.${s.applies_to}`)}: ${
          s.applies_to === 'countries'
            ? (s.country_codes as string[]).join(', ')
            : t('resources.subfees.targets', {
                smart_count: (s[s.applies_to === 'products' ? 'product_ids' : 'collection_ids'] as string[]).length,
              })
        }`,
    }),
    country_codes: countries(targets('countries')),
    product_ids: references('products', { optionText: 'title', ...targets('products') }),
    collection_ids: references('collections', { optionText: 'title', ...targets('collections') }),
    first_item: money(amount),
    next_item: money(amount),
  },
  storage: { table: 'subfees', since: '20261123' },
  list: { sort: { field: 'created_at', order: 'DESC' }, perPage: 50, maxPerShop: MAX_SUBFEES_PER_SHOP },
  menu: { label: 'resources.subfees.menu', group: 'settings', order: 21 },
  strings: () => import('./subfee.i18n').then((m) => m.subfeeMessages),
});

/** The surcharge calls (the app's entries: method, path and flags). */
export const subfeeRoutes = subfee.routes;
