/**
 * The variables a template can use, and sample values for the editor's preview and the
 * test mail (no React: the gateway renders the test mail with the same sample).
 */
export const TEMPLATE_VARIABLES = [
  'shop.name',
  'shop.email',
  'shop.url',
  'customer.name',
  'customer.email',
  'order.name',
  'order.total',
  'order.payment_method',
  'order.lines[].title',
  'order.lines[].variant_title',
  'order.lines[].quantity',
  'recovery_url',
  'tracking.company',
  'tracking.number',
  'tracking.url',
  'refund.reason',
  'invoice_url',
] as const;

export type SampleShop = {
  name: string;
  email: string;
  url: string;
};

/** A realistic order in the shop's language, for previews and test mails. */
export function sampleVariables(shop: SampleShop, language: string, total: string) {
  const vi = language === 'vi';
  return {
    shop,
    customer: { name: vi ? 'Nguyễn Thị Lan' : 'Jane Cooper', email: vi ? 'lan@example.com' : 'jane@example.com' },
    order: {
      name: '#1001',
      total,
      payment_method: vi ? 'Thanh toán khi nhận hàng' : 'Cash on delivery',
      lines: vi
        ? [
            { title: 'Bình gốm men lam', variant_title: 'Cỡ lớn', quantity: 1 },
            { title: 'Bộ chén trà', variant_title: null, quantity: 2 },
          ]
        : [
            { title: 'Linen apron', variant_title: 'Sage', quantity: 1 },
            { title: 'Maple cutting board', variant_title: null, quantity: 2 },
          ],
    },
    recovery_url: `${shop.url}/checkouts/sample/recover`,
    invoice_url: `${shop.url}/invoices/sample`,
    tracking: {
      company: vi ? 'Giao Hàng Nhanh' : 'UPS',
      number: '1Z999AA10123456784',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    },
    refund: { reason: vi ? 'Khách đổi ý' : 'Customer changed their mind' },
  };
}
