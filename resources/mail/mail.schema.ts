/** Order mails (SPEC §7 Email templates: POST /email/send/order?type=…) and the outbox the merchant reads. */
import { z } from 'zod';
import { answer, listAnswer } from '../../core/answers';

/** 'active': the order confirmation (SPEC writes ?type=active); 'payment_reminder': the reminder of §4. */
export const ORDER_MAIL_TYPES = ['active', 'payment_reminder'] as const;
export type OrderMailType = (typeof ORDER_MAIL_TYPES)[number];

/** What an outbox mail is about. */
export const MAIL_KINDS = [
  'order_confirmation',
  'payment_reminder',
  'abandoned_checkout',
  'shipping_confirmation',
  'refund_notification',
  'customer_welcome',
  'draft_invoice',
  'test',
] as const;
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

/** Where a mail is: kept in the outbox (no SMTP), queued for sending, sent, or failed (error_code says why). */
export const MAIL_STATUSES = ['kept', 'queued', 'sent', 'failed'] as const;

export const OutboxMail = z.object({
  _id: z.string(),
  id: z.string(),
  shop_id: z.string(),
  order_id: z.string().nullable(),
  to: z.string(),
  kind: z.string(),
  subject: z.string(),
  /** Plain text. */
  body: z.string(),
  /** The HTML part; null for mails written before templates. */
  html: z.string().nullable(),
  /** 'outbox' (kept here, not sent) or 'smtp' (sent through SMTP, copy kept here). */
  transport: z.enum(['outbox', 'smtp']),
  status: z.enum(MAIL_STATUSES),
  /** Why sending failed, as an i18n key under app.mail (never the SMTP server's text). */
  error_code: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;

export const MailAnswer = answer(z.object({ mail: OutboxMail }));
export const OutboxListAnswer = listAnswer('mails', OutboxMail);
export const OutboxMailAnswer = answer(OutboxMail);

/** The answer of every call that sends a mail. */
export type MailSent = z.infer<typeof MailAnswer>['data'];

export type SendOrderMailBody = z.input<typeof SendOrderMailBody>;
