/**
 * Order mails (SPEC §7 POST /email/send/order?type=…, the shop and order in the body) and
 * the outbox the merchant reads (ours), through the `mails` declaration.
 */
import type { HttpError } from 'ra-core';
import { expect } from 'vitest';
import { mailRoutes } from '../../resources/mail/mail.routes';
import { callCase, SHOP_ID, type ContractCase } from './contractCase';

const mail = {
  _id: 'm1',
  id: 'm1',
  shop_id: SHOP_ID,
  order_id: 'o1',
  to: 'lan@example.com',
  kind: 'payment_reminder',
  subject: 'A reminder about order #BT1001-X',
  body: 'Your order is waiting for payment.',
  html: '<p>Your order is waiting for payment.</p>',
  transport: 'outbox',
  status: 'kept',
  error_code: null,
  created_at: '2026-01-30T10:00:00.000Z',
};

export const mailCases: ContractCase[] = [
  callCase({
    route: mailRoutes.sendOrder,
    args: { query: { type: 'payment_reminder' }, body: { shop_id: SHOP_ID, order_id: 'o1' } },
    request: {
      method: 'POST',
      path: '/email/send/order',
      query: { type: 'payment_reminder' },
      body: { shop_id: SHOP_ID, order_id: 'o1' },
    },
    reply: { data: { mail } },
    what: 'reads data.mail',
  }),
  {
    route: mailRoutes.sendOrder,
    variant: 'a paid order',
    act: ({ dataProvider }) =>
      dataProvider
        .call(mailRoutes.sendOrder, {
          query: { type: 'payment_reminder' },
          body: { order_id: 'o2' },
        })
        .catch((error: unknown) => error),
    request: {
      method: 'POST',
      path: '/email/send/order',
      query: { type: 'payment_reminder' },
      body: { shop_id: SHOP_ID, order_id: 'o2' },
    },
    reply: {
      status: 400,
      json: { statusCode: 400, error: 'Bad Request', message: 'Already paid', code: 'order.already_paid' },
    },
    reads: {
      what: 'rejects with app.order.already_paid',
      check: (r) => expect((r as HttpError).message).toBe('app.order.already_paid'),
    },
  },
  {
    route: mailRoutes.outbox,
    act: ({ dataProvider }) =>
      dataProvider.getList('mails', {
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { order_id: 'o1', kind: '' },
      }),
    request: { method: 'GET', path: `/mail/api/${SHOP_ID}/outbox`, query: { page: '1', limit: '20', order_id: 'o1' } },
    reply: { json: { data: { mails: [mail], total: 1, page: 1, limit: 20 } } },
    reads: { what: 'reads data.mails and data.total', check: (r) => expect(r).toEqual({ data: [mail], total: 1 }) },
  },
  {
    route: mailRoutes.outboxGet,
    act: ({ dataProvider }) => dataProvider.getOne('mails', { id: 'm1' }),
    request: { method: 'GET', path: `/mail/api/${SHOP_ID}/outbox/m1` },
    reply: { json: { data: mail } },
    reads: { what: 'reads data as the mail', check: (r) => expect(r).toEqual({ data: mail }) },
  },
];
