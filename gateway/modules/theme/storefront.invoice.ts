/**
 * The draft order's invoice page (`/invoices/<draft id>` on the store's host): where the
 * invoice mail's "pay" link lands the customer. The store has no online checkout, so the page
 * shows what the invoice asks for (lines, discount, shipping and other charges, tax, total),
 * the payment method the merchant chose and how to reach the shop; a completed draft says it
 * is paid and names the order. It names no address or customer detail: the link is all that
 * guards it (the draft id carries 64 random bits). Plain HTML in the shop's language, no script.
 */
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db';
import type { ShopTable } from '../../db/schema';
import { json } from '../../lib/json';
import { orderNameOf } from '../../lib/orderName';
import { formatMoney } from '../../../core/money';
import { escapeHtml } from './storefront.html';

export const INVOICE_PATH = /^\/invoices\/([A-Za-z0-9_-]{1,64})\/?$/;

interface Line {
  title: string;
  variant_title: string | null;
  price: number;
  quantity: number;
  total: number;
}
interface Adjustment {
  kind: string;
  title: string;
  amount: number;
}

type Key =
  | 'title'
  | 'item'
  | 'quantity'
  | 'price'
  | 'total'
  | 'subtotal'
  | 'discount'
  | 'shipping'
  | 'paid'
  | 'open'
  | 'payment'
  | 'contact'
  | 'cod'
  | 'bank_transfer'
  | 'card'
  | 'paypal';

const TEXT: Record<'en' | 'vi', Record<Key, string>> = {
  en: {
    title: 'Invoice',
    item: 'Item',
    quantity: 'Quantity',
    price: 'Price',
    total: 'Total',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    paid: 'This invoice is paid: it is order %{order}. Thank you!',
    open: 'Awaiting payment.',
    payment: 'Payment method',
    contact: 'Questions about this invoice? Write to %{email}.',
    cod: 'Cash on delivery',
    bank_transfer: 'Bank transfer',
    card: 'Card',
    paypal: 'PayPal',
  },
  vi: {
    title: 'Hóa đơn',
    item: 'Sản phẩm',
    quantity: 'Số lượng',
    price: 'Giá',
    total: 'Tổng cộng',
    subtotal: 'Tạm tính',
    discount: 'Giảm giá',
    shipping: 'Phí vận chuyển',
    paid: 'Hóa đơn này đã được thanh toán: đơn hàng %{order}. Cảm ơn bạn!',
    open: 'Đang chờ thanh toán.',
    payment: 'Phương thức thanh toán',
    contact: 'Có câu hỏi về hóa đơn này? Hãy viết cho %{email}.',
    cod: 'Thanh toán khi nhận hàng',
    bank_transfer: 'Chuyển khoản ngân hàng',
    card: 'Thẻ',
    paypal: 'PayPal',
  },
};

const fill = (text: string, args: Record<string, string>) =>
  text.replace(/%\{(\w+)\}/g, (_, name: string) => escapeHtml(args[name] ?? ''));

/** Answers the invoice page of one of the shop's drafts; an unknown id is the store's 404. */
export async function serveInvoice(db: Db, reply: FastifyReply, shop: ShopTable, draftId: string) {
  const draft = await db
    .selectFrom('draft_orders')
    .select(['number', 'items', 'pricing', 'subtotal', 'discount', 'shipping', 'total', 'currency', 'payment_method'])
    .select('order_id')
    .where('shop_id', '=', shop.id)
    .where('id', '=', draftId)
    .executeTakeFirst();
  if (!draft) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
  const orderName = await orderNameOf(db, shop.id, draft.order_id);
  const language = shop.language === 'vi' ? 'vi' : 'en';
  const t = TEXT[language];
  const money = (n: number) =>
    escapeHtml(formatMoney(Number(n), draft.currency, language === 'vi' ? 'vi-VN' : 'en-US'));
  const lines = json<Line[]>(draft.items, []);
  const adjustments = json<{ adjustments?: Adjustment[] }>(draft.pricing, {}).adjustments ?? [];
  const charges = adjustments.length
    ? adjustments.map((a) => [escapeHtml(a.title), money(a.amount)])
    : Number(draft.shipping)
      ? [[t.shipping, money(draft.shipping)]]
      : [];
  const rows = lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.title)}${l.variant_title ? ` – ${escapeHtml(l.variant_title)}` : ''}</td>` +
        `<td>${l.quantity}</td><td>${money(l.price)}</td><td>${money(l.total)}</td></tr>`,
    )
    .join('');
  const sums = [
    [t.subtotal, money(draft.subtotal)],
    ...(Number(draft.discount) ? [[t.discount, `−${money(draft.discount)}`]] : []),
    ...charges,
  ]
    .map(([label, amount]) => `<tr><th scope="row" colspan="3">${label}</th><td>${amount}</td></tr>`)
    .join('');
  const status = draft.order_id ? fill(t.paid, { order: orderName ?? '' }) : escapeHtml(t.open);
  const method = t[draft.payment_method as Key] ?? draft.payment_method;
  const name = `#D${Number(draft.number)}`;
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t.title)} ${name} – ${escapeHtml(shop.name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
table{width:100%;border-collapse:collapse}td,th{padding:.4rem;border-bottom:1px solid #ddd;text-align:left}
td:nth-child(n+2){text-align:right}tfoot th{text-align:right;font-weight:normal}.total th,.total td{font-weight:bold}</style>
</head><body><main>
<p>${escapeHtml(shop.name)}</p>
<h1>${escapeHtml(t.title)} ${name}</h1>
<p role="status">${status}</p>
<table><thead><tr><th scope="col">${t.item}</th><th scope="col">${t.quantity}</th><th scope="col">${t.price}</th><th scope="col">${t.total}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>${sums}<tr class="total"><th scope="row" colspan="3">${t.total}</th><td>${money(draft.total)}</td></tr></tfoot></table>
<p>${t.payment}: ${escapeHtml(method)}</p>
<p>${fill(t.contact, { email: shop.email })}</p>
</main></body></html>`;
  return reply.type('text/html; charset=utf-8').header('referrer-policy', 'no-referrer').send(html);
}
