/**
 * Shipping zones (SPEC §3, §7 Shipping): a zone serves the countries it names (or all but
 * them) with price-based rates, product-based rates and methods; amounts are in the shop's
 * currency, and 0 as a minimum or maximum means not set. The quote tester on the list
 * (ShippingPage.tsx) and its checkout call are the bespoke parts.
 */
import { choice, countries, money, rows, text } from '../../core/fields';
import { declareResource } from '../../core/resource';
import {
  DESCRIPTION_MAX_LENGTH,
  KEYWORD_MAX_LENGTH,
  MAX_PRICE,
  MAX_RATES_PER_ZONE,
  MAX_ZONES_PER_SHOP,
  MIN_PRICE,
  NAME_MAX_LENGTH,
} from './shipping.limits';

export const METHOD_TYPES = ['flat_rate', 'by_item', 'fixed_flat', 'free_ship'] as const;

const label = (name: string) => `resources.shipping_zones.fields.${name}`;
const amount = (name: string) =>
  money({ label: label(name), rules: { required: true, atLeast: MIN_PRICE, maxValue: MAX_PRICE } });
/** Bounds and second-item prices: sent every time, 0 (not set, nothing more) to start with. */
const zero = (name: string, notBelow?: string) =>
  money({
    label: label(name),
    initial: 0,
    rules: { required: true, atLeast: MIN_PRICE, maxValue: MAX_PRICE, ...(notBelow ? { notBelow } : {}) },
  });
const rowName = (name: string) =>
  text({ label: label(name), rules: { required: true, maxLength: NAME_MAX_LENGTH + 1 } });
const table = { rules: { maxItems: MAX_RATES_PER_ZONE } } as const;

export const shipping = declareResource({
  name: 'shipping_zones',
  table: 'shipping',
  path: '/setting/shipping',
  api: {
    base: '/shipping/api/{shop}',
    id: 'shipping_id',
    listKey: 'zones',
    delete: 'one',
    // react-admin's delete reads the record back.
    deleteAnswers: 'record',
    // The quote a cart to a country gets: served with the shipping rules (gateway/modules/shipping).
    more: { checkout: { method: 'POST', path: '/checkout/{country_code}', idempotent: false } },
  },
  fields: {
    name: text({ rules: { required: true, maxLength: NAME_MAX_LENGTH + 1 }, column: true }),
    country_mode: choice(['include', 'exclude'], {
      default: 'include',
      radio: true,
      column: true,
      // "IS, CA", or "Every country except 2".
      display: (z, t) => {
        const codes = z.country_codes as string[];
        return z.country_mode === 'exclude'
          ? t('resources.shipping_zones.all_except', { smart_count: codes.length })
          : `${codes.slice(0, 6).join(', ')}${codes.length > 6 ? '…' : ''}`;
      },
    }),
    country_codes: countries(),
    price_rates: rows(
      { name: rowName('rate_name'), min: zero('min'), max: zero('max', 'min'), cost: amount('cost') },
      { ...table, help: 'resources.shipping_zones.zero_means_unset' },
    ),
    product_rates: rows(
      {
        name: rowName('rate_name'),
        match: choice(['contains', 'equals'], { label: label('match'), default: 'contains' }),
        keyword: text({ label: label('keyword'), default: '', rules: { maxLength: KEYWORD_MAX_LENGTH + 1 } }),
        first_item: amount('first_item'),
        additional_item: zero('additional_item'),
      },
      table,
    ),
    methods: rows(
      {
        name: rowName('method_name'),
        description: text({ label: label('description'), rules: { maxLength: DESCRIPTION_MAX_LENGTH + 1 } }),
        type: choice(METHOD_TYPES, { label: label('type'), initial: 'flat_rate', rules: { required: true } }),
        price: amount('price'),
        additional_price: zero('additional_price'),
        condition: choice(['none', 'order_total', 'item_number'], { label: label('condition'), default: 'none' }),
        min: zero('min'),
        max: zero('max', 'min'),
      },
      {
        ...table,
        column: true,
        // "2 rates, 1 method".
        display: (z, t) =>
          t('resources.shipping_zones.summary', {
            rates: t('resources.shipping_zones.rates_count', {
              smart_count: (z.price_rates as unknown[]).length + (z.product_rates as unknown[]).length,
            }),
            methods: t('resources.shipping_zones.methods_count', { smart_count: (z.methods as unknown[]).length }),
          }),
      },
    ),
  },
  storage: { table: 'shipping_zones', since: '20261123' },
  list: { sort: { field: 'created_at', order: 'ASC' }, perPage: MAX_ZONES_PER_SHOP, maxPerShop: MAX_ZONES_PER_SHOP },
  menu: { label: 'resources.shipping_zones.menu', group: 'settings', order: 20 },
  redirect: { create: 'edit', edit: false },
  strings: () => import('./shipping.i18n').then((m) => m.shippingMessages),
});

/** The shipping calls (the app's entries: method, path and flags). */
export const shippingRoutes = shipping.routes;
