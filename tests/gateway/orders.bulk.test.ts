/** Bulk status changes are writes like any other: each changed order's version moves on, so a stale tab gets 409. */
import { describe, expect, it } from 'vitest';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { useGateway } from './harness';
import { createOrder, getOrder, merchant } from './orders.fixtures';

const gw = useGateway();

describe('bulk status', () => {
  it('bumps the version of each order it changes, and only those', async () => {
    const m = await merchant(gw);
    const a = await createOrder(gw, m);
    const b = await createOrder(gw, m, { payment_status: 'paid' });
    const untouched = await createOrder(gw, m);
    const res = await gw.call(orderRoutes.updateStatus, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { payment_status: 'paid' },
      body: { ids: [a.id, b.id] },
    });
    expect(res.json().data).toEqual({ ids: [a.id], updated: 1 });
    expect((await getOrder(gw, m, a.id)).version).toBe(1);
    expect((await getOrder(gw, m, b.id)).version).toBe(0);
    expect((await getOrder(gw, m, untouched.id)).version).toBe(0);

    // The order page still holding version 0 cannot undo the bulk change unseen.
    const stale = await gw.call(orderRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: a.id },
      body: { payment_status: 'unpaid', version: 0 },
    });
    expect(stale.statusCode).toBe(409);
    expect((await getOrder(gw, m, a.id)).payment_status).toBe('paid');
  });
});
