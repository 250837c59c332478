/** Plan and billing: /setting/plan (current plan, days left, choose a plan, export) and /setting/billing (invoices, print view). */
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { defineResource } from '../../src/lib/defineResource';
import { lazyNamed } from '../../src/lib/lazyNamed';

const PlanPage = lazyNamed(() => import('./PlanPage'), 'PlanPage');
const BillingPage = lazyNamed(() => import('./BillingPage'), 'BillingPage');
const InvoicePrint = lazyNamed(() => import('./InvoicePrint'), 'InvoicePrint');

export const billingResource = defineResource({
  name: 'billing',
  crud: {},
  i18n: () => import('./billing.i18n').then((m) => m.billingMessages),
  menu: false,
  routes: [
    {
      path: '/setting/plan',
      component: PlanPage,
      menu: { label: 'resources.billing.plan_menu', group: 'settings', order: 80, icon: CardMembershipIcon },
    },
    {
      path: '/setting/billing',
      component: BillingPage,
      menu: { label: 'resources.billing.billing_menu', group: 'settings', order: 81, icon: ReceiptLongIcon },
    },
    { path: '/setting/billing/:invoiceId', component: InvoicePrint },
  ],
});
