/**
 * Gift cards: issue with a generated code, search, disable, history; redemption never takes
 * more than the balance, also under concurrent use; another merchant's shop is 404 and unchanged.
 */
import { describe, expect, it } from 'vitest';
import { giftCardContract as giftCardRoutes } from '../../resources/gift-card/giftCard.contract';
import { createCustomer, merchant, type Merchant } from './orders.fixtures';
import { useGateway } from './harness';

const gw = useGateway();

const issue = (m: Merchant, body: Record<string, unknown>) =>
  gw.ok(giftCardRoutes.create, {
    token: m.account.token,
    params: { shop: m.shopId },
    body: { ...body, shop_id: m.shopId },
  });
const redeem = (m: Merchant, code: string, amount: number) =>
  gw.call(giftCardRoutes.redeem, { token: m.account.token, params: { shop: m.shopId }, body: { code, amount } });
const one = (m: Merchant, id: string) =>
  gw
    .ok(giftCardRoutes.get, { token: m.account.token, params: { shop: m.shopId, gift_card_id: id } })
    .then((a) => a.data);

describe('gift cards', () => {
  it('issues a card with a generated code, the balance at the initial value, and a customer of the shop', async () => {
    const m = await merchant(gw);
    const customer = await createCustomer(gw, m, { email: 'lan@example.com' });
    const { data: card } = await issue(m, {
      initial_value: 50,
      expires_at: '2099-12-31',
      customer_id: customer.id,
      note: 'Birthday',
    });
    expect(card.code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(card).toMatchObject({
      initial_value: 50,
      balance: 50,
      currency: 'USD',
      status: 'active',
      customer_email: 'lan@example.com',
      expires_at: '2099-12-31',
      last_characters: card.code.slice(-4),
      disabled: false,
      version: 0,
    });
    const other = (await issue(m, { initial_value: 10 })).data;
    expect(other.code).not.toBe(card.code);
    expect((await one(m, card.id)).transactions).toMatchObject([{ kind: 'issue', amount: 50 }]);
  });

  it('refuses bad input per field with §5 messages', async () => {
    const m = await merchant(gw);
    const call = (body: Record<string, unknown>) =>
      gw.call(giftCardRoutes.create, { token: m.account.token, params: { shop: m.shopId }, body });
    const errors = async (body: Record<string, unknown>) => {
      const r = await call(body);
      expect(r.statusCode).toBe(400);
      return r.json().errors;
    };
    expect(await errors({})).toMatchObject({ initial_value: { message: 'app.validation.required' } });
    expect(await errors({ initial_value: 0 })).toMatchObject({
      initial_value: { message: 'app.validation.minValue', args: { n: 0 } },
    });
    expect(await errors({ initial_value: 'ten' })).toMatchObject({
      initial_value: { message: 'app.validation.number' },
    });
    expect(await errors({ initial_value: 1e10 })).toMatchObject({
      initial_value: { message: 'app.validation.maxValue' },
    });
    expect(await errors({ initial_value: 5, expires_at: '2026-02-30' })).toMatchObject({
      expires_at: { message: 'app.validation.invalid' },
    });
    expect(await errors({ initial_value: 5, customer_id: 'nobody' })).toMatchObject({
      customer_id: { message: 'app.validation.invalid' },
    });
    expect(await errors({ initial_value: 5, note: 'x'.repeat(300) })).toMatchObject({
      note: { message: 'app.validation.maxLength' },
    });
  });

  it('lists newest first, searches by code, last characters and customer e-mail, filters by status', async () => {
    const m = await merchant(gw);
    const customer = await createCustomer(gw, m, { email: 'minh@example.com' });
    const a = (await issue(m, { initial_value: 20 })).data;
    const b = (await issue(m, { initial_value: 30, customer_id: customer.id })).data;
    const c = (await issue(m, { initial_value: 40 })).data;
    await gw.ok(giftCardRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, gift_card_id: c.id },
      body: { disabled: true },
    });
    const list = (query: Record<string, string>) =>
      gw.ok(giftCardRoutes.list, { token: m.account.token, params: { shop: m.shopId }, query }).then((r) => r.data);
    expect((await list({})).gift_cards.map((g) => g.id).sort()).toEqual([a.id, b.id, c.id].sort());
    expect((await list({})).total).toBe(3);
    expect((await list({ q: a.code.toLowerCase() })).gift_cards.map((g) => g.id)).toEqual([a.id]);
    expect((await list({ q: a.code.replace(/-/g, '') })).gift_cards.map((g) => g.id)).toEqual([a.id]);
    expect((await list({ q: b.code.slice(-4) })).gift_cards.map((g) => g.id)).toContain(b.id);
    expect((await list({ q: 'minh@' })).gift_cards.map((g) => g.id)).toEqual([b.id]);
    expect((await list({ status: 'disabled' })).gift_cards.map((g) => g.id)).toEqual([c.id]);
    expect((await list({ status: 'active' })).total).toBe(2);
  });

  it('redeems from the balance, refuses more than it, a disabled or expired card, and an unknown code', async () => {
    const m = await merchant(gw);
    const card = (await issue(m, { initial_value: 25 })).data;
    const first = await redeem(m, card.code.toLowerCase(), 10.5);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ taken: 10.5, gift_card: { balance: 14.5, status: 'active' } });
    const tooMuch = await redeem(m, card.code, 15);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'gift_card.insufficient' });
    expect((await redeem(m, card.code, 14.5)).json().data.gift_card).toMatchObject({ balance: 0, status: 'used_up' });
    expect((await one(m, card.id)).transactions.map((t) => t.amount)).toEqual([25, -10.5, -14.5]);

    const off = (await issue(m, { initial_value: 5 })).data;
    await gw.ok(giftCardRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, gift_card_id: off.id },
      body: { disabled: true },
    });
    expect((await redeem(m, off.code, 1)).json()).toMatchObject({ code: 'gift_card.unusable' });
    const old = (await issue(m, { initial_value: 5, expires_at: '2020-01-01' })).data;
    expect(old.status).toBe('expired');
    expect((await redeem(m, old.code, 1)).json()).toMatchObject({ code: 'gift_card.unusable' });
    const unknown = await redeem(m, 'NOPE-NOPE', 1);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toMatchObject({ code: { message: 'app.validation.invalid' } });
  });

  it('concurrent uses of one card never take more than its balance', async () => {
    const m = await merchant(gw);
    const card = (await issue(m, { initial_value: 50 })).data;
    const results = await Promise.all(Array.from({ length: 12 }, () => redeem(m, card.code, 10)));
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 400).every((r) => r.json().code === 'gift_card.insufficient')).toBe(
      true,
    );
    const after = await one(m, card.id);
    expect(after.balance).toBe(0);
    expect(after.transactions.filter((t) => t.kind === 'use')).toHaveLength(5);
    expect(after.transactions.reduce((n, t) => n + t.amount, 0)).toBe(0);
  });

  it('refuses a stale disable with 409', async () => {
    const m = await merchant(gw);
    const card = (await issue(m, { initial_value: 5 })).data;
    const update = (version: number, disabled: boolean) =>
      gw.call(giftCardRoutes.update, {
        token: m.account.token,
        params: { shop: m.shopId, gift_card_id: card.id },
        body: { disabled, version },
      });
    expect((await update(0, true)).json().data).toMatchObject({ disabled: true, status: 'disabled', version: 1 });
    expect((await update(0, false)).statusCode).toBe(409);
    expect((await one(m, card.id)).disabled).toBe(true);
  });

  it("another merchant's shop is 404 and its cards are unchanged", async () => {
    const owner = await merchant(gw);
    const intruder = await merchant(gw);
    const card = (await issue(owner, { initial_value: 30 })).data;
    const as = { token: intruder.account.token };
    expect(
      (await gw.call(giftCardRoutes.get, { ...as, params: { shop: owner.shopId, gift_card_id: card.id } })).statusCode,
    ).toBe(404);
    expect(
      (
        await gw.call(giftCardRoutes.update, {
          ...as,
          params: { shop: owner.shopId, gift_card_id: card.id },
          body: { disabled: true },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await gw.call(giftCardRoutes.redeem, {
          ...as,
          params: { shop: owner.shopId },
          body: { code: card.code, amount: 30 },
        })
      ).statusCode,
    ).toBe(404);
    // Through the intruder's own shop: the card is not theirs.
    expect(
      (await gw.call(giftCardRoutes.get, { ...as, params: { shop: intruder.shopId, gift_card_id: card.id } }))
        .statusCode,
    ).toBe(404);
    expect((await redeem(intruder, card.code, 30)).statusCode).toBe(400);
    expect(
      (
        await gw.call(giftCardRoutes.update, {
          ...as,
          params: { shop: intruder.shopId, gift_card_id: card.id },
          body: { disabled: true },
        })
      ).statusCode,
    ).toBe(404);
    const after = await one(owner, card.id);
    expect(after).toMatchObject({ balance: 30, disabled: false, version: 0 });
    expect(after.transactions).toHaveLength(1);
  });
});
