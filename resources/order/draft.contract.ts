/** The draft order calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
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
import { draftRoutes } from './draft.routes';

export const draftSchemas = {
  list: {
    query: DraftListQuery,
    response: DraftListAnswer,
    summary: 'Open draft orders (completed ones leave the list): search, sort, paging.',
  },
  get: {
    params: DraftParams,
    response: DraftAnswer,
    summary: 'One draft order with its lines, addresses and the pricing the gateway did.',
  },
  create: {
    body: DraftBody,
    response: DraftAnswer,
    status: 201,
    summary:
      'Save a draft order; the gateway prices it (catalogue prices, the single highest discount), totals sent are ignored.',
  },
  update: {
    params: DraftParams,
    body: DraftUpdateBody,
    response: DraftAnswer,
    errors: [409],
    summary: 'Save a draft order again (priced again) at the version it was read at.',
  },
  deleteMany: {
    body: DraftIdsBody,
    response: DraftIdsAnswer,
    summary: 'Delete draft orders.',
    quirk: 'Like the other SPEC §7 deletes: the ids in the body.',
  },
  complete: {
    params: DraftParams,
    body: DraftCompleteBody,
    response: OrderAnswer,
    status: 201,
    errors: [409],
    summary:
      "Turn the draft into an order with the shop's next number, paid or pending; the discount's use is counted.",
  },
  sendInvoice: {
    params: DraftParams,
    response: MailAnswer,
    summary: 'Mail the customer an invoice with a link to pay (the draft_invoice template; kept in the outbox).',
  },
} satisfies SchemaTable;

export const draftContract = contract(draftRoutes, draftSchemas);
