/**
 * SPEC §7 Email templates: POST /email/send/order?type=… sends an order mail. The outbox
 * routes are ours (not in SPEC §7): without SMTP nothing leaves a demo, and the merchant
 * reads here what would have been sent.
 */
import { defineRoutes } from '../../core/route';
import { z } from 'zod';
import {
  MailAnswer,
  OutboxListAnswer,
  OutboxListQuery,
  OutboxMailAnswer,
  SendOrderMailBody,
  SendOrderMailQuery,
} from './mail.schema';

export const mailRoutes = defineRoutes('mail', {
  sendOrder: {
    method: 'POST',
    path: '/email/send/order',
    query: SendOrderMailQuery,
    body: SendOrderMailBody,
    addShopId: true,
    response: MailAnswer,
    summary: 'Send an order mail: type=active the order confirmation, type=payment_reminder the payment reminder.',
    quirk: 'SPEC §7: the shop is named in the body (shop_id), not in the path; another shop answers 404.',
  },
  outbox: {
    method: 'GET',
    path: '/mail/api/{shop}/outbox',
    query: OutboxListQuery,
    response: OutboxListAnswer,
    summary: "The shop's sent or kept mails, newest first (ours, not in SPEC §7).",
  },
  outboxGet: {
    method: 'GET',
    path: '/mail/api/{shop}/outbox/{mail_id}',
    params: z.object({ mail_id: z.string().min(1).max(64) }),
    response: OutboxMailAnswer,
    summary: 'One mail of the outbox (ours, not in SPEC §7).',
  },
});
