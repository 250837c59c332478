/**
 * Taxes (/setting/taxes, SPEC §2): prices include tax or not, shipping taxed or not, and a rate
 * per country (and region: none is the whole country). SPEC §7 has no tax call, so GET and PUT
 * /tax/api/{shop} are ours. One record per shop: this declaration is its screen, calls and rules.
 */
import { boolean, country, number, rows, text } from '../../core/fields';
import { declareSettings } from '../../core/settings';
import { MAX_TAX_RATE, MAX_TAX_RATES, NAME_MAX_LENGTH } from '../shipping/shipping.limits';

export const tax = declareSettings({
  name: 'taxes',
  table: 'tax',
  path: '/setting/taxes',
  api: { base: '/tax/api/{shop}' },
  fields: {
    prices_include_tax: boolean(),
    tax_shipping: boolean(),
    rates: rows(
      {
        country_code: country({ rules: { required: true } }),
        region: text({ rules: { maxLength: 101 } }),
        name: text({ rules: { required: true, maxLength: NAME_MAX_LENGTH + 1 } }),
        rate: number({ rules: { required: true, atLeast: 0, maxValue: MAX_TAX_RATE } }),
      },
      {
        ids: false,
        rules: { maxItems: MAX_TAX_RATES },
        unique: { columns: ['country_code', 'region'], message: 'app.validation.tax_rate_duplicate' },
      },
    ),
  },
  storage: { table: 'tax_settings', since: '20261123' },
  menu: { label: 'resources.taxes.menu', group: 'settings', order: 22 },
  strings: () => import('./tax.i18n').then((m) => m.taxMessages),
});

/** The tax calls (the app's entries: method, path and flags). */
export const taxRoutes = tax.routes;
