/** SPEC §7 Payment calls, paths exactly as written there. */
import { z } from 'zod';
import { defineRoutes } from '../../core/route';
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

const PaymentId = z.object({ payment_id: z.string().min(1).max(64) });

export const paymentRoutes = defineRoutes('payment', {
  list: {
    method: 'GET',
    path: '/payment/api/{shop}',
    query: PaymentListQuery,
    response: PaymentListAnswer,
    summary: "The shop's payment methods (type, page, limit), PayPal accounts by position; secrets masked.",
  },
  create: {
    method: 'POST',
    path: '/payment/api/{shop}',
    body: PaymentCreateBody,
    response: PaymentAnswer,
    status: 201,
    addShopId: true,
    summary:
      'Add a card provider or a PayPal account, or activate cash on delivery / bank transfer for the first time.',
    quirk:
      'SPEC §4: cash on delivery and bank transfer are created on first activation (this call), then toggled (PUT without an id).',
  },
  toggle: {
    method: 'PUT',
    path: '/payment/api/{shop}',
    body: PaymentToggleBody,
    response: PaymentAnswer,
    summary:
      "Turn cash on delivery or bank transfer on or off; 400 'not yet enabled' (payment.not_enabled) before its first activation.",
  },
  update: {
    method: 'PUT',
    path: '/payment/api/{shop}/{payment_id}',
    params: PaymentId,
    body: PaymentUpdateBody,
    response: PaymentAnswer,
    versioned: true,
    errors: [409],
    summary: 'Update one payment method; a secret is replaced only when a new one is sent (the mask keeps it).',
  },
  delete: {
    method: 'DELETE',
    path: '/payment/api/{shop}/{payment_id}',
    params: PaymentId,
    bodyKind: 'none',
    response: PaymentDeletedAnswer,
    summary: 'Remove one payment method.',
  },
  position: {
    method: 'PUT',
    path: '/payment/api/{shop}/position',
    body: PaymentPositionBody,
    response: PaymentListAnswer,
    summary: 'Order the PayPal accounts: their ids in the new order; answers the list.',
  },
});
