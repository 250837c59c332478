/** Plan and billing (ours: SPEC §7 lists no calls for them; §9 leaves plans out). */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
import {
  InvoiceAnswer,
  InvoiceListAnswer,
  InvoiceListQuery,
  PlanStateAnswer,
  SubscribeAnswer,
  SubscribeBody,
} from './billing.schema';

export const billingRoutes = defineRoutes('billing', {
  plan: {
    method: 'GET',
    path: '/billing/api/{shop}/plan',
    response: PlanStateAnswer,
    summary: "The shop's plan, expiry and the plans on offer.",
  },
  subscribe: {
    method: 'POST',
    path: '/billing/api/{shop}/subscribe',
    body: SubscribeBody,
    response: SubscribeAnswer,
    status: 201,
    errors: [402],
    summary: 'Buy a plan through the payment provider (a sandbox by default): extends expired_at, writes an invoice.',
  },
  invoices: {
    method: 'GET',
    path: '/billing/api/{shop}/invoices',
    query: InvoiceListQuery,
    response: InvoiceListAnswer,
    summary: "The shop's invoices, newest first.",
  },
  invoice: {
    method: 'GET',
    path: '/billing/api/{shop}/invoices/{invoice_id}',
    params: z.object({ invoice_id: z.string().min(1).max(64) }),
    response: InvoiceAnswer,
    summary: 'One invoice (the print view).',
  },
});
