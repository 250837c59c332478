/**
 * The default email templates (LiquidJS), in English and Vietnamese. A shop's edited
 * template replaces one of these; "recover" goes back to it. Variables: see
 * resources/email/email.variables.ts (the editor lists them).
 */
import type { TemplateLanguage, TemplateSlug } from '../../resources/email/email.schema';
import { draftInvoiceEn, draftInvoiceVi } from './draftInvoice.defaults';

export interface TemplateText {
  subject: string;
  html: string;
  text: string;
}

const LINES_HTML = `<table role="presentation" style="width:100%;border-collapse:collapse">
{% for line in order.lines %}<tr><td style="padding:6px 0;border-bottom:1px solid #eee">{{ line.title }}{% if line.variant_title %} ({{ line.variant_title }}){% endif %}</td><td style="padding:6px 0;border-bottom:1px solid #eee;text-align:right">× {{ line.quantity }}</td></tr>
{% endfor %}</table>`;
const LINES_TEXT = `{% for line in order.lines %}- {{ line.title }}{% if line.variant_title %} ({{ line.variant_title }}){% endif %} × {{ line.quantity }}
{% endfor %}`;

const en: Record<TemplateSlug, TemplateText> = {
  order_confirmation: {
    subject: 'Order {{ order.name }} confirmed',
    html: `<h1>Thank you for your order</h1>
<p>Hello {{ customer.name }},</p>
<p>We have received your order <strong>{{ order.name }}</strong> at {{ shop.name }}.</p>
${LINES_HTML}
<p><strong>Total: {{ order.total }}</strong></p>
<p>{{ shop.name }}</p>`,
    text: `Hello {{ customer.name }},

Thank you for your order {{ order.name }} at {{ shop.name }}.

${LINES_TEXT}
Total: {{ order.total }}

{{ shop.name }}`,
  },
  payment_reminder: {
    subject: 'Payment reminder for order {{ order.name }}',
    html: `<h1>Your order is waiting for payment</h1>
<p>Hello {{ customer.name }},</p>
<p>Your order <strong>{{ order.name }}</strong> at {{ shop.name }} is waiting for payment of <strong>{{ order.total }}</strong>.</p>
${LINES_HTML}
<p>Please complete the payment so that we can ship it.</p>
<p>{{ shop.name }}</p>`,
    text: `Hello {{ customer.name }},

Your order {{ order.name }} at {{ shop.name }} is waiting for payment of {{ order.total }}.

${LINES_TEXT}
Please complete the payment so that we can ship it.

{{ shop.name }}`,
  },
  abandoned_checkout: {
    subject: 'You left something in your cart at {{ shop.name }}',
    html: `<h1>Your cart is waiting</h1>
<p>Hello {{ customer.name }},</p>
<p>You did not finish your checkout at {{ shop.name }}:</p>
${LINES_HTML}
<p><strong>Total: {{ order.total }}</strong></p>
<p><a href="{{ recovery_url }}" style="display:inline-block;padding:10px 18px;background:#1a73e8;color:#fff;text-decoration:none;border-radius:4px">Complete your purchase</a></p>
<p>{{ shop.name }}</p>`,
    text: `Hello {{ customer.name }},

You did not finish your checkout at {{ shop.name }}:

${LINES_TEXT}
Total: {{ order.total }}

Complete your purchase here: {{ recovery_url }}

{{ shop.name }}`,
  },
  shipping_confirmation: {
    subject: 'Your order {{ order.name }} is on its way',
    html: `<h1>Your order is on its way</h1>
<p>Hello {{ customer.name }},</p>
<p>Items of your order <strong>{{ order.name }}</strong> have been shipped.</p>
${LINES_HTML}
<p>Carrier: {{ tracking.company | default: "-" }}<br>Tracking number: {{ tracking.number | default: "-" }}</p>
{% if tracking.url %}<p><a href="{{ tracking.url }}">Track your parcel</a></p>{% endif %}
<p>{{ shop.name }}</p>`,
    text: `Hello {{ customer.name }},

Items of your order {{ order.name }} have been shipped.

${LINES_TEXT}
Carrier: {{ tracking.company | default: "-" }}
Tracking number: {{ tracking.number | default: "-" }}{% if tracking.url %}
Track it: {{ tracking.url }}{% endif %}

{{ shop.name }}`,
  },
  refund_notification: {
    subject: 'Refund for order {{ order.name }}',
    html: `<h1>Your refund</h1>
<p>Hello {{ customer.name }},</p>
<p>We have refunded <strong>{{ order.total }}</strong> for your order <strong>{{ order.name }}</strong>.</p>
{% if refund.reason %}<p>Reason: {{ refund.reason }}</p>{% endif %}
<p>{{ shop.name }}</p>`,
    text: `Hello {{ customer.name }},

We have refunded {{ order.total }} for your order {{ order.name }}.{% if refund.reason %}
Reason: {{ refund.reason }}{% endif %}

{{ shop.name }}`,
  },
  customer_welcome: {
    subject: 'Welcome to {{ shop.name }}',
    html: `<h1>Welcome, {{ customer.name }}</h1>
<p>Your customer account at {{ shop.name }} is ready.</p>
<p><a href="{{ shop.url }}">Visit the store</a></p>
<p>{{ shop.name }}</p>`,
    text: `Welcome, {{ customer.name }}

Your customer account at {{ shop.name }} is ready: {{ shop.url }}

{{ shop.name }}`,
  },
  draft_invoice: draftInvoiceEn,
};

const vi: Record<TemplateSlug, TemplateText> = {
  order_confirmation: {
    subject: 'Xác nhận đơn hàng {{ order.name }}',
    html: `<h1>Cảm ơn bạn đã đặt hàng</h1>
<p>Xin chào {{ customer.name }},</p>
<p>Chúng tôi đã nhận được đơn hàng <strong>{{ order.name }}</strong> của bạn tại {{ shop.name }}.</p>
${LINES_HTML}
<p><strong>Tổng cộng: {{ order.total }}</strong></p>
<p>{{ shop.name }}</p>`,
    text: `Xin chào {{ customer.name }},

Cảm ơn bạn đã đặt đơn hàng {{ order.name }} tại {{ shop.name }}.

${LINES_TEXT}
Tổng cộng: {{ order.total }}

{{ shop.name }}`,
  },
  payment_reminder: {
    subject: 'Nhắc thanh toán đơn hàng {{ order.name }}',
    html: `<h1>Đơn hàng đang chờ thanh toán</h1>
<p>Xin chào {{ customer.name }},</p>
<p>Đơn hàng <strong>{{ order.name }}</strong> tại {{ shop.name }} đang chờ thanh toán <strong>{{ order.total }}</strong>.</p>
${LINES_HTML}
<p>Vui lòng hoàn tất thanh toán để chúng tôi giao hàng.</p>
<p>{{ shop.name }}</p>`,
    text: `Xin chào {{ customer.name }},

Đơn hàng {{ order.name }} tại {{ shop.name }} đang chờ thanh toán {{ order.total }}.

${LINES_TEXT}
Vui lòng hoàn tất thanh toán để chúng tôi giao hàng.

{{ shop.name }}`,
  },
  abandoned_checkout: {
    subject: 'Bạn còn sản phẩm trong giỏ hàng tại {{ shop.name }}',
    html: `<h1>Giỏ hàng của bạn đang chờ</h1>
<p>Xin chào {{ customer.name }},</p>
<p>Bạn chưa hoàn tất thanh toán tại {{ shop.name }}:</p>
${LINES_HTML}
<p><strong>Tổng cộng: {{ order.total }}</strong></p>
<p><a href="{{ recovery_url }}" style="display:inline-block;padding:10px 18px;background:#1a73e8;color:#fff;text-decoration:none;border-radius:4px">Hoàn tất đơn hàng</a></p>
<p>{{ shop.name }}</p>`,
    text: `Xin chào {{ customer.name }},

Bạn chưa hoàn tất thanh toán tại {{ shop.name }}:

${LINES_TEXT}
Tổng cộng: {{ order.total }}

Hoàn tất đơn hàng tại đây: {{ recovery_url }}

{{ shop.name }}`,
  },
  shipping_confirmation: {
    subject: 'Đơn hàng {{ order.name }} đang được giao',
    html: `<h1>Đơn hàng đang được giao</h1>
<p>Xin chào {{ customer.name }},</p>
<p>Các sản phẩm của đơn hàng <strong>{{ order.name }}</strong> đã được gửi đi.</p>
${LINES_HTML}
<p>Đơn vị vận chuyển: {{ tracking.company | default: "-" }}<br>Mã vận đơn: {{ tracking.number | default: "-" }}</p>
{% if tracking.url %}<p><a href="{{ tracking.url }}">Theo dõi đơn hàng</a></p>{% endif %}
<p>{{ shop.name }}</p>`,
    text: `Xin chào {{ customer.name }},

Các sản phẩm của đơn hàng {{ order.name }} đã được gửi đi.

${LINES_TEXT}
Đơn vị vận chuyển: {{ tracking.company | default: "-" }}
Mã vận đơn: {{ tracking.number | default: "-" }}{% if tracking.url %}
Theo dõi: {{ tracking.url }}{% endif %}

{{ shop.name }}`,
  },
  refund_notification: {
    subject: 'Hoàn tiền đơn hàng {{ order.name }}',
    html: `<h1>Hoàn tiền</h1>
<p>Xin chào {{ customer.name }},</p>
<p>Chúng tôi đã hoàn <strong>{{ order.total }}</strong> cho đơn hàng <strong>{{ order.name }}</strong> của bạn.</p>
{% if refund.reason %}<p>Lý do: {{ refund.reason }}</p>{% endif %}
<p>{{ shop.name }}</p>`,
    text: `Xin chào {{ customer.name }},

Chúng tôi đã hoàn {{ order.total }} cho đơn hàng {{ order.name }} của bạn.{% if refund.reason %}
Lý do: {{ refund.reason }}{% endif %}

{{ shop.name }}`,
  },
  customer_welcome: {
    subject: 'Chào mừng bạn đến với {{ shop.name }}',
    html: `<h1>Chào mừng {{ customer.name }}</h1>
<p>Tài khoản khách hàng của bạn tại {{ shop.name }} đã sẵn sàng.</p>
<p><a href="{{ shop.url }}">Ghé thăm cửa hàng</a></p>
<p>{{ shop.name }}</p>`,
    text: `Chào mừng {{ customer.name }}

Tài khoản khách hàng của bạn tại {{ shop.name }} đã sẵn sàng: {{ shop.url }}

{{ shop.name }}`,
  },
  draft_invoice: draftInvoiceVi,
};

export const DEFAULT_TEMPLATES: Record<TemplateLanguage, Record<TemplateSlug, TemplateText>> = { en, vi };

export const defaultTemplate = (slug: TemplateSlug, language: string): TemplateText =>
  DEFAULT_TEMPLATES[language === 'vi' ? 'vi' : 'en'][slug];
