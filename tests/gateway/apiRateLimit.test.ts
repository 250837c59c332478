/**
 * Issue 29, item 5: every authenticated call is rate-limited per token and per shop, bulk,
 * import and export calls lower (gateway/lib/apiLimits.ts). The buckets here refill slowly
 * (one call in 1000 s) so a test sees exactly its burst; the last one refills fast to show
 * the limit resets.
 */
import { describe, expect, it } from 'vitest';
import {
  apiRateLimitsFromEnv,
  DEFAULT_API_RATE_LIMITS,
  parseBucket,
  type ApiRateLimits,
} from '../../gateway/lib/limits';
import { isHeavy } from '../../gateway/lib/apiLimits';
import { RATE_LIMIT_HEADERS } from '../../gateway/lib/apiLimitsDoc';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { customerMoreContract as customerRoutes } from '../../resources/customer/customer.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { fillPath } from '../../core/route';
import { allRoutes, useGateway } from './harness';

const slow = (burst: number) => ({ perSecond: 0.001, burst });
const limits: ApiRateLimits = { token: slow(4), shop: slow(6), heavy: slow(1), syncMs: 60_000 };
const gw = useGateway({ apiRateLimits: limits });
/** Refills 4 calls a second: its limit resets within the test. */
const fast = useGateway({
  apiRateLimits: { ...limits, token: { perSecond: 4, burst: 2 } },
});

const list = (token: string, shop: string) => gw.call(productRoutes.list, { token, params: { shop } });
const me = (token: string) => gw.call(authRoutes.me, { token });

async function merchant() {
  const account = await gw.account();
  const shop = await gw.createShop(account.token);
  // A token of its own (a second sign-in): sign-up and shop creation spent none of its calls.
  return { ...account, token: await gw.login(account.email, account.password), shop: shop._id };
}

describe('per token', () => {
  it('the call past the burst answers 429 with Retry-After and the RateLimit headers; successes carry them too', async () => {
    const m = await merchant();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await list(m.token, m.shop));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 429]);
    expect(answers[0].headers['ratelimit-policy']).toBe('"token";q=4;w=4000, "shop";q=6;w=6000');
    expect(answers[0].headers.ratelimit).toMatch(/^"token";r=3;t=\d+, "shop";r=5;t=\d+$/);
    expect(answers[3].headers.ratelimit).toMatch(/^"token";r=0;t=\d+, "shop";r=2;t=\d+$/);
    // As /openapi.json describes them.
    for (const answer of answers) {
      expect(answer.headers.ratelimit).toMatch(new RegExp(RATE_LIMIT_HEADERS.RateLimit.schema.pattern));
      expect(answer.headers['ratelimit-policy']).toMatch(
        new RegExp(RATE_LIMIT_HEADERS['RateLimit-Policy'].schema.pattern),
      );
    }
    const refused = answers[4];
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'auth.rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(900);
    expect(refused.headers.ratelimit).toMatch(/"token";r=0/);
    expect(refused.headers['ratelimit-policy']).toBeDefined();
    // Calls without a shop count for the token too.
    expect((await me(m.token)).statusCode).toBe(429);
  });

  it('another token of the same merchant, and another merchant, are not affected', async () => {
    const m = await merchant();
    for (let i = 0; i < 4; i++) expect((await me(m.token)).statusCode).toBe(200);
    expect((await me(m.token)).statusCode).toBe(429);
    const second = await gw.login(m.email, m.password);
    expect((await list(second, m.shop)).statusCode).toBe(200);
    const other = await merchant();
    expect((await list(other.token, other.shop)).statusCode).toBe(200);
  });

  it('a bad request counts; a call refused while the token is over its limit is charged, up to one burst of debt', async () => {
    const m = await merchant();
    const bad = await gw.call(productRoutes.list, { token: m.token, params: { shop: m.shop }, query: { page: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers.ratelimit).toMatch(/"token";r=3/);
    for (let i = 0; i < 3; i++) await me(m.token);
    const refused = [];
    for (let i = 0; i < 5; i++) refused.push(await me(m.token));
    expect(refused.map((r) => r.statusCode)).toEqual([429, 429, 429, 429, 429]);
    // One call is 1,000 s here and the burst 4: each refused call pushes the wait one call
    // further (2,000, 3,000 s), until it is the time the whole bucket takes to fill (4,000 s).
    const waits = refused.map((r) => Number(r.headers['retry-after']));
    expect(waits.map((w) => Math.round(w / 1000))).toEqual([2, 3, 4, 4, 4]);
    // The fast path (onRequest, before the token check) and the counted path charge alike.
    const other = await gw.login(m.email, m.password);
    for (let i = 0; i < 4; i++) await me(other);
    const first = await gw.call(productRoutes.list, { token: other, params: { shop: m.shop } });
    expect(Math.round(Number(first.headers['retry-after']) / 1000)).toBe(2);
  });
});

describe('a token over its limit is refused first', () => {
  it('before its body is read: a malformed body answers 429, not 400', async () => {
    const m = await merchant();
    for (let i = 0; i < 4; i++) await me(m.token);
    const refused = await gw.app.inject({
      method: 'POST',
      url: fillPath(productRoutes.create.path, { shop: m.shop }),
      headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'auth.rate_limited' });
    expect(refused.headers.ratelimit).toMatch(/^"token";r=0;t=\d+$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(900);
  });

  it('tokens that fail the check are still 401 and leave nothing in the limiter', async () => {
    const known = gw.app.apiLimits!.bearers.size;
    for (let i = 0; i < 10; i++) expect((await me(`forged.${i}.token`)).statusCode).toBe(401);
    expect(gw.app.apiLimits!.bearers.size).toBe(known);
  });
});

describe('per shop', () => {
  it('two tokens of one merchant share the shop’s limit; the merchant’s other shop has its own', async () => {
    const m = await merchant();
    const second = await gw.login(m.email, m.password);
    const otherShop = (await gw.createShop(second))._id;
    const third = await gw.login(m.email, m.password);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await list(m.token, m.shop)).statusCode);
    for (let i = 0; i < 3; i++) codes.push((await list(second, m.shop)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const refused = await list(third, m.shop);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers.ratelimit).toMatch(/"shop";r=0/);
    expect((await list(third, otherShop)).statusCode).toBe(200);
  });

  it("naming another merchant's shop is a 404 that spends none of that shop's calls", async () => {
    const victim = await merchant();
    const intruder = await merchant();
    const tokens = [intruder.token, await gw.login(intruder.email, intruder.password)];
    for (const token of tokens)
      for (let i = 0; i < 4; i++) expect((await list(token, victim.shop)).statusCode).toBe(404);
    for (let i = 0; i < 4; i++) expect((await list(victim.token, victim.shop)).statusCode).toBe(200);
  });
});

describe('bulk, import and export calls', () => {
  it('are limited lower, per token: the second import is refused while plain calls go on', async () => {
    const m = await merchant();
    const body = { csv: 'email\nlan@example.com\n', dry_run: true };
    const first = await gw.call(customerRoutes.import, { token: m.token, params: { shop: m.shop }, body });
    expect(first.statusCode).not.toBe(429);
    expect(first.headers['ratelimit-policy']).toContain('"heavy";q=1');
    const second = await gw.call(customerRoutes.import, { token: m.token, params: { shop: m.shop }, body });
    expect(second.statusCode).toBe(429);
    expect(second.headers.ratelimit).toMatch(/"heavy";r=0/);
    const exported = await gw.call(productRoutes.list, {
      token: m.token,
      params: { shop: m.shop },
      query: { isExport: 'true' },
    });
    expect(exported.statusCode).toBe(429);
    expect((await list(m.token, m.shop)).statusCode).toBe(200);
  });

  it('are the bulk, import and export routes', () => {
    const heavy = allRoutes()
      .filter((r) => isHeavy(r))
      .map((r) => `${r.method} ${r.path}`);
    expect(heavy).toEqual(expect.arrayContaining(['POST /redis-publish', 'PUT /product-2/api/{shop}/bulk-update']));
    expect(heavy.some((r) => r.startsWith('GET '))).toBe(false);
    expect(heavy.every((r) => /bulk|import|export|redis-publish/.test(r))).toBe(true);
  });
});

describe('the limit resets', () => {
  it('after Retry-After seconds the refused token is served again', async () => {
    const account = await fast.account();
    const token = await fast.login(account.email, account.password);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await fast.call(authRoutes.me, { token }));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429]);
    const wait = Number(answers[2].headers['retry-after']);
    expect(wait).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
    const again = await fast.call(authRoutes.me, { token });
    expect(again.statusCode).toBe(200);
    expect(again.headers.ratelimit).toMatch(/^"token";r=\d;t=1$/);
  });
});

describe('/openapi.json', () => {
  type Operation = { security: unknown[]; responses: Record<string, { headers?: Record<string, unknown> }> };
  it('every authenticated operation documents 429 with Retry-After, and the RateLimit headers on its 2xx and 4xx answers', async () => {
    const doc = (await gw.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation & { 'x-variants'?: Operation[] }>>;
    };
    const operations = Object.values(doc.paths)
      .flatMap((ops) => Object.values(ops))
      .flatMap((op) => [op, ...(op['x-variants'] ?? [])])
      .filter((op) => op.security.length > 0);
    expect(operations.length).toBeGreaterThan(150);
    for (const op of operations) {
      expect(op.responses['429']?.headers?.['Retry-After']).toBeDefined();
      for (const [status, answer] of Object.entries(op.responses))
        if (/^[24]/.test(status))
          expect(Object.keys(answer.headers ?? {})).toEqual(expect.arrayContaining(['RateLimit', 'RateLimit-Policy']));
    }
  });
});

describe('settings', () => {
  it('RATE_LIMITS=0 or RATE_LIMIT_API=0 turn them off; each bucket can be set', () => {
    expect(apiRateLimitsFromEnv({ RATE_LIMITS: '0' })).toBeUndefined();
    expect(apiRateLimitsFromEnv({ RATE_LIMIT_API: '0' })).toBeUndefined();
    expect(apiRateLimitsFromEnv({})).toEqual(DEFAULT_API_RATE_LIMITS);
    expect(apiRateLimitsFromEnv({ RATE_LIMIT_API_TOKEN: '10, 20', RATE_LIMIT_API_SYNC_MS: '250' })).toMatchObject({
      token: { perSecond: 10, burst: 20 },
      syncMs: 250,
    });
    expect(parseBucket('0.5,10')).toEqual({ perSecond: 0.5, burst: 10 });
    expect(() => parseBucket('40')).toThrow(/per second/);
  });
});
