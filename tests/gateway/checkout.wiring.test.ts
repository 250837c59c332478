/**
 * The checkout wired together (issues 12, 13) on both databases: an order made from a draft
 * keeps the draft's surcharges, tax, tip and gift card, and its total is the priced total;
 * the tip follows the shop's settings; gift cards at checkout and on drafts, redeemed once.
 */
import { describe, expect, it } from 'vitest';
import { discountContract as discountRoutes } from '../../resources/discount/discount.contract';
import { giftCardContract as giftCardRoutes } from '../../resources/gift-card/giftCard.contract';
import { draftContract as draftRoutes } from '../../resources/order/draft.contract';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { shippingCheckoutContract as shippingRoutes } from '../../resources/shipping/shipping.contract';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { declaredContract } from '../../core/declaredContract';
import { subfeeCheckoutContract } from '../../resources/subfee/subfee.contract';
import { subfee } from '../../resources/subfee/subfee.resource';
import { settingsContract } from '../../core/settingsContract';
import { tax } from '../../resources/tax/tax.resource';
import { useGateway } from './harness';
import { merchant, type Merchant } from './orders.fixtures';

const taxRoutes = settingsContract(tax);

const gw = useGateway();
const subfeeRoutes = { ...declaredContract(subfee), ...subfeeCheckoutContract };
const address = {
  first_name: 'Grace',
  last_name: 'Hopper',
  address: '12 Maple Street',
  city: 'Portland',
  province: 'OR',
  country_code: 'US',
  zip_code: '97201',
};
const as = (m: Merchant) => ({ token: m.account.token, params: { shop: m.shopId } });

async function surchargeAndTax(m: Merchant) {
  await gw.ok(subfeeRoutes.create, {
    ...as(m),
    body: { name: 'Remote', applies_to: 'countries', country_codes: ['US'], first_item: 3, next_item: 1 },
  });
  await gw.ok(taxRoutes.update, { ...as(m), body: { rates: [{ country_code: 'US', name: 'Sales tax', rate: 10 }] } });
}

describe('orders from drafts', () => {
  it('keep the surcharges and tax: the order total is the draft total', async () => {
    const m = await merchant(gw);
    await surchargeAndTax(m);
    const draft = (
      await gw.ok(draftRoutes.create, {
        ...as(m),
        body: {
          email: 'grace@example.com',
          items: [{ product_id: m.mug.id, quantity: 2 }],
          shipping_address: address,
          shipping_price: 5,
        },
      })
    ).data;
    // 2 mugs = 50.00, shipping 5.00, surcharge 3 + 1 = 4.00, tax 10 % of 54.00 = 5.40 (shipping untaxed).
    expect(draft).toMatchObject({ subtotal: 50, shipping: 5, total: 64.4 });
    const params = { shop: m.shopId, draft_id: draft.id };
    const order = (
      await gw.ok(draftRoutes.complete, {
        token: m.account.token,
        params,
        body: { payment_status: 'paid', version: 0 },
      })
    ).data;
    expect(order).toMatchObject({
      subtotal: 50,
      discount: 0,
      shipping: 5,
      surcharge: 4,
      tax: 5.4,
      tip: 0,
      gift_card: 0,
      total: 64.4,
    });
    const read = (
      await gw.ok(orderRoutes.get, { token: m.account.token, params: { shop: m.shopId, order_id: order.id } })
    ).data;
    expect(read).toMatchObject({ surcharge: 4, tax: 5.4, total: draft.total });
  });
});

describe('the tip', () => {
  const quote = (m: Merchant, body: Record<string, unknown>) =>
    gw.call(shippingRoutes.checkout, { token: m.account.token, params: { shop: m.shopId, country_code: 'US' }, body });
  const tips = (m: Merchant, enabled: boolean) =>
    gw.ok(shopRoutes.update, {
      token: m.account.token,
      params: { id: m.shopId },
      body: { tip: { enabled, percentages: [10] } },
    });

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
    expect(
      on.json().data.priced.adjustments.map((a: { kind: string; amount_minor: number }) => [a.kind, a.amount_minor]),
    ).toEqual([['tip', 500]]);
    expect(on.json().data.priced.total_minor).toBe(5500);
    await tips(m, false);
    expect((await quote(m, { lines, tip_amount: 2 })).statusCode).toBe(400);
  });
});

describe('gift cards at checkout', () => {
  const issue = (m: Merchant, body: Record<string, unknown>) =>
    gw.ok(giftCardRoutes.create, { ...as(m), body: { ...body, shop_id: m.shopId } }).then((a) => a.data);
  const card = (m: Merchant, id: string) =>
    gw
      .ok(giftCardRoutes.get, { token: m.account.token, params: { shop: m.shopId, gift_card_id: id } })
      .then((a) => a.data);
  const draftWith = (m: Merchant, giftCard: string, quantity = 2) =>
    gw
      .ok(draftRoutes.create, {
        ...as(m),
        body: {
          email: 'grace@example.com',
          items: [{ product_id: m.mug.id, quantity }],
          shipping_address: address,
          shipping_price: 5,
          gift_card: giftCard,
        },
      })
      .then((a) => a.data);
  const complete = (m: Merchant, draftId: string) =>
    gw.call(draftRoutes.complete, {
      token: m.account.token,
      params: { shop: m.shopId, draft_id: draftId },
      body: { payment_status: 'paid' },
    });

  it('discount/apply and the shipping checkout take at most what is due; a card that cannot pay is 400 on its field', async () => {
    const m = await merchant(gw);
    const big = await issue(m, { initial_value: 500 });
    const small = await issue(m, { initial_value: 20 });
    const lines = [{ product_id: m.mug.id, quantity: 2 }];
    const apply = (gift_card: string) => gw.call(discountRoutes.apply, { ...as(m), body: { lines, gift_card } });
    const all = (await apply(big.code.toLowerCase())).json().data;
    expect(all.adjustments).toEqual([
      { kind: 'gift_card', id: big.id, title: `•••• ${big.last_characters}`, amount_minor: -5000 },
    ]);
    expect(all.total_minor).toBe(0);
    expect((await apply(small.code)).json().data.total_minor).toBe(3000);
    const quote = await gw.ok(shippingRoutes.checkout, {
      token: m.account.token,
      params: { shop: m.shopId, country_code: 'US' },
      body: { lines, gift_card: small.code },
    });
    expect(quote.data.priced.total_minor).toBe(3000);
    // Pricing takes nothing from the card.
    expect((await card(m, small.id)).balance).toBe(20);

    const unknown = await apply('NOPE-NOPE-NOPE-NOPE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ gift_card: { message: 'app.gift_card.unusable' } });
    await gw.ok(giftCardRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, gift_card_id: small.id },
      body: { disabled: true },
    });
    expect((await apply(small.code)).json().errors).toEqual({ gift_card: { message: 'app.gift_card.unusable' } });
    const expired = await issue(m, { initial_value: 20, expires_at: '2020-01-01' });
    expect((await apply(expired.code)).json().errors).toEqual({ gift_card: { message: 'app.gift_card.unusable' } });
    const draft = await gw.call(draftRoutes.create, {
      ...as(m),
      body: { email: 'grace@example.com', items: lines, gift_card: expired.code },
    });
    expect(draft.json().errors).toEqual({ gift_card: { message: 'app.gift_card.unusable' } });
    // Another merchant's card is unknown here.
    const other = await merchant(gw);
    const theirs = await issue(other, { initial_value: 100 });
    expect((await apply(theirs.code)).json().errors).toEqual({ gift_card: { message: 'app.gift_card.unusable' } });
    expect((await card(other, theirs.id)).balance).toBe(100);
  });

  it('completing a draft redeems exactly what the card paid, in the order', async () => {
    const m = await merchant(gw);
    await surchargeAndTax(m);
    const gift = await issue(m, { initial_value: 30 });
    const draft = await draftWith(m, gift.code);
    // 64.40 due (as above); the card pays 30.00.
    expect(draft).toMatchObject({ gift_card: gift.code, total: 34.4 });
    expect(draft.adjustments.at(-1)).toMatchObject({ kind: 'gift_card', amount: -30 });
    const res = await complete(m, draft.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ surcharge: 4, tax: 5.4, gift_card: 30, total: 34.4 });
    const after = await card(m, gift.id);
    expect(after).toMatchObject({ balance: 0, status: 'used_up' });
    expect(after.transactions).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'use', amount: -30, order_id: res.json().data.id })]),
    );
  });

  it('a draft whose card ran dry meanwhile is refused and nothing is written', async () => {
    const m = await merchant(gw);
    const gift = await issue(m, { initial_value: 40 });
    const first = await draftWith(m, gift.code, 1);
    const second = await draftWith(m, gift.code, 1);
    expect((await complete(m, first.id)).statusCode).toBe(201);
    const refused = await complete(m, second.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ gift_card: { message: 'app.gift_card.insufficient' } });
    expect((await gw.ok(orderRoutes.list, as(m))).data.total).toBe(1);
    expect(
      (await gw.ok(draftRoutes.get, { token: m.account.token, params: { shop: m.shopId, draft_id: second.id } })).data
        .status,
    ).toBe('open');
    expect((await card(m, gift.id)).balance).toBe(10);
  });

  it('concurrent completions of two drafts on one card never overspend it', async () => {
    const m = await merchant(gw);
    const gift = await issue(m, { initial_value: 40 });
    const drafts = [await draftWith(m, gift.code, 1), await draftWith(m, gift.code, 1)];
    const results = await Promise.all(drafts.map((d) => complete(m, d.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const after = await card(m, gift.id);
    expect(after.balance).toBe(10);
    expect(after.transactions.filter((t: { kind: string }) => t.kind === 'use')).toHaveLength(1);
    expect((await gw.ok(orderRoutes.list, as(m))).data.total).toBe(1);
  });
});
