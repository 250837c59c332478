/** Order mails (SPEC §7 Email templates: POST /email/send/order?type=…) and the outbox the merchant reads. */
import { z } from 'zod';

/** 'active': the order confirmation (SPEC writes ?type=active); 'payment_reminder': the reminder of §4. */
export const ORDER_MAIL_TYPES = ['active', 'payment_reminder'] as const;
export type OrderMailType = (typeof ORDER_MAIL_TYPES)[number];

/** What an outbox mail is about. */
export const MAIL_KINDS = ['order_confirmation', 'payment_reminder', 'abandoned_checkout', 'shipping_confirmation'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const SendOrderMailQuery = z.object({ type: z.enum(ORDER_MAIL_TYPES).default('active') });
export const SendOrderMailBody = z.object({
  shop_id: z.string().min(1, 'app.validation.required').max(64),
  order_id: z.string().min(1, 'app.validation.required').max(64),
});

export const OutboxListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  kind: z.string().max(60).optional(),
  order_id: z.string().max(64).optional(),
});

export interface OutboxMail {
  _id: string;
  id: string;
  shop_id: string;
  order_id: string | null;
  to: string;
  kind: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** 'outbox' (kept here, not sent) or 'smtp' (sent, copy kept here). */
  transport: 'outbox' | 'smtp';
  created_at: string;
}

/** The answer of every call that sends a mail. */
export interface MailSent {
  mail: OutboxMail;
}

export type SendOrderMailBody = z.input<typeof SendOrderMailBody>;
