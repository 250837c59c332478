/** Order mails: the words in the shop's language, delivered (SMTP or outbox), noted in the order's timeline. */
import type { MailKind, OutboxMail } from '../../../resources/mail/mail.schema';
import { storeUrl } from '../../../core/storeUrl';
import type { GatewayConfig } from '../../config';
import type { Db } from '../../db';
import type { OrderTable, ShopTable } from '../../db/schema';
import { nowIso } from '../../lib/ids';
import { deliverMail } from '../../mail/mailer';
import { orderMail, type OrderMailFacts } from '../../mail/templates';
import { type StoredLine } from './order.rows';
import { json } from '../../lib/json';
import { orderName } from '../../lib/orderName';
import { addEvents } from './order.write';

/** Where an abandoned checkout is completed: the store's address (public domain first), /checkouts/{id}/recover. */
export function recoveryUrl(shop: Pick<ShopTable, 'public_domain' | 'handle'>, port: number, orderId: string): string {
  const base = storeUrl({ public_domain: shop.public_domain, private_domain: null })
    ?? `http://${shop.handle}.localhost:${port}`;
  return `${base}/checkouts/${orderId}/recover`;
}

export interface OrderMailExtras {
  lines?: OrderMailFacts['lines'];
  tracking?: OrderMailFacts['tracking'];
}

export async function sendOrderMail(
  db: Db, config: GatewayConfig, shop: ShopTable, order: OrderTable, kind: MailKind, extras: OrderMailExtras = {},
): Promise<OutboxMail> {
  const customer = order.customer_id
    ? await db.selectFrom('customers').select(['first_name', 'last_name']).where('id', '=', order.customer_id).executeTakeFirst()
    : undefined;
  const facts: OrderMailFacts = {
    shopName: shop.name, language: shop.language, orderName: orderName(order),
    customerName: customer ? `${customer.first_name} ${customer.last_name}`.trim() : order.email ?? '',
    total: order.total, currency: order.currency, lines: extras.lines ?? json<StoredLine[]>(order.items, []),
    recoveryUrl: recoveryUrl(shop, config.port, order.id), tracking: extras.tracking, paymentMethod: order.payment_method,
  };
  const { subject, body } = orderMail(kind, facts);
  return deliverMail(db, config, {
    shopId: shop.id, orderId: order.id, to: order.email!, kind, subject, body, from: config.mailFrom ?? `${shop.name} <${shop.email}>`,
  }, (trx, mail) => addEvents(trx, shop.id, order.id, [{ type: 'mail_sent', args: { kind, to: mail.to } }], nowIso()));
}
