/**
 * Where mails go. Every mail is written to the outbox (the merchant reads it at
 * /setting/notifications/outbox). Without SMTP_URL it stays there ('kept': nothing leaves a
 * demo); with it, a SEND-MAIL job sends it through the pooled transport, outside the HTTP
 * request, and marks it 'sent' or 'failed' (with a code the screen translates, never the
 * server's text). A restart never loses a queued mail: the job is durable.
 */
import type { Selectable } from 'kysely';
import type { OutboxMail } from '../../resources/mail/mail.schema';
import type { GatewayConfig } from '../config';
import type { Db } from '../db';
import type { OutboxTable } from '../db/schema';
import { PermanentJobError, type JobHandler, type JobQueue } from '../jobs/queue';
import { newId, nowIso } from '../lib/ids';
import type { RenderedMail } from './render';
import { bareAddress, sendSmtp } from './transport';

export const SEND_MAIL = 'SEND-MAIL';
/** The shop id of the platform's own jobs (account mails belong to no shop). */
export const PLATFORM_SHOP = '';
/** The sender's name on the platform's own mails (sign-up, password, e-mail change). */
export const PLATFORM_NAME = 'Shop back office';

export interface MailDeps {
  db: Db;
  config: GatewayConfig;
  queue: JobQueue;
}

export interface MailInput extends RenderedMail {
  shopId: string;
  orderId: string | null;
  to: string;
  kind: string;
  /** Who asked (a merchant), or 'system'. */
  userId?: string;
}

export const toOutboxMail = (row: Selectable<OutboxTable>): OutboxMail => ({
  _id: row.id,
  id: row.id,
  shop_id: row.shop_id ?? '',
  order_id: row.order_id ?? null,
  to: row.to_email,
  kind: row.kind,
  subject: row.subject,
  body: row.body,
  html: row.html ?? null,
  transport: row.transport === 'smtp' ? 'smtp' : 'outbox',
  status: (['kept', 'queued', 'sent', 'failed'] as const).find((s) => s === row.status) ?? 'kept',
  error_code: row.error_code ?? null,
  created_at: row.created_at,
});

/**
 * Keeps one mail in the outbox and, with SMTP, queues its sending. `also` (a timeline
 * entry) is written in the same transaction as the outbox row.
 */
export async function deliverMail(
  deps: MailDeps,
  mail: MailInput,
  also?: (trx: Db, mail: OutboxMail) => Promise<void>,
): Promise<OutboxMail> {
  const smtp = Boolean(deps.config.smtpUrl);
  const row: Selectable<OutboxTable> = {
    id: newId(),
    user_id: mail.userId && mail.userId !== 'system' ? mail.userId : null,
    shop_id: mail.shopId,
    order_id: mail.orderId,
    to_email: mail.to,
    kind: mail.kind,
    subject: mail.subject.slice(0, 300),
    body: mail.text,
    html: mail.html,
    created_at: nowIso(),
    transport: smtp ? 'smtp' : 'outbox',
    status: smtp ? 'queued' : 'kept',
    error_code: null,
  };
  const answer = toOutboxMail(row);
  await deps.db.transaction().execute(async (trx) => {
    await trx.insertInto('outbox').values(row).execute();
    if (also) await also(trx, answer);
  });
  if (smtp) await deps.queue.publish(SEND_MAIL, mail.shopId, mail.userId ?? 'system', { mail_id: row.id });
  return answer;
}

/** An SMTP answer that retrying cannot mend (5xx: unknown recipient, refused sender). */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500;
};

/** The SEND-MAIL worker: sends one outbox mail; idempotent (a sent mail is not sent again). */
export function sendMailJob(deps: MailDeps): JobHandler {
  return async (job) => {
    const { db, config } = deps;
    const id = String(job.payload.mail_id ?? '');
    const platform = job.shop_id === PLATFORM_SHOP;
    const row = await db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', id)
      .where((eb) => (platform ? eb('shop_id', 'is', null) : eb('shop_id', '=', job.shop_id)))
      .executeTakeFirst();
    if (!row) throw new PermanentJobError('The mail is gone');
    if (row.status === 'sent') return { sent: true, again: false };
    const shop = platform
      ? { name: PLATFORM_NAME, email: config.mailFrom ? bareAddress(config.mailFrom) : 'no-reply@localhost' }
      : await db.selectFrom('shops').select(['name', 'email']).where('id', '=', job.shop_id).executeTakeFirst();
    if (!shop || !config.smtpUrl) throw new PermanentJobError('No shop or no SMTP');
    try {
      await sendSmtp(config.smtpUrl, config.mailFrom, {
        shopName: shop.name,
        shopEmail: shop.email,
        to: row.to_email,
        subject: row.subject,
        html: row.html ?? '',
        text: row.body,
      });
    } catch (error) {
      const final = permanent(error) || job.attempts >= deps.queue.maxAttempts;
      if (final) {
        await db
          .updateTable('outbox')
          .set({ status: 'failed', error_code: permanent(error) ? 'rejected' : 'failed' })
          .where('id', '=', id)
          .execute();
        throw new PermanentJobError(error instanceof Error ? error.message : String(error));
      }
      throw error;
    }
    await db.updateTable('outbox').set({ status: 'sent', error_code: null }).where('id', '=', id).execute();
    return { sent: true };
  };
}
