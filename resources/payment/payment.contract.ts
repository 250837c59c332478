/** The payment calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
import {
  PaymentAnswer,
  PaymentCreateBody,
  PaymentDeletedAnswer,
  PaymentListAnswer,
  PaymentListQuery,
  PaymentPositionBody,
  PaymentToggleBody,
  PaymentUpdateBody,
} from './payment.schema';
import { paymentRoutes } from './payment.routes';

const PaymentId = z.object({ payment_id: z.string().min(1).max(64) });

export const paymentSchemas = {
  list: {
    query: PaymentListQuery,
    response: PaymentListAnswer,
    summary: "The shop's payment methods (type, page, limit), PayPal accounts by position; secrets masked.",
  },
  create: {
    body: PaymentCreateBody,
    response: PaymentAnswer,
    status: 201,
    summary:
      'Add a card provider or a PayPal account, or activate cash on delivery / bank transfer for the first time.',
    quirk:
      'SPEC §4: cash on delivery and bank transfer are created on first activation (this call), then toggled (PUT without an id).',
  },
  toggle: {
    body: PaymentToggleBody,
    response: PaymentAnswer,
    summary:
      "Turn cash on delivery or bank transfer on or off; 400 'not yet enabled' (payment.not_enabled) before its first activation.",
  },
  update: {
    params: PaymentId,
    body: PaymentUpdateBody,
    response: PaymentAnswer,
    errors: [409],
    summary: 'Update one payment method; a secret is replaced only when a new one is sent (the mask keeps it).',
  },
  delete: {
    params: PaymentId,
    response: PaymentDeletedAnswer,
    summary: 'Remove one payment method.',
  },
  position: {
    body: PaymentPositionBody,
    response: PaymentListAnswer,
    summary: 'Order the PayPal accounts: their ids in the new order; answers the list.',
  },
} satisfies SchemaTable;

export const paymentContract = contract(paymentRoutes, paymentSchemas);
