/**
 * Draft orders (issue 9; SPEC §2 /orders/draft, §7 Order has no draft calls, so these sit
 * beside the order calls under /order/api/{shop}/draft). A private app's
 * orders scope covers them.
 */
import { defineRoutes } from '../../core/route';
import { MailAnswer } from '../mail/mail.schema';
import {
  DraftAnswer,
  DraftBody,
  DraftCompleteBody,
  DraftIdsAnswer,
  DraftIdsBody,
  DraftListAnswer,
  DraftListQuery,
  DraftParams,
  DraftUpdateBody,
} from './draft.schema';
import { OrderAnswer } from './order.schema';

const base = '/order/api/{shop}/draft';

export const draftRoutes = defineRoutes('order_draft', {
  list: {
    method: 'GET',
    path: base,
    query: DraftListQuery,
    response: DraftListAnswer,
    summary: 'Open draft orders (completed ones leave the list): search, sort, paging.',
  },
  get: {
    method: 'GET',
    path: `${base}/{draft_id}`,
    params: DraftParams,
    response: DraftAnswer,
    summary: 'One draft order with its lines, addresses and the pricing the gateway did.',
  },
  create: {
    method: 'POST',
    path: base,
    body: DraftBody,
    response: DraftAnswer,
    status: 201,
    summary:
      'Save a draft order; the gateway prices it (catalogue prices, the single highest discount), totals sent are ignored.',
  },
  update: {
    method: 'PUT',
    path: `${base}/{draft_id}`,
    params: DraftParams,
    body: DraftUpdateBody,
    response: DraftAnswer,
    versioned: true,
    errors: [409],
    summary: 'Save a draft order again (priced again) at the version it was read at.',
  },
  deleteMany: {
    method: 'DELETE',
    path: base,
    body: DraftIdsBody,
    response: DraftIdsAnswer,
    summary: 'Delete draft orders.',
    quirk: 'Like the other SPEC §7 deletes: the ids in the body.',
  },
  complete: {
    method: 'POST',
    path: `${base}/{draft_id}/complete`,
    params: DraftParams,
    body: DraftCompleteBody,
    response: OrderAnswer,
    status: 201,
    errors: [409],
    summary:
      "Turn the draft into an order with the shop's next number, paid or pending; the discount's use is counted.",
  },
  sendInvoice: {
    method: 'POST',
    path: `${base}/{draft_id}/send-invoice`,
    params: DraftParams,
    bodyKind: 'none',
    response: MailAnswer,
    summary: 'Mail the customer an invoice with a link to pay (the draft_invoice template; kept in the outbox).',
  },
});
