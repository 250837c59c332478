/** /setting/payments: card provider, PayPal accounts (ordered), cash on delivery, bank transfer (SPEC §1, §3, §4, §7). */
import PaymentsIcon from '@mui/icons-material/Payments';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';
import { paymentRoutes } from './payment.routes';

const PaymentsPage = lazyNamed(() => import('./PaymentsPage'), 'PaymentsPage');

export const paymentResource = defineResource({
  name: 'payments',
  idField: '_id',
  crud: {
    getList: {
      route: paymentRoutes.list,
      query: ({ pagination, filter }) => ({
        page: pagination?.page ?? 1,
        limit: pagination?.perPage ?? 100,
        ...(filter?.type ? { type: filter.type } : {}),
      }),
      read: (answer) => ({ data: answer.data.payments, total: answer.data.total }),
    },
    create: { route: paymentRoutes.create },
    update: { route: paymentRoutes.update },
    delete: { route: paymentRoutes.delete },
  },
  i18n: () => import('./payment.i18n').then((m) => m.paymentMessages),
  recordRepresentation: 'account_name',
  menu: false,
  routes: [
    {
      path: '/setting/payments',
      component: PaymentsPage,
      menu: { label: 'resources.payments.menu', group: 'settings', order: 20, icon: PaymentsIcon },
    },
  ],
});
