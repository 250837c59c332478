/**
 * The abandoned-checkout recovery link (issue 31 item 5): `<platform>/s/<handle>/checkouts/<id>/recover`
 * leads to the store's own host, where the storefront answers, and lands the shopper on their
 * cart holding the checkout's products; a checkout completed since lands on the store, an
 * unknown one is a 404, and a checkout of another shop is never found through this shop's host.
 */
import { describe, expect, it } from 'vitest';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { useGateway } from './harness';
import { createOrder, merchant } from './orders.fixtures';
import { storefront } from './theme.fixtures';

const gw = useGateway();

/** Follows the mail's link on the platform's address to the store's host, as a browser would. */
async function follow(url: string) {
  const { pathname } = new URL(url);
  const first = await gw.app.inject({ method: 'GET', url: pathname, headers: { accept: 'text/html' } });
  expect(first.statusCode).toBe(302);
  const { host, pathname: path } = new URL(String(first.headers.location));
  return { host, path };
}

describe('the recovery link of an abandoned checkout', () => {
  it("opens the shopper's cart on the store's host, with the checkout's products", async () => {
    const m = await merchant(gw);
    const checkout = await createOrder(gw, m, {
      abandoned: true,
      items: [
        { product_id: m.mug.id, quantity: 2 },
        { product_id: m.mug.id, quantity: 1 },
      ],
    });
    const [, s, handle, ...rest] = new URL(checkout.recovery_url!).pathname.split('/');
    expect([s, rest.join('/')]).toEqual(['s', `checkouts/${checkout.id}/recover`]);
    const { host, path } = await follow(checkout.recovery_url!);
    expect([host, path]).toEqual([`${handle}.localhost:${gw.config.port}`, `/checkouts/${checkout.id}/recover`]);
    const landing = await storefront(gw, host, path);
    expect(landing.statusCode).toBe(302);
    expect(landing.headers.location).toBe('/cart');
    const cookie = String(landing.headers['set-cookie']).split(';')[0];
    expect(JSON.parse(decodeURIComponent(cookie.slice('cart='.length)))).toEqual([
      { handle: 'stoneware-mug', quantity: 3 },
    ]);
    const cart = await storefront(gw, host, '/cart', { cookie });
    expect(cart.statusCode).toBe(200);
    expect(cart.body).toContain('Stoneware Mug');
  });

  it('lands on the store once the checkout is completed, and is a 404 for an unknown or foreign checkout', async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const checkout = await createOrder(gw, m, { abandoned: true });
    const foreign = await createOrder(gw, other, { abandoned: true });
    const { host, path } = await follow(checkout.recovery_url!);
    expect((await storefront(gw, host, `/checkouts/${foreign.id}/recover`)).statusCode).toBe(404);
    expect((await storefront(gw, host, '/checkouts/nope/recover')).statusCode).toBe(404);
    await gw.ok(orderRoutes.update, {
      token: m.account.token,
      params: { shop: m.shopId, order_id: checkout.id },
      body: { abandoned: false },
    });
    const landing = await storefront(gw, host, path);
    expect([landing.statusCode, landing.headers.location]).toEqual([302, '/']);
  });

  it('sends nowhere else: a path that names no handle is a 404 on the platform', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/s/evil.example.com/checkouts/x/recover' });
    expect(res.statusCode).toBe(404);
  });
});
