/**
 * Where mails go: through SMTP when SMTP_URL is set (a copy kept in the outbox), otherwise
 * only into the outbox, so nothing leaves a demo. The merchant reads the outbox.
 */
import type { OutboxMail } from '../../resources/mail/mail.schema';
import type { GatewayConfig } from '../config';
import type { Db } from '../db';
import type { OutboxTable } from '../db/schema';
import { GatewayError } from '../lib/errors';
import { newId, nowIso } from '../lib/ids';
import { sendSmtp } from './smtp';

export interface MailInput {
  shopId: string;
  orderId: string | null;
  to: string;
  kind: string;
  subject: string;
  body: string;
  from?: string;
}

export type OutboxRow = Omit<OutboxTable, 'order_id' | 'transport'> & { order_id: string | null; transport: string };

export const toOutboxMail = (row: OutboxRow): OutboxMail => ({
  _id: row.id, id: row.id, shop_id: row.shop_id ?? '', order_id: row.order_id, to: row.to_email, kind: row.kind,
  subject: row.subject, body: row.body, transport: row.transport === 'smtp' ? 'smtp' : 'outbox', created_at: row.created_at,
});

/**
 * Sends (or keeps) one mail. SMTP talks before any transaction opens (a slow mail server
 * must not hold the database); then the outbox row and `also` (a timeline entry) are
 * written together.
 */
export async function deliverMail(
  db: Db, config: Pick<GatewayConfig, 'smtpUrl' | 'mailFrom'>, mail: MailInput,
  also?: (trx: Db, mail: OutboxMail) => Promise<void>,
): Promise<OutboxMail> {
  let transport = 'outbox';
  if (config.smtpUrl) {
    try {
      await sendSmtp(config.smtpUrl, {
        from: mail.from ?? config.mailFrom ?? 'no-reply@localhost', to: mail.to, subject: mail.subject, text: mail.body,
      });
    } catch (error) {
      throw new GatewayError(502, `Mail could not be sent: ${error instanceof Error ? error.message : String(error)}`, { code: 'mail.failed' });
    }
    transport = 'smtp';
  }
  const row: OutboxRow = {
    id: newId(), user_id: null, shop_id: mail.shopId, order_id: mail.orderId, to_email: mail.to, kind: mail.kind,
    subject: mail.subject.slice(0, 300), body: mail.body, created_at: nowIso(), transport,
  };
  const answer = toOutboxMail(row);
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('outbox').values(row).execute();
    if (also) await also(trx, answer);
  });
  return answer;
}
