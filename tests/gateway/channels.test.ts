/** Sales channels: defaults, enabling, active products counted; another merchant's shop 404 and unchanged. */
import { describe, expect, it } from 'vitest';
import { settingsContract } from '../../core/settingsContract';
import { channels } from '../../resources/channel/channel.resource';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { merchant } from './orders.fixtures';
import { useGateway } from './harness';

const channelRoutes = settingsContract(channels);
const gw = useGateway();

describe('sales channels', () => {
  it('start with the online store only, enable a feed, and count the active products', async () => {
    const m = await merchant(gw);
    const as = { token: m.account.token, params: { shop: m.shopId } };
    expect((await gw.ok(channelRoutes.get, as)).data).toEqual({
      channels: { online_store: true, google: false, facebook: false },
      active_products: 2,
      products: 2,
    });
    await gw.call(productRoutes.create, { ...as, body: { title: 'Hidden vase', price: 5, status: 'inactive' } });
    const updated = await gw.ok(channelRoutes.update, { ...as, body: { channels: { google: true } } });
    expect(updated.data).toEqual({
      channels: { online_store: true, google: true, facebook: false },
      active_products: 2,
      products: 3,
    });
    const bad = await gw.call(channelRoutes.update, { ...as, body: { channels: { google: 'yes' } } });
    expect(bad.statusCode).toBe(400);
    expect((await gw.ok(channelRoutes.get, as)).data.channels.google).toBe(true);
  });

  it("another merchant's shop is 404 and its channels unchanged", async () => {
    const owner = await merchant(gw);
    const intruder = await merchant(gw);
    const res = await gw.call(channelRoutes.update, {
      token: intruder.account.token,
      params: { shop: owner.shopId },
      body: { channels: { online_store: false } },
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await gw.ok(channelRoutes.get, { token: owner.account.token, params: { shop: owner.shopId } })).data.channels
        .online_store,
    ).toBe(true);
  });
});
