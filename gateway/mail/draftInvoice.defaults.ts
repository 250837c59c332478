/** The draft-order invoice (issue 9): the default words in English and Vietnamese, with the link to pay. */
import type { TemplateText } from './defaults';

const lines = (each: string) => `{% for line in order.lines %}${each}{% endfor %}`;
const LINES_HTML = `<table role="presentation" style="width:100%;border-collapse:collapse">
${lines('<tr><td style="padding:6px 0;border-bottom:1px solid #eee">{{ line.title }}{% if line.variant_title %} ({{ line.variant_title }}){% endif %}</td><td style="padding:6px 0;border-bottom:1px solid #eee;text-align:right">× {{ line.quantity }}</td></tr>\n')}</table>`;
const LINES_TEXT = lines(
  '- {{ line.title }}{% if line.variant_title %} ({{ line.variant_title }}){% endif %} × {{ line.quantity }}\n',
);

export const draftInvoiceEn: TemplateText = {
  subject: 'Invoice {{ order.name }} from {{ shop.name }}',
  html: `<h1>Your invoice</h1>
<p>Hello {{ customer.name }},</p>
<p>{{ shop.name }} has prepared an order for you:</p>
${LINES_HTML}
<p><strong>Total: {{ order.total }}</strong></p>
<p><a href="{{ invoice_url }}">Pay this invoice</a></p>
<p>{{ shop.name }}</p>`,
  text: `Hello {{ customer.name }},

{{ shop.name }} has prepared an order for you:

${LINES_TEXT}
Total: {{ order.total }}

Pay this invoice: {{ invoice_url }}

{{ shop.name }}`,
};

export const draftInvoiceVi: TemplateText = {
  subject: 'Hóa đơn {{ order.name }} từ {{ shop.name }}',
  html: `<h1>Hóa đơn của bạn</h1>
<p>Xin chào {{ customer.name }},</p>
<p>{{ shop.name }} đã chuẩn bị một đơn hàng cho bạn:</p>
${LINES_HTML}
<p><strong>Tổng cộng: {{ order.total }}</strong></p>
<p><a href="{{ invoice_url }}">Thanh toán hóa đơn</a></p>
<p>{{ shop.name }}</p>`,
  text: `Xin chào {{ customer.name }},

{{ shop.name }} đã chuẩn bị một đơn hàng cho bạn:

${LINES_TEXT}
Tổng cộng: {{ order.total }}

Thanh toán hóa đơn: {{ invoice_url }}

{{ shop.name }}`,
};
