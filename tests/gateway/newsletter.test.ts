/**
 * The storefront's newsletter sign-up (issue 31 item 4): the preference "Show a newsletter
 * sign-up on the storefront" puts a form on every page of the store; an address sent through
 * it becomes a customer of that shop who accepts marketing (an existing one is marked so),
 * and the shopper is sent back saying so. Off, there is no form and the address is refused.
 */
import { describe, expect, it } from 'vitest';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { customerContract as customerRoutes } from '../../gateway/modules/customer/customer.module';
import { useGateway } from './harness';
import { merchantWithShop, storefront } from './theme.fixtures';

const gw = useGateway();

type Shop = Awaited<ReturnType<typeof merchantWithShop>>;

const setNewsletter = (m: Shop, on: boolean) =>
  gw.ok(shopRoutes.update, { token: m.token, params: { id: m.shopId }, body: { news_letter: on } });

const signUp = (m: Shop, email: string, returnTo = '/products/none', ip = '203.0.113.9') =>
  gw.app.inject({
    method: 'POST',
    url: '/newsletter',
    remoteAddress: ip,
    headers: { host: m.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email, return_to: returnTo }).toString(),
  });

const customers = async (m: Shop) =>
  (
    await gw.ok(customerRoutes.list, {
      token: m.token,
      params: { shop: m.shopId },
      query: { page: 1, limit: 50 },
    })
  ).data.customers as { email: string; accepts_marketing: boolean; tags: string[]; first_name: string }[];

describe('the newsletter sign-up on the storefront', () => {
  it('shows no form and takes no address while the preference is off', async () => {
    const m = await merchantWithShop(gw);
    expect((await storefront(gw, m.host, '/')).body).not.toContain('action="/newsletter"');
    expect((await signUp(m, 'ada@example.com')).statusCode).toBe(404);
    expect(await customers(m)).toEqual([]);
  });

  it('adds the address as a customer who accepts marketing, once, and sends the shopper back saying so', async () => {
    const m = await merchantWithShop(gw);
    await setNewsletter(m, true);
    const page = await storefront(gw, m.host, '/');
    expect(page.body).toContain('<form method="post" action="/newsletter">');
    expect(page.body).toContain('Subscribe to our newsletter');

    const res = await signUp(m, '  Ada@Example.com ', '/cart?x=1');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cart?x=1&newsletter=subscribed#newsletter-heading');
    expect((await signUp(m, 'ada@example.com')).statusCode).toBe(303);
    expect(await customers(m)).toMatchObject([
      { email: 'Ada@Example.com', accepts_marketing: true, tags: ['newsletter'], first_name: 'Ada' },
    ]);
    const thanked = await storefront(gw, m.host, '/cart?newsletter=subscribed');
    expect(thanked.body).toContain('Thank you: you are subscribed.');
  });

  it('marks an existing customer as accepting marketing and changes nothing else of theirs', async () => {
    const m = await merchantWithShop(gw);
    await setNewsletter(m, true);
    await gw.ok(customerRoutes.create, {
      token: m.token,
      params: { shop: m.shopId },
      body: { first_name: 'Bao', last_name: 'Tran', email: 'bao@example.com', tags: ['vip'] },
    });
    await signUp(m, 'BAO@example.com');
    expect(await customers(m)).toMatchObject([
      { email: 'bao@example.com', first_name: 'Bao', tags: ['vip'], accepts_marketing: true },
    ]);
  });

  it('sends back an invalid address with the message, and never to another site', async () => {
    const m = await merchantWithShop(gw, 'Bếp Việt', 'vi');
    await setNewsletter(m, true);
    const res = await signUp(m, 'not-an-email', '//evil.example/x');
    expect(res.headers.location).toBe('/?newsletter=invalid#newsletter-heading');
    expect((await storefront(gw, m.host, '/?newsletter=invalid')).body).toContain('Email không hợp lệ.');
    expect(await customers(m)).toEqual([]);
  });

  it("counts sign-ups per client address and adds none to another merchant's shop", async () => {
    const m = await merchantWithShop(gw);
    const other = await merchantWithShop(gw, 'Other shop');
    await setNewsletter(m, true);
    for (let i = 0; i < 20; i++) await signUp(m, `n${i}@example.com`, '/', '198.51.100.44');
    const refused = await signUp(m, 'late@example.com', '/', '198.51.100.44');
    expect(refused.headers.location).toBe('/?newsletter=limited#newsletter-heading');
    expect((await customers(m)).map((c) => c.email)).not.toContain('late@example.com');
    expect(await customers(other)).toEqual([]);
  });
});
