/**
 * The draft invoice mail's link lands on the invoice page of the store (it answered 404
 * before): the lines, the charges and the total in the shop's language, the payment method,
 * then "paid" with the order's name once the draft is completed. Another shop's host does
 * not show it.
 */
import { describe, expect, it } from 'vitest';
import { draftContract as draftRoutes } from '../../resources/order/draft.contract';
import { useGateway } from './harness';
import { merchant, type Merchant } from './orders.fixtures';
import { storefront } from './theme.fixtures';

const gw = useGateway();

const draftOf = (m: Merchant, body: Record<string, unknown>) =>
  gw.ok(draftRoutes.create, { token: m.account.token, params: { shop: m.shopId }, body }).then((a) => a.data);

/** Follows the mailed link: the platform's /s/<handle>/… address sends the customer to the store's host. */
async function open(link: string) {
  const url = new URL(link);
  const hop = await gw.app.inject({ method: 'GET', url: url.pathname, headers: { host: url.host } });
  expect(hop.statusCode).toBe(302);
  const store = new URL(hop.headers.location as string);
  return storefront(gw, store.host, store.pathname);
}

describe("the draft invoice's page on the store", () => {
  it('shows what the invoice asks to pay, then that it is paid with the order it became', async () => {
    const m = await merchant(gw);
    const draft = await draftOf(m, {
      email: 'ada@example.com',
      items: [
        { product_id: m.mug.id, quantity: 2 },
        { product_id: m.shirt.id, variant_id: m.shirt.large, quantity: 1 },
      ],
      shipping_price: 7.5,
      payment_method: 'cod',
    });
    const page = await open(draft.invoice_url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body;
    expect(html).toContain('<h1>Invoice #D1</h1>');
    expect(html).toContain('Awaiting payment.');
    expect(html).toContain('Stoneware Mug');
    expect(html).toContain('Linen Shirt – L');
    expect(html).toContain('$7.50');
    expect(html).toContain(`$${draft.total.toFixed(2)}`);
    expect(html).toContain('Payment method: Cash on delivery');
    expect(html).not.toContain('<script');

    const order = (
      await gw.ok(draftRoutes.complete, {
        token: m.account.token,
        params: { shop: m.shopId, draft_id: draft.id },
        body: { payment_status: 'paid', version: draft.version },
      })
    ).data;
    const paid = (await open(draft.invoice_url)).body;
    expect(paid).toContain(`This invoice is paid: it is order #${order.number}`);
    expect(paid).not.toContain('Awaiting payment.');
  });

  it('is in the shop language, and another shop or an unknown id is the store 404', async () => {
    const vi = await merchant(gw, { language: 'vi', currency: 'VND' });
    const draft = await draftOf(vi, { email: 'an@example.com', items: [{ product_id: vi.mug.id, quantity: 1 }] });
    const page = (await open(draft.invoice_url)).body;
    expect(page).toContain('<html lang="vi">');
    expect(page).toContain('Hóa đơn #D1');
    expect(page).toContain('Đang chờ thanh toán.');

    const other = await merchant(gw);
    const otherShop = new URL(
      (await draftOf(other, { email: 'b@example.com', items: [{ product_id: other.mug.id, quantity: 1 }] }))
        .invoice_url,
    );
    const theirs = await open(`${otherShop.origin}${otherShop.pathname.replace(/[^/]+$/, draft.id)}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Hóa đơn');
    const unknown = await open(
      `${otherShop.origin}${otherShop.pathname.replace(/[^/]+$/, 'ffffffffffffffffffffffff')}`,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
