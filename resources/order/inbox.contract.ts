/** The order inbox's contract: schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { OrderIdsBody, OrderStatusQuery } from './order.schema';
import { InboxAnswer, InboxQuery, InboxStatusAnswer } from './inbox.schema';
import { inboxRoutes } from './inbox.routes';

export const inboxSchemas = {
  list: {
    query: InboxQuery,
    response: InboxAnswer,
    summary:
      "Ours, not SPEC §7: one order inbox over the signed-in merchant's shops (or one of them, shop_id): the order list's search, status, payment status, dates and sorts, each order with its shop's name, paged on the server; counts per status tab from the status counters.",
  },
  updateStatus: {
    query: OrderStatusQuery,
    body: OrderIdsBody,
    response: InboxStatusAnswer,
    summary:
      "Ours, not SPEC §7: set the status and/or payment status of chosen orders of several of the merchant's shops, each in its own shop with the single-shop bulk status rules; an id that is not an order of the merchant's answers 404 and nothing changes.",
  },
} satisfies SchemaTable;

export const inboxContract = contract(inboxRoutes, inboxSchemas);
