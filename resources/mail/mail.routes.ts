/**
 * SPEC §7 Email templates: POST /email/send/order?type=… sends an order mail. The outbox
 * routes are ours (not in SPEC §7): without SMTP nothing leaves a demo, and the merchant
 * reads here what would have been sent.
 * Schemas: mail.contract.ts.
 */
import { defineRoutes } from '../../core/route';
import type { mailSchemas } from './mail.contract';

export const mailRoutes = defineRoutes<typeof mailSchemas>()('mail', {
  sendOrder: { method: 'POST', path: '/email/send/order', addShopId: true },
  outbox: { method: 'GET', path: '/mail/api/{shop}/outbox' },
  outboxGet: { method: 'GET', path: '/mail/api/{shop}/outbox/{mail_id}' },
});
