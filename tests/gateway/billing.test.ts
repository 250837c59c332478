/** Plan and billing: choosing a plan charges the sandbox, extends expired_at and writes an invoice. */
import { afterEach, describe, expect, it } from 'vitest';
import { billingContract as billingRoutes } from '../../resources/billing/billing.contract';
import { setPlanPaymentProvider, sandboxProvider } from '../../gateway/modules/billing/payment';
import { useGateway } from './harness';

const gw = useGateway();

async function merchantShop() {
  const account = await gw.account();
  const shop = await gw.createShop(account.token);
  return { token: account.token, shopId: shop._id };
}

afterEach(() => setPlanPaymentProvider(sandboxProvider));

describe('plans', () => {
  it('shows the trial, then a bought plan extends expired_at from the current expiry', async () => {
    const m = await merchantShop();
    const state = await gw.ok(billingRoutes.plan, { token: m.token, params: { shop: m.shopId } });
    expect(state.data.plan).toBeNull();
    expect(state.data.plans.map((p) => p.id)).toEqual(['basic_monthly', 'basic_yearly', 'pro_monthly', 'pro_yearly']);
    const trialEnd = new Date(state.data.expired_at);

    const bought = await gw.ok(billingRoutes.subscribe, {
      token: m.token,
      params: { shop: m.shopId },
      body: { plan: 'pro_yearly' },
    });
    const expected = new Date(trialEnd);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(bought.data.expired_at).toBe(expected.toISOString());
    expect(bought.data.invoice).toMatchObject({
      plan: 'pro_yearly',
      amount: 490,
      currency: 'USD',
      status: 'paid',
      provider: 'sandbox',
    });
    expect(bought.data.invoice.number).toMatch(/-0001$/);
    const after = await gw.ok(billingRoutes.plan, { token: m.token, params: { shop: m.shopId } });
    expect(after.data).toMatchObject({ plan: 'pro_yearly', expired_at: expected.toISOString() });

    const list = await gw.ok(billingRoutes.invoices, { token: m.token, params: { shop: m.shopId } });
    expect(list.data.invoices.map((i) => i.id)).toEqual([bought.data.invoice.id]);
    const one = await gw.ok(billingRoutes.invoice, {
      token: m.token,
      params: { shop: m.shopId, invoice_id: bought.data.invoice.id },
    });
    expect(one.data.period_end).toBe(expected.toISOString());
  });

  it('an expired shop starts its new period now', async () => {
    const m = await merchantShop();
    await gw.db
      .updateTable('shops')
      .set({ expired_at: new Date(Date.now() - 3_600_000).toISOString() })
      .where('id', '=', m.shopId)
      .execute();
    const bought = await gw.ok(billingRoutes.subscribe, {
      token: m.token,
      params: { shop: m.shopId },
      body: { plan: 'basic_monthly' },
    });
    expect(Date.parse(bought.data.invoice.period_start)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(bought.data.expired_at)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });

  it('a declined payment changes nothing; an unknown plan is 400 on the field', async () => {
    const m = await merchantShop();
    const before = await gw.ok(billingRoutes.plan, { token: m.token, params: { shop: m.shopId } });
    setPlanPaymentProvider({ name: 'declining', charge: async () => ({ approved: false, reference: 'x' }) });
    const declined = await gw.call(billingRoutes.subscribe, {
      token: m.token,
      params: { shop: m.shopId },
      body: { plan: 'basic_monthly' },
    });
    expect(declined.json()).toMatchObject({ statusCode: 402, code: 'billing.declined' });
    const bad = await gw.call(billingRoutes.subscribe, {
      token: m.token,
      params: { shop: m.shopId },
      body: { plan: 'gold' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.plan.message).toBe('app.validation.invalid');
    expect((await gw.ok(billingRoutes.plan, { token: m.token, params: { shop: m.shopId } })).data).toEqual(before.data);
    expect((await gw.ok(billingRoutes.invoices, { token: m.token, params: { shop: m.shopId } })).data.total).toBe(0);
  });

  it("another merchant's shop is 404, and its expiry and invoices stay as they were", async () => {
    const m = await merchantShop();
    const other = await merchantShop();
    await gw.ok(billingRoutes.subscribe, {
      token: other.token,
      params: { shop: other.shopId },
      body: { plan: 'basic_monthly' },
    });
    const before = await gw.ok(billingRoutes.plan, { token: other.token, params: { shop: other.shopId } });
    const res = await gw.call(billingRoutes.subscribe, {
      token: m.token,
      params: { shop: other.shopId },
      body: { plan: 'pro_yearly' },
    });
    expect(res.statusCode).toBe(404);
    expect((await gw.ok(billingRoutes.plan, { token: other.token, params: { shop: other.shopId } })).data).toEqual(
      before.data,
    );
    expect(
      (await gw.ok(billingRoutes.invoices, { token: other.token, params: { shop: other.shopId } })).data.total,
    ).toBe(1);
  });
});
