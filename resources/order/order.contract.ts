/** The order calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { MailAnswer } from '../mail/mail.schema';
import { AnalysisAnswer, AnalysisParams, AnalysisRequestBody } from './order.analysis.schema';
import {
  OrderAnswer,
  OrderCreateBody,
  OrderIdsAnswer,
  OrderIdsBody,
  OrderListAnswer,
  OrderListQuery,
  OrderParams,
  OrderStatusAnswer,
  OrderStatusQuery,
  OrderTagsAnswer,
  OrderTagsQuery,
  OrderUpdateBody,
} from './order.schema';
import { orderRoutes } from './order.routes';

export const orderSchemas = {
  list: {
    query: OrderListQuery,
    response: OrderListAnswer,
    summary:
      'Orders (or abandoned checkouts with abandoned=true): search, status, payment status, dates, tag, sort, paging.',
  },
  get: {
    params: OrderParams,
    response: OrderAnswer,
    summary: 'One order with items, totals, customer, addresses, fulfillments and timeline.',
  },
  create: {
    body: OrderCreateBody,
    response: OrderAnswer,
    status: 201,
    summary: 'Create an order (or a draft for a customer); numbered from 1001 per shop.',
    quirk: "SPEC §7 Order: the client adds the shop's prefix and suffix to the body.",
  },
  update: {
    params: OrderParams,
    body: OrderUpdateBody,
    response: OrderAnswer,
    errors: [409],
    summary: 'Update note, tags, addresses, status or payment status; a refund needs refund_reason.',
  },
  updateStatus: {
    query: OrderStatusQuery,
    body: OrderIdsBody,
    response: OrderStatusAnswer,
    summary: 'Set the status and/or payment status of chosen orders.',
    quirk: 'SPEC §7 Order: PUT /status with params (the new values) and a body (the ids).',
  },
  deleteMany: {
    body: OrderIdsBody,
    response: OrderIdsAnswer,
    summary: 'Delete orders; a paid order still processing or in fulfillment cannot be deleted.',
    quirk: 'SPEC §7: DELETE on the base path with the ids in the body.',
  },
  tags: {
    query: OrderTagsQuery,
    response: OrderTagsAnswer,
    summary: "The shop's order tags, for suggestions.",
  },
  analysis: {
    query: AnalysisParams,
    body: AnalysisRequestBody,
    response: AnalysisAnswer,
    summary:
      'Sales, orders, average order value, items and average items per hour, day, week or month, against the previous period of equal length; orders per traffic source.',
    quirk: 'SPEC §7 Order: POST /analysis with params (range, interval) and a body (metrics).',
  },
  sendAbandonedMail: {
    params: OrderParams,
    response: MailAnswer,
    summary: 'Send the abandoned-checkout recovery mail (SMTP when configured, otherwise the outbox).',
    quirk:
      'SPEC §7 writes this path without its leading slash: order/api/{shop}/send-mail-abandoned/{order_id}/abandoned_checkouts.',
  },
} satisfies SchemaTable;

export const orderContract = contract(orderRoutes, orderSchemas);
