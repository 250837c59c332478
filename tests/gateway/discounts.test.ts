/**
 * SPEC §7 Discount: CRUD with the §5 messages, codes unique per shop whatever their case,
 * stale writes, apply (one highest discount, SPEC §9, and why the others did not apply),
 * times used counted by placed orders, and another merchant's shop and discounts.
 */
import { describe, expect, it } from 'vitest';
import { discountContract as discountRoutes } from '../../resources/discount/discount.contract';
import type { DiscountBody } from '../../resources/discount/discount.schema';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import type { z } from 'zod';
import { useGateway } from './harness';
import { merchant, type Merchant } from './orders.fixtures';

const gw = useGateway();
type Body = z.input<typeof DiscountBody>;

const create = (m: Merchant, body: Body) =>
  gw.ok(discountRoutes.create, { token: m.account.token, params: { shop: m.shopId }, body }).then((a) => a.data);
const tenPercent: Body = { kind: 'code', code: 'TEN', name: 'TEN', type: 'percent', value: 10 };
const fiveOff: Body = { kind: 'automatic', name: '$5 off', type: 'fixed_amount', value: 5 };

describe('discount CRUD', () => {
  it('creates, lists with filters, sorts and pages, gets, replaces and deletes', async () => {
    const m = await merchant(gw);
    const code = await create(m, { ...tenPercent, customer_emails: [] });
    expect(code).toMatchObject({
      kind: 'code',
      code: 'TEN',
      title: 'TEN',
      value: 10,
      status: 'active',
      times_used: 0,
      version: 0,
    });
    const auto = await create(m, fiveOff);
    await create(m, { kind: 'code', code: 'OLD', name: 'OLD', type: 'percent', value: 5, active: false });
    const list = (query: Record<string, string | number>) =>
      gw.ok(discountRoutes.list, { token: m.account.token, params: { shop: m.shopId }, query }).then((a) => a.data);
    expect((await list({})).total).toBe(3);
    expect((await list({ kind: 'automatic' })).discounts.map((d) => d.id)).toEqual([auto.id]);
    expect((await list({ kind: 'code', active: 'true' })).discounts.map((d) => d.code)).toEqual(['TEN']);
    expect((await list({ q: 'old' })).discounts.map((d) => d.code)).toEqual(['OLD']);
    expect((await list({ sort: 'title', order: 'asc' })).discounts.map((d) => d.title)).toEqual([
      '$5 off',
      'OLD',
      'TEN',
    ]);
    expect(await list({ limit: 1, page: 2, sort: 'title', order: 'asc' })).toMatchObject({
      total: 3,
      page: 2,
      limit: 1,
      discounts: [{ code: 'OLD' }],
    });

    const params = { shop: m.shopId, id: code.id };
    const updated = await gw.ok(discountRoutes.update, {
      token: m.account.token,
      params,
      body: { ...tenPercent, value: 12, version: 0 },
    });
    expect(updated.data).toMatchObject({ value: 12, version: 1 });
    const stale = await gw.call(discountRoutes.update, {
      token: m.account.token,
      params,
      body: { ...tenPercent, value: 15, version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await gw.ok(discountRoutes.get, { token: m.account.token, params })).data.value).toBe(12);

    const deleted = await gw.ok(discountRoutes.deleteMany, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { ids: [code.id, 'nope'] },
    });
    expect(deleted.data.ids).toEqual([code.id]);
    expect((await gw.call(discountRoutes.get, { token: m.account.token, params })).statusCode).toBe(404);
  });

  it('keeps codes unique in a shop whatever their case, but not across shops', async () => {
    const m = await merchant(gw);
    await create(m, tenPercent);
    const again = await gw.call(discountRoutes.create, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { ...tenPercent, code: 'ten' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ code: { message: 'resources.discounts.messages.code_taken' } });
    const other = await merchant(gw);
    expect((await create(other, { ...tenPercent, code: 'ten' })).code).toBe('ten');
  });

  it.each([
    [
      'code required',
      { kind: 'code', code: '  ', name: 'Ten', type: 'percent', value: 10 },
      'code',
      { message: 'app.validation.required' },
    ],
    [
      'name required for an automatic discount',
      { kind: 'automatic', type: 'percent', value: 10 },
      'name',
      { message: 'app.validation.required' },
    ],
    // SPEC §5 "name required" for a code discount too (issue 31 item 8).
    [
      'name required for a code discount',
      { ...tenPercent, name: '  ' },
      'name',
      { message: 'app.validation.required' },
    ],
    [
      'name required when left out',
      { kind: 'code', code: 'TEN', type: 'percent', value: 10 },
      'name',
      { message: 'app.validation.required' },
    ],
    ['percent above 0', { ...tenPercent, value: 0 }, 'value', { message: 'app.validation.minValue', args: { n: 0 } }],
    [
      'percent at most 100',
      { ...tenPercent, value: 100.5 },
      'value',
      { message: 'app.validation.between', args: { min: 0, max: 100 } },
    ],
    [
      'value under 10 digits',
      { ...fiveOff, value: 1_000_000_000 },
      'value',
      { message: 'app.validation.maxValue', args: { n: 1_000_000_000 } },
    ],
    ['value required', { ...fiveOff, value: '' }, 'value', { message: 'app.validation.required' }],
    [
      'valid e-mail for specific customers',
      { ...tenPercent, eligibility: 'customers', customer_emails: ['ok@example.com', 'nope'] },
      'customer_emails',
      { message: 'app.validation.email', args: { field: 'app.field.email' } },
    ],
    [
      'a minimum needs its value',
      { ...tenPercent, minimum_requirement: 'order_total' },
      'minimum_value',
      { message: 'app.validation.required' },
    ],
    [
      'end after start',
      { ...tenPercent, starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-11-01T00:00:00Z' },
      'ends_at',
      { message: 'app.validation.invalid' },
    ],
  ])('answers 400 on the field: %s', async (_name, body, field, error) => {
    const m = await merchant(gw);
    const res = await gw.call(discountRoutes.create, { token: m.account.token, params: { shop: m.shopId }, body });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual(error);
    expect((await gw.ok(discountRoutes.list, { token: m.account.token, params: { shop: m.shopId } })).data.total).toBe(
      0,
    );
  });
});

describe('discount/apply', () => {
  it('a cart over $60 gets the higher of a 10 % code and $5 off, and says why the other did not apply', async () => {
    const m = await merchant(gw);
    const code = await create(m, tenPercent);
    const auto = await create(m, fiveOff);
    const apply = (body: Record<string, unknown>) =>
      gw.ok(discountRoutes.apply, { token: m.account.token, params: { shop: m.shopId }, body }).then((a) => a.data);
    const big = await apply({ lines: [{ product_id: m.mug.id, quantity: 3 }], code: 'ten' });
    expect(big).toMatchObject({
      currency: 'USD',
      digits: 2,
      subtotal_minor: 7500,
      discount_minor: 750,
      total_minor: 6750,
      unknown_code: null,
    });
    expect(big.applied).toEqual({ discount_id: code.id, title: 'TEN', code: 'TEN' });
    expect(big.rejected).toEqual([
      {
        discount_id: auto.id,
        title: '$5 off',
        reason: 'lower_value',
        args: { amount: 500 },
        message: 'resources.discounts.reasons.lower_value',
      },
    ]);
    const small = await apply({
      lines: [{ product_id: m.shirt.id, variant_id: m.shirt.small, quantity: 2 }],
      code: 'TEN',
    });
    expect(small).toMatchObject({
      subtotal_minor: 2000,
      discount_minor: 500,
      total_minor: 1500,
      applied: { discount_id: auto.id },
    });
    const none = await apply({ lines: [{ product_id: m.mug.id, quantity: 1 }], code: 'NOPE' });
    expect(none.unknown_code).toBe('NOPE');
    expect(none.rejected.find((r) => r.discount_id === code.id)?.reason).toBe('code_not_entered');
  });

  it('prices from the catalogue and refuses a product of another shop per line', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const res = await gw.call(discountRoutes.apply, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: {
        lines: [
          { product_id: m.mug.id, quantity: 1 },
          { product_id: other.mug.id, quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'lines.1.product_id': { message: 'app.validation.invalid' } });
  });

  it('VND carts have no minor unit', async () => {
    const m = await merchant(gw, { currency: 'VND', language: 'vi' });
    await create(m, { kind: 'automatic', name: 'Giảm 50.000 ₫', type: 'fixed_amount', value: 50_000 });
    const priced = await gw.ok(discountRoutes.apply, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { lines: [{ product_id: m.mug.id, quantity: 1 }] },
    });
    expect(priced.data).toMatchObject({
      currency: 'VND',
      digits: 0,
      subtotal_minor: 250_000,
      discount_minor: 50_000,
      total_minor: 200_000,
    });
  });
});

describe('times used', () => {
  it('counts placed orders, refuses an order past the usage limit, and once per customer', async () => {
    const m = await merchant(gw);
    const code = await create(m, { ...tenPercent, usage_limit: 2, once_per_customer: true });
    const order = (email: string) =>
      gw.call(orderRoutes.create, {
        token: m.account.token,
        params: { shop: m.shopId },
        body: { email, items: [{ product_id: m.mug.id, quantity: 1 }], discount: 2.5, discount_id: code.id },
      });
    expect((await order('a@example.com')).statusCode).toBe(201);
    const again = await gw.ok(discountRoutes.apply, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { lines: [{ product_id: m.mug.id, quantity: 1 }], code: 'TEN', customer_email: 'A@example.com' },
    });
    expect(again.data.applied).toBeNull();
    expect(again.data.rejected[0]).toMatchObject({ discount_id: code.id, reason: 'already_used' });
    expect((await order('b@example.com')).statusCode).toBe(201);
    const third = await order('c@example.com');
    expect(third.statusCode).toBe(400);
    expect(third.json().errors).toEqual({ discount_id: { message: 'app.validation.invalid' } });
    const after = await gw.ok(discountRoutes.get, { token: m.account.token, params: { shop: m.shopId, id: code.id } });
    expect(after.data).toMatchObject({ times_used: 2, status: 'used_up' });
    const orders = await gw.ok(orderRoutes.list, { token: m.account.token, params: { shop: m.shopId } });
    expect(orders.data.total).toBe(2);
  });
});

describe('tenancy', () => {
  it("another merchant cannot read, change or delete a shop's discounts, which stay as they were", async () => {
    const owner = await merchant(gw);
    const intruder = await merchant(gw);
    const code = await create(owner, tenPercent);
    const t = intruder.account.token;
    const theirs = { shop: owner.shopId, id: code.id };
    const mine = { shop: intruder.shopId, id: code.id };
    for (const params of [theirs, mine]) {
      expect((await gw.call(discountRoutes.get, { token: t, params })).statusCode).toBe(404);
      expect(
        (await gw.call(discountRoutes.update, { token: t, params, body: { ...tenPercent, value: 99 } })).statusCode,
      ).toBe(404);
    }
    expect(
      (await gw.call(discountRoutes.deleteMany, { token: t, params: { shop: owner.shopId }, body: { ids: [code.id] } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await gw.ok(discountRoutes.deleteMany, {
          token: t,
          params: { shop: intruder.shopId },
          body: { ids: [code.id] },
        })
      ).data.ids,
    ).toEqual([]);
    expect(
      (
        await gw.call(discountRoutes.apply, {
          token: t,
          params: { shop: owner.shopId },
          body: { lines: [{ product_id: owner.mug.id, quantity: 1 }] },
        })
      ).statusCode,
    ).toBe(404);
    const still = await gw.ok(discountRoutes.get, { token: owner.account.token, params: theirs });
    expect(still.data).toEqual(code);
  });
});
