/**
 * The draft order's invoice mail: the shop's draft_invoice template (edited or default, in
 * the shop's language) with the lines, the total and the link to pay, kept in the outbox
 * (and sent by the SEND-MAIL job when SMTP is configured).
 */
import type { OutboxMail } from '../../../resources/mail/mail.schema';
import type { GatewayConfig } from '../../config';
import type { ShopTable } from '../../db/schema';
import { json } from '../../lib/json';
import { deliverMail, type MailDeps } from '../../mail/mailer';
import { renderMail } from '../../mail/render';
import { getTemplate } from '../../mail/templateStore';
import type { Draft } from '../../../resources/order/draft.schema';
import { draftName, type DraftRow } from './draft.rows';
import { moneyIn, shopUrl, type RecoveryBase } from '../../mail/orderMail';

/** Where the customer pays the draft: the store's /invoices/{draft id}. */
export const invoiceUrl = (shop: Pick<ShopTable, 'public_domain' | 'handle'>, config: RecoveryBase, draftId: string) =>
  `${shopUrl(shop, config)}/invoices/${encodeURIComponent(draftId)}`;

export async function sendDraftInvoice(
  deps: MailDeps & { config: GatewayConfig },
  shop: ShopTable,
  row: DraftRow,
  userId: string,
): Promise<OutboxMail> {
  const { db, config } = deps;
  const customer = row.customer_id
    ? await db
        .selectFrom('customers')
        .select(['first_name', 'last_name'])
        .where('id', '=', row.customer_id)
        .executeTakeFirst()
    : undefined;
  const vars = {
    shop: { name: shop.name, email: shop.email, url: shopUrl(shop, config) },
    customer: {
      name: customer ? `${customer.first_name} ${customer.last_name}`.trim() : (row.email ?? ''),
      email: row.email ?? '',
    },
    order: {
      name: draftName(Number(row.number)),
      total: moneyIn(shop.language, Number(row.total), row.currency),
      payment_method: row.payment_method,
      lines: json<Draft['items']>(row.items, []),
    },
    invoice_url: invoiceUrl(shop, config, row.id),
  };
  const rendered = await renderMail(await getTemplate(db, shop, 'draft_invoice'), vars, shop.language);
  return deliverMail(deps, {
    ...rendered,
    shopId: shop.id,
    orderId: null,
    to: row.email!,
    kind: 'draft_invoice',
    userId,
  });
}
