/** The order mails' words, in the shop's language (en or vi); plain text. */
import type { MailKind } from '../../resources/mail/mail.schema';
import { formatMoney } from '../../core/money';

export interface OrderMailFacts {
  shopName: string;
  language: string;
  orderName: string;
  customerName: string;
  total: number;
  currency: string;
  lines: { title: string; variant_title: string | null; quantity: number }[];
  recoveryUrl?: string | null;
  tracking?: { number: string | null; company: string | null; url: string | null };
  paymentMethod?: string;
}

const list = (f: OrderMailFacts) => f.lines.map((l) => `- ${l.title}${l.variant_title ? ` (${l.variant_title})` : ''} × ${l.quantity}`).join('\n');

const words = {
  en: {
    order_confirmation: (f: OrderMailFacts, total: string) => ({
      subject: `Order ${f.orderName} confirmed`,
      body: `Hello ${f.customerName},\n\nThank you for your order ${f.orderName} at ${f.shopName}.\n\n${list(f)}\n\nTotal: ${total}\n\n${f.shopName}`,
    }),
    payment_reminder: (f: OrderMailFacts, total: string) => ({
      subject: `Payment reminder for order ${f.orderName}`,
      body: `Hello ${f.customerName},\n\nYour order ${f.orderName} at ${f.shopName} is waiting for payment of ${total}.\n\n${list(f)}\n\nPlease complete the payment so that we can ship it.\n\n${f.shopName}`,
    }),
    abandoned_checkout: (f: OrderMailFacts, total: string) => ({
      subject: `You left something in your cart at ${f.shopName}`,
      body: `Hello ${f.customerName},\n\nYou did not finish your checkout at ${f.shopName}:\n\n${list(f)}\n\nTotal: ${total}\n\nComplete your purchase here: ${f.recoveryUrl ?? ''}\n\n${f.shopName}`,
    }),
    shipping_confirmation: (f: OrderMailFacts) => ({
      subject: `Your order ${f.orderName} is on its way`,
      body: `Hello ${f.customerName},\n\nItems of your order ${f.orderName} have been shipped.\n\n${list(f)}\n\n`
        + `Carrier: ${f.tracking?.company ?? '-'}\nTracking number: ${f.tracking?.number ?? '-'}${f.tracking?.url ? `\nTrack it: ${f.tracking.url}` : ''}\n\n${f.shopName}`,
    }),
  },
  vi: {
    order_confirmation: (f: OrderMailFacts, total: string) => ({
      subject: `Xác nhận đơn hàng ${f.orderName}`,
      body: `Xin chào ${f.customerName},\n\nCảm ơn bạn đã đặt đơn hàng ${f.orderName} tại ${f.shopName}.\n\n${list(f)}\n\nTổng cộng: ${total}\n\n${f.shopName}`,
    }),
    payment_reminder: (f: OrderMailFacts, total: string) => ({
      subject: `Nhắc thanh toán đơn hàng ${f.orderName}`,
      body: `Xin chào ${f.customerName},\n\nĐơn hàng ${f.orderName} tại ${f.shopName} đang chờ thanh toán ${total}.\n\n${list(f)}\n\nVui lòng hoàn tất thanh toán để chúng tôi giao hàng.\n\n${f.shopName}`,
    }),
    abandoned_checkout: (f: OrderMailFacts, total: string) => ({
      subject: `Bạn còn sản phẩm trong giỏ hàng tại ${f.shopName}`,
      body: `Xin chào ${f.customerName},\n\nBạn chưa hoàn tất thanh toán tại ${f.shopName}:\n\n${list(f)}\n\nTổng cộng: ${total}\n\nHoàn tất đơn hàng tại đây: ${f.recoveryUrl ?? ''}\n\n${f.shopName}`,
    }),
    shipping_confirmation: (f: OrderMailFacts) => ({
      subject: `Đơn hàng ${f.orderName} đang được giao`,
      body: `Xin chào ${f.customerName},\n\nCác sản phẩm của đơn hàng ${f.orderName} đã được gửi đi.\n\n${list(f)}\n\n`
        + `Đơn vị vận chuyển: ${f.tracking?.company ?? '-'}\nMã vận đơn: ${f.tracking?.number ?? '-'}${f.tracking?.url ? `\nTheo dõi: ${f.tracking.url}` : ''}\n\n${f.shopName}`,
    }),
  },
};

export function orderMail(kind: MailKind, facts: OrderMailFacts): { subject: string; body: string } {
  const language = facts.language === 'vi' ? 'vi' : 'en';
  const total = formatMoney(facts.total, facts.currency, language === 'vi' ? 'vi-VN' : 'en-US');
  return words[language][kind](facts, total);
}
