/**
 * Order mails: the shop's template of the kind (edited or default, in the shop's language)
 * rendered with the order's variables, kept in the outbox and sent by the job queue, and
 * noted in the order's timeline. The order and draft calls, fulfillments and SPEC §7's
 * POST /email/send/order (the mail module) send them.
 */
import type { TemplateSlug } from '../../resources/email/email.schema';
import type { OutboxMail } from '../../resources/mail/mail.schema';
import { formatMoney } from '../../core/money';
import { storeUrl } from '../../core/storeUrl';
import type { GatewayConfig } from '../config';
import type { Database, ShopTable } from '../db/schema';
import { nowIso } from '../lib/ids';
import { deliverMail, type MailDeps } from './mailer';
import { renderMail } from './render';
import { getTemplate } from './templateStore';
import { ruleOf } from './notifications';
import { json } from '../lib/json';
import { orderName } from '../lib/orderName';
import { addEvents } from '../lib/orderEvents';

type OrderTable = Database['orders'];

export type RecoveryBase = Pick<GatewayConfig, 'port' | 'publicBaseUrl'>;

/** The platform's public address: PUBLIC_BASE_URL, else this server (never a *.localhost shop host). */
export const publicBase = (config: RecoveryBase) => config.publicBaseUrl ?? `http://localhost:${config.port}`;

/** The store's address: its public domain, else the platform's with the shop's handle. */
export function shopUrl(shop: Pick<ShopTable, 'public_domain' | 'handle'>, config: RecoveryBase): string {
  return (
    storeUrl({ public_domain: shop.public_domain, private_domain: null }) ??
    `${publicBase(config)}/s/${encodeURIComponent(shop.handle)}`
  );
}

/** Where an abandoned checkout is completed: the store's cart, /checkouts/{id}/recover. */
export function recoveryUrl(
  shop: Pick<ShopTable, 'public_domain' | 'handle'>,
  config: RecoveryBase,
  orderId: string,
): string {
  return `${shopUrl(shop, config)}/checkouts/${orderId}/recover`;
}

export interface OrderMailExtras {
  lines?: { title: string; variant_title: string | null; quantity: number }[];
  tracking?: { number: string | null; company: string | null; url: string | null };
  refundReason?: string | null;
  /** A mail the store sends by itself (not a merchant's click): the notification settings decide. */
  automatic?: boolean;
}

export const moneyIn = (language: string, amount: number, currency: string) =>
  formatMoney(amount, currency, language === 'vi' ? 'vi-VN' : 'en-US');

/** The order mail kinds and the template each comes from (the slug is the kind). */
export type OrderMailKind = Extract<
  TemplateSlug,
  'order_confirmation' | 'payment_reminder' | 'abandoned_checkout' | 'shipping_confirmation' | 'refund_notification'
>;

export async function sendOrderMail(
  deps: MailDeps & { config: GatewayConfig },
  shop: ShopTable,
  order: OrderTable,
  kind: OrderMailKind,
  extras: OrderMailExtras & { automatic: true },
): Promise<OutboxMail | undefined>;
export async function sendOrderMail(
  deps: MailDeps & { config: GatewayConfig },
  shop: ShopTable,
  order: OrderTable,
  kind: OrderMailKind,
  extras?: OrderMailExtras,
): Promise<OutboxMail>;
export async function sendOrderMail(
  deps: MailDeps & { config: GatewayConfig },
  shop: ShopTable,
  order: OrderTable,
  kind: OrderMailKind,
  extras: OrderMailExtras = {},
): Promise<OutboxMail | undefined> {
  const { db, config } = deps;
  const customer = order.customer_id
    ? await db
        .selectFrom('customers')
        .select(['first_name', 'last_name'])
        .where('id', '=', order.customer_id)
        .executeTakeFirst()
    : undefined;
  const vars = {
    shop: { name: shop.name, email: shop.email, url: shopUrl(shop, config) },
    customer: {
      name: customer ? `${customer.first_name} ${customer.last_name}`.trim() : (order.email ?? ''),
      email: order.email ?? '',
    },
    order: {
      name: orderName(order),
      total: moneyIn(shop.language, order.total, order.currency),
      payment_method: order.payment_method,
      lines: extras.lines ?? json<NonNullable<OrderMailExtras['lines']>>(order.items, []),
    },
    recovery_url: recoveryUrl(shop, config, order.id),
    tracking: extras.tracking ?? { number: null, company: null, url: null },
    refund: { reason: extras.refundReason ?? order.refund_reason ?? '' },
  };
  const rule = await ruleOf(db, shop.id, kind);
  if (extras.automatic && !rule.customer) return undefined;
  const rendered = await renderMail(await getTemplate(db, shop, kind), vars, shop.language);
  const mail = await deliverMail(
    deps,
    { ...rendered, shopId: shop.id, orderId: order.id, to: order.email!, kind },
    (trx, sent) => addEvents(trx, shop.id, order.id, [{ type: 'mail_sent', args: { kind, to: sent.to } }], nowIso()),
  );
  // The merchant's copy, when the settings ask for it.
  if (rule.merchant && shop.email)
    await deliverMail(deps, { ...rendered, shopId: shop.id, orderId: order.id, to: shop.email, kind });
  return mail;
}
