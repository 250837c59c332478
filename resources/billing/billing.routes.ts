/** Plan and billing (ours: SPEC §7 lists no calls for them; §9 leaves plans out). Schemas: billing.contract.ts. */
import { defineRoutes } from '../../core/route';
import type { billingSchemas } from './billing.contract';

export const billingRoutes = defineRoutes<typeof billingSchemas>()('billing', {
  plan: { method: 'GET', path: '/billing/api/{shop}/plan' },
  subscribe: { method: 'POST', path: '/billing/api/{shop}/subscribe' },
  invoices: { method: 'GET', path: '/billing/api/{shop}/invoices' },
  invoice: { method: 'GET', path: '/billing/api/{shop}/invoices/{invoice_id}' },
});
