/**
 * The checkout wired together (issues 12, 13) on both databases: an order made from a draft
 * keeps the draft's surcharges, tax, tip and gift card, and its total is the priced total.
 */
import { describe, expect, it } from 'vitest';
import { draftRoutes } from '../../resources/order/draft.routes';
import { orderRoutes } from '../../resources/order/order.routes';
import { shippingRoutes } from '../../resources/shipping/shipping.routes';
import { shopRoutes } from '../../resources/shop/shop.routes';
import { subfeeRoutes } from '../../resources/subfee/subfee.routes';
import { taxRoutes } from '../../resources/tax/tax.routes';
import { useGateway } from './harness';
import { merchant, type Merchant } from './orders.fixtures';

const gw = useGateway();
const address = { first_name: 'Grace', last_name: 'Hopper', address: '12 Maple Street', city: 'Portland', province: 'OR', country_code: 'US', zip_code: '97201' };
const as = (m: Merchant) => ({ token: m.account.token, params: { shop: m.shopId } });

async function surchargeAndTax(m: Merchant) {
  await gw.ok(subfeeRoutes.create, { ...as(m), body: { name: 'Remote', applies_to: 'countries', country_codes: ['US'], first_item: 3, next_item: 1 } });
  await gw.ok(taxRoutes.update, { ...as(m), body: { rates: [{ country_code: 'US', name: 'Sales tax', rate: 10 }] } });
}

describe('orders from drafts', () => {
  it('keep the surcharges and tax: the order total is the draft total', async () => {
    const m = await merchant(gw);
    await surchargeAndTax(m);
    const draft = (await gw.ok(draftRoutes.create, { ...as(m), body: {
      email: 'grace@example.com', items: [{ product_id: m.mug.id, quantity: 2 }], shipping_address: address, shipping: 5,
    } })).data;
    // 2 mugs = 50.00, shipping 5.00, surcharge 3 + 1 = 4.00, tax 10 % of 54.00 = 5.40 (shipping untaxed).
    expect(draft).toMatchObject({ subtotal: 50, shipping: 5, total: 64.4 });
    const params = { shop: m.shopId, draft_id: draft.id };
    const order = (await gw.ok(draftRoutes.complete, { token: m.account.token, params, body: { payment_status: 'paid', version: 0 } })).data;
    expect(order).toMatchObject({ subtotal: 50, discount: 0, shipping: 5, surcharge: 4, tax: 5.4, tip: 0, gift_card: 0, total: 64.4 });
    const read = (await gw.ok(orderRoutes.get, { token: m.account.token, params: { shop: m.shopId, order_id: order.id } })).data;
    expect(read).toMatchObject({ surcharge: 4, tax: 5.4, total: draft.total });
  });
});

describe('the tip', () => {
  const quote = (m: Merchant, body: Record<string, unknown>) =>
    gw.call(shippingRoutes.checkout, { token: m.account.token, params: { shop: m.shopId, country_code: 'US' }, body });
  const tips = (m: Merchant, enabled: boolean) =>
    gw.ok(shopRoutes.update, { token: m.account.token, params: { id: m.shopId }, body: { tip: { enabled, percentages: [10] } } });

  it('is refused on its field while the shop takes no tips; nothing asked, the checkout prices', async () => {
    const m = await merchant(gw);
    const lines = [{ product_id: m.mug.id, quantity: 2 }];
    const percent = await quote(m, { lines, tip_percent: 10 });
    expect(percent.statusCode).toBe(400);
    expect(percent.json().errors).toEqual({ tip_percent: { message: 'app.checkout.tip_disabled' } });
    const amount = await quote(m, { lines, tip_amount: 3 });
    expect(amount.json().errors).toEqual({ tip_amount: { message: 'app.checkout.tip_disabled' } });
    const none = await quote(m, { lines, tip_percent: 0 });
    expect(none.statusCode).toBe(200);
    expect(none.json().data.priced.total_minor).toBe(5000);
  });

  it('is added when the shop takes tips, and refused again once they are turned off', async () => {
    const m = await merchant(gw);
    const lines = [{ product_id: m.mug.id, quantity: 2 }];
    await tips(m, true);
    const on = await quote(m, { lines, tip_percent: 10 });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.priced.adjustments.map((a: { kind: string; amount_minor: number }) => [a.kind, a.amount_minor])).toEqual([['tip', 500]]);
    expect(on.json().data.priced.total_minor).toBe(5500);
    await tips(m, false);
    expect((await quote(m, { lines, tip_amount: 2 })).statusCode).toBe(400);
  });
});
