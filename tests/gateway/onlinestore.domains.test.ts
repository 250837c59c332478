/**
 * Domains against a real DNS server on loopback (dns2): add, the records to enter, verify
 * (connected only when A and CNAME both match, else SPEC §8's mismatch), public domain and
 * the store URL, tenancy. Also the online store preferences saved with PUT /shop/api/{id}.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainContract as domainRoutes } from '../../resources/domain/domain.contract';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { startLoopbackDns, type LoopbackDns } from '../support/dnsServer';
import { merchant, type Merchant } from './catalogue.fixtures';
import { useGateway } from './harness';

const A = '198.51.100.7';
const CNAME = 'shops.example-host.net';
let dns: LoopbackDns;
const holder: { servers: string[] } = { servers: [] };
beforeAll(async () => {
  dns = await startLoopbackDns();
  holder.servers.push(dns.server);
});
afterAll(async () => dns?.close());
// The array is filled before the gateway reads it (beforeAll hooks run in order).
const gw = useGateway({ domains: { dnsServers: holder.servers, aRecord: A, cname: CNAME } });

const add = (m: Merchant, name: string) =>
  gw.call(domainRoutes.add, { token: m.token, params: { shop: m.shopId }, body: { name } });
const verify = (m: Merchant, id: string) =>
  gw.ok(domainRoutes.verify, { token: m.token, params: { shop: m.shopId, domain_id: id } });
const shopOf = (m: Merchant) =>
  gw.ok(shopRoutes.get, { token: m.token, params: { id: m.shopId } }).then((a) => a.data as Record<string, unknown>);

describe('domains', () => {
  it.each(['not a domain', 'shop', '-bad.com', 'bad-.com', 'a..com', 'shop.c0m', `${'a'.repeat(64)}.com`])(
    "refuses %j with SPEC §8 'Tên miền không hợp lệ' (its key)",
    async (name) => {
      const m = await merchant(gw);
      const res = await add(m, name);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.name).toEqual({ message: 'app.validation.domain_invalid' });
    },
  );

  it('adds a domain with the A record and CNAME to enter, pending until verified', async () => {
    const m = await merchant(gw);
    const res = await add(m, 'Shop.Example.COM');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'shop.example.com',
      status: 'pending',
      connected: false,
      is_public: false,
      records: [
        { type: 'A', host: 'shop.example.com', value: A },
        { type: 'CNAME', host: 'www.shop.example.com', value: CNAME },
      ],
    });
    expect((await add(await merchant(gw), 'shop.example.com')).json().errors.name).toEqual({
      message: 'app.validation.domain_taken',
    });
  });

  it('stays pending with the mismatch while either record is wrong, and connects when both match', async () => {
    const m = await merchant(gw);
    const domain = (await add(m, 'verify.example.org')).json().data;
    const first = await verify(m, domain.id);
    expect(first.data).toMatchObject({ result: 'mismatch', domain: { connected: false, status: 'pending' } });
    expect(first.data.checks.map((c) => c.ok)).toEqual([false, false]);
    dns.set('verify.example.org', { a: [A] });
    dns.set('www.verify.example.org', { cname: 'elsewhere.example.net' });
    const half = await verify(m, domain.id);
    expect(half.data.result).toBe('mismatch');
    expect(half.data.checks).toMatchObject([
      { type: 'A', ok: true, found: [A] },
      { type: 'CNAME', ok: false, found: ['elsewhere.example.net'] },
    ]);
    dns.set('www.verify.example.org', { cname: CNAME });
    const done = await verify(m, domain.id);
    expect(done.data).toMatchObject({ result: 'connected', domain: { connected: true, status: 'connected' } });
    expect(
      (await gw.ok(domainRoutes.list, { token: m.token, params: { shop: m.shopId } })).data.domains[0],
    ).toMatchObject({ connected: true });
  });

  it('makes a connected domain the public domain, which the store URL prefers, and clears it', async () => {
    const m = await merchant(gw);
    const domain = (await add(m, 'public.example.net')).json().data;
    const early = await gw.call(domainRoutes.setPublic, {
      token: m.token,
      params: { shop: m.shopId },
      query: { domain: 'public.example.net' },
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('domain.not_connected');
    dns.set('public.example.net', { a: [A] });
    dns.set('www.public.example.net', { cname: `${CNAME}.` });
    await verify(m, domain.id);
    const set = await gw.ok(domainRoutes.setPublic, {
      token: m.token,
      params: { shop: m.shopId },
      query: { domain: 'public.example.net' },
    });
    expect(set.data).toMatchObject({ public_domain: 'public.example.net', store_url: 'https://public.example.net' });
    expect(await shopOf(m)).toMatchObject({ public_domain: 'public.example.net' });
    const cleared = await gw.ok(domainRoutes.clearPublic, { token: m.token, params: { shop: m.shopId } });
    expect(cleared.data.public_domain).toBeNull();
    expect(cleared.data.store_url).toBe(`https://${cleared.data.private_domain}`);
    await gw.ok(domainRoutes.setPublic, {
      token: m.token,
      params: { shop: m.shopId },
      query: { domain: 'public.example.net' },
    });
    await gw.ok(domainRoutes.remove, { token: m.token, params: { shop: m.shopId, domain_id: domain.id } });
    expect((await shopOf(m)).public_domain).toBeNull();
  });

  it("never verifies, publishes or removes another shop's domain, and leaves it as it was", async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const theirs = (await add(other, 'theirs.example.com')).json().data;
    const p = { shop: m.shopId, domain_id: theirs.id };
    expect((await gw.call(domainRoutes.verify, { token: m.token, params: p })).statusCode).toBe(404);
    expect((await gw.call(domainRoutes.remove, { token: m.token, params: p })).statusCode).toBe(404);
    const publish = await gw.call(domainRoutes.setPublic, {
      token: m.token,
      params: { shop: m.shopId },
      query: { domain: 'theirs.example.com' },
    });
    expect(publish.statusCode).toBe(404);
    const after = await gw.ok(domainRoutes.list, { token: other.token, params: { shop: other.shopId } });
    expect(after.data.domains).toEqual([theirs]);
    expect((await shopOf(m)).public_domain).toBeNull();
  });
});

describe('preferences (PUT /shop/api/{id})', () => {
  const prefs = {
    title: 'Maple & Co — homeware',
    description: 'Small-batch homeware.',
    favicon: 'https://cdn.example.com/f.png',
    google_analytics_ids: ['G-ABC123'],
    google_ads_conversion: 'AW-1/abc',
    facebook_pixel: '123456',
    klaviyo_api_key: 'pk_1',
    pinterest_ids: ['p1'],
    news_letter: true,
    socials_link: { facebook: 'https://facebook.com/maple' },
    meta_tags: '<meta name="x" content="y">',
    script: { head: '<script>window.__pwned = 1</script>', body: '<img src=x onerror="window.__pwned = 2">' },
  };

  it('saves every preference in the shop settings, scripts as text, and keeps the details', async () => {
    const m = await merchant(gw);
    const saved = await gw.ok(shopRoutes.update, { token: m.token, params: { id: m.shopId }, body: prefs });
    expect(saved.data).toMatchObject({ ...prefs, name: 'Maple and Co' });
    await gw.ok(shopRoutes.update, {
      token: m.token,
      params: { id: m.shopId },
      body: { news_letter: false, city: 'Salem' },
    });
    expect(await shopOf(m)).toMatchObject({ ...prefs, news_letter: false, city: 'Salem' });
    const picked = await gw.ok(shopRoutes.get, {
      token: m.token,
      params: { id: m.shopId },
      query: { fields: 'title,script' },
    });
    expect(picked.data).toMatchObject({ title: prefs.title, script: prefs.script });
  });

  it('answers 400 per field: title at most 70, description at most 250, as their counters say', async () => {
    const m = await merchant(gw);
    const res = await gw.call(shopRoutes.update, {
      token: m.token,
      params: { id: m.shopId },
      body: { title: 'x'.repeat(71), description: 'y'.repeat(251) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      title: { message: 'app.validation.atMostLength', args: { n: 70 } },
      description: { message: 'app.validation.atMostLength', args: { n: 250 } },
    });
  });
});
