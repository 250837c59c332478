/** Plan and billing (ours): the plan state, buying a plan, the invoices and one invoice. */
import { callCase, SHOP_ID, type ContractCase } from './contractCase';
import { billingRoutes } from '../../resources/billing/billing.routes';

const base = `/billing/api/${SHOP_ID}`;
const invoice = {
  _id: 'i1',
  id: 'i1',
  shop_id: SHOP_ID,
  number: 'INV-MAPLE-0001',
  plan: 'pro_monthly',
  amount: 49,
  currency: 'USD',
  period_start: '2026-11-23T10:00:00.000Z',
  period_end: '2026-12-23T10:00:00.000Z',
  status: 'paid',
  provider: 'sandbox',
  reference: 'sandbox_1',
  shop_name: 'Maple & Co',
  created_at: '2026-11-23T10:00:00.000Z',
};

export const billingCases: ContractCase[] = [
  callCase({
    route: billingRoutes.plan,
    args: {},
    request: { method: 'GET', path: `${base}/plan` },
    reply: {
      data: {
        plan: null,
        expired_at: '2026-12-01T00:00:00.000Z',
        deleted: false,
        delete_at: null,
        plans: [{ id: 'basic_monthly', tier: 'basic', months: 1, price: 19, currency: 'USD' }],
      },
    },
    what: 'reads data',
  }),
  callCase({
    route: billingRoutes.subscribe,
    args: { body: { plan: 'pro_monthly' } },
    request: { method: 'POST', path: `${base}/subscribe`, body: { plan: 'pro_monthly' } },
    reply: { data: { invoice, expired_at: invoice.period_end } },
    status: 201,
    what: 'reads data.invoice and data.expired_at',
  }),
  callCase({
    route: billingRoutes.invoices,
    args: { query: { page: 1, limit: 25 } },
    request: { method: 'GET', path: `${base}/invoices`, query: { page: '1', limit: '25' } },
    reply: { data: { invoices: [invoice], total: 1, page: 1, limit: 25 } },
    what: 'reads data.invoices',
  }),
  callCase({
    route: billingRoutes.invoice,
    args: { params: { invoice_id: 'i1' } },
    request: { method: 'GET', path: `${base}/invoices/i1` },
    reply: { data: invoice },
    what: 'reads data as the invoice',
  }),
];
