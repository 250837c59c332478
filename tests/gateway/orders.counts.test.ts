/** The order list's status counts come from counters that every order write keeps (SPEC §4 tabs). */
import { describe, expect, it } from 'vitest';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { useGateway } from './harness';
import { createOrder, merchant, type Merchant } from './orders.fixtures';

const gw = useGateway();

const counts = async (m: Merchant) =>
  (await gw.call(orderRoutes.list, { token: m.account.token, params: { shop: m.shopId } })).json().data.status_counts;

/** What COUNT(*) says, to hold the counters against. */
async function truth(shopId: string) {
  const rows = await gw.db
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('shop_id', '=', shopId)
    .where('abandoned', '=', 0)
    .groupBy('status')
    .execute();
  const out: Record<string, number> = { all: 0 };
  for (const r of rows) {
    out[r.status] = Number(r.n);
    out.all += Number(r.n);
  }
  return out;
}

describe('order status counts', () => {
  it('follow creates, status changes (one and bulk), deletes and abandoned checkouts; another shop keeps its own', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    await createOrder(gw, other);
    const [a, b, c] = [await createOrder(gw, m), await createOrder(gw, m), await createOrder(gw, m)];
    await createOrder(gw, m, { abandoned: true });
    expect(await counts(m)).toEqual({ all: 3, processing: 3 });

    await gw.call(orderRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: a.id },
      body: { status: 'cancel' },
    });
    await gw.call(orderRoutes.updateStatus, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { status: 'fulfillment' },
      body: { ids: [b.id, c.id] },
    });
    expect(await counts(m)).toMatchObject({ all: 3, processing: 0, cancel: 1, fulfillment: 2 });

    await gw.call(orderRoutes.deleteMany, {
      token: m.account.token,
      params: { shop: m.shopId },
      body: { ids: [a.id] },
    });
    const now = await counts(m);
    expect(now).toMatchObject({ all: 2, cancel: 0, fulfillment: 2 });
    const expected = await truth(m.shopId);
    for (const [status, n] of Object.entries(now)) expect(n, status).toBe(expected[status] ?? 0);
    expect(await counts(other)).toEqual({ all: 1, processing: 1 });
  });
});
