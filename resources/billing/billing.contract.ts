/** The billing calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
import {
  InvoiceAnswer,
  InvoiceListAnswer,
  InvoiceListQuery,
  PlanStateAnswer,
  SubscribeAnswer,
  SubscribeBody,
} from './billing.schema';
import { billingRoutes } from './billing.routes';

export const billingSchemas = {
  plan: {
    response: PlanStateAnswer,
    summary: "The shop's plan, expiry and the plans on offer.",
  },
  subscribe: {
    body: SubscribeBody,
    response: SubscribeAnswer,
    status: 201,
    errors: [402],
    summary: 'Buy a plan through the payment provider (a sandbox by default): extends expired_at, writes an invoice.',
  },
  invoices: {
    query: InvoiceListQuery,
    response: InvoiceListAnswer,
    summary: "The shop's invoices, newest first.",
  },
  invoice: {
    params: z.object({ invoice_id: z.string().min(1).max(64) }),
    response: InvoiceAnswer,
    summary: 'One invoice (the print view).',
  },
} satisfies SchemaTable;

export const billingContract = contract(billingRoutes, billingSchemas);
