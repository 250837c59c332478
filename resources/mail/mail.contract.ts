/** The mail calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { z } from 'zod';
import {
  MailAnswer,
  OutboxListAnswer,
  OutboxListQuery,
  OutboxMailAnswer,
  SendOrderMailBody,
  SendOrderMailQuery,
} from './mail.schema';
import { mailRoutes } from './mail.routes';

export const mailSchemas = {
  sendOrder: {
    query: SendOrderMailQuery,
    body: SendOrderMailBody,
    response: MailAnswer,
    summary: 'Send an order mail: type=active the order confirmation, type=payment_reminder the payment reminder.',
    quirk: 'SPEC §7: the shop is named in the body (shop_id), not in the path; another shop answers 404.',
  },
  outbox: {
    query: OutboxListQuery,
    response: OutboxListAnswer,
    summary: "The shop's sent or kept mails, newest first (ours, not in SPEC §7).",
  },
  outboxGet: {
    params: z.object({ mail_id: z.string().min(1).max(64) }),
    response: OutboxMailAnswer,
    summary: 'One mail of the outbox (ours, not in SPEC §7).',
  },
} satisfies SchemaTable;

export const mailContract = contract(mailRoutes, mailSchemas);
