/** Taxes: one screen, /setting/taxes (SPEC §2), calls made with `dataProvider.call` (GET and PUT /tax/api/{shop}). */
import PercentIcon from '@mui/icons-material/Percent';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { taxMessages } from './tax.i18n';

const TaxesPage = lazyNamed(() => import('./TaxesPage'), 'TaxesPage');

export const taxResource = defineResource({
  name: 'taxes',
  crud: {},
  i18n: taxMessages,
  menu: false,
  routes: [
    {
      path: '/setting/taxes',
      component: TaxesPage,
      menu: { label: 'resources.taxes.menu', group: 'settings', order: 22, icon: PercentIcon },
    },
  ],
});
