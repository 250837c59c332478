/**
 * Issue 16: the request path's per-request work done once or done cheaper keeps every
 * answer as it was. The token query's shop is the shop's row, column for column, and a
 * deleted shop or a revoked token is refused on the very next call; the NUL pre-check
 * finds exactly what nulErrors finds; the security headers are helmet's, set per route as
 * before; JSON answers over 1 KiB come compressed and decode to the plain answer's bytes.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { holdsNul, nulErrors } from '../../core/validation';
import { authenticate, ownedShop } from '../../gateway/lib/serve';
import { appCspDirectives } from '../../gateway/lib/securityHeaders';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { fillPath } from '../../core/route';
import { buildApp } from '../../gateway/server';
import { TEST_JWT_SECRET, useGateway } from './harness';

const gw = useGateway();
const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } }) as never;

describe('the token query', () => {
  it("gives the handler the shop's row, every column and nothing else", async () => {
    const { id, token } = await gw.account();
    const shop = await gw.createShop(token);
    const deps = { db: gw.db, jwtSecret: TEST_JWT_SECRET, served: [] };
    const user = await authenticate(deps, bearer(token), undefined, shop.id);
    expect(user.id).toBe(id);
    expect(user.shop).toEqual(await ownedShop(gw.db, id, shop.id));
    expect(Object.keys(user.shop!).filter((k) => k.startsWith('auth_'))).toEqual([]);
    // Another user's shop is not theirs: no shop (the route answers 404).
    const other = await gw.account();
    expect((await authenticate(deps, bearer(other.token), undefined, shop.id)).shop).toBeUndefined();
  });

  it('refuses a deleted shop and a revoked token on the next call', async () => {
    const { token } = await gw.account();
    const shop = await gw.createShop(token);
    const other = await gw.account();
    const kept = await gw.createShop(other.token);
    const list = (t: string, id: string) => gw.call(productRoutes.list, { token: t, params: { shop: id } });
    expect((await list(token, shop.id)).statusCode).toBe(200);
    await gw.db.updateTable('shops').set({ deleted: 1 }).where('id', '=', shop.id).execute();
    expect((await list(token, shop.id)).statusCode).toBe(404);
    expect((await gw.call(authRoutes.logout, { token })).statusCode).toBe(200);
    expect((await gw.call(shopRoutes.list, { token })).statusCode).toBe(401);
    // The other user's shop and session are untouched.
    expect((await list(other.token, kept.id)).statusCode).toBe(200);
    const row = await gw.db.selectFrom('shops').select('deleted').where('id', '=', kept.id).executeTakeFirstOrThrow();
    expect(row.deleted).toBe(0);
  });
});

describe('the NUL pre-check', () => {
  const text = fc.string({ unit: fc.constantFrom('a', 'b', '\u0000', 'é', ' ') });
  const value = fc.letrec((tie) => ({
    any: fc.oneof(
      { depthSize: 'small' },
      text,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      tie('list'),
      tie('object'),
    ),
    list: fc.array(tie('any'), { maxLength: 4 }),
    object: fc.dictionary(text, tie('any'), { maxKeys: 4 }),
  })).any;

  it('finds a NUL exactly when nulErrors does', () => {
    fc.assert(
      fc.property(value, (input) => holdsNul(input, 0) === (nulErrors(input) !== undefined)),
      { numRuns: 2000 },
    );
  });

  it('looks exactly as deep as nulErrors', () => {
    const found: boolean[] = [];
    for (let depth = 30; depth <= 34; depth++) {
      let deep: unknown = 'a\u0000';
      for (let i = 0; i < depth; i++) deep = i % 2 ? [deep] : { k: deep };
      expect(holdsNul(deep, 0), `depth ${depth}`).toBe(nulErrors(deep) !== undefined);
      found.push(holdsNul(deep, 0));
    }
    expect(found).toContain(true);
    expect(found).toContain(false);
  });
});

describe('security headers', () => {
  /** What helmet's middleware sets on a response with the app's options. */
  const helmetSets = () => {
    const set: Record<string, string> = {};
    const res = {
      setHeader: (k: string, v: string) => {
        set[k.toLowerCase()] = v;
      },
      removeHeader: () => undefined,
    };
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: appCspDirectives(gw.config.storage) },
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-site' },
    })({} as never, res as never, () => undefined);
    return set;
  };

  it("are helmet's own, on every answer", async () => {
    const expected = helmetSets();
    expect(Object.keys(expected).length).toBeGreaterThan(8);
    for (const url of ['/healthz', '/nope']) {
      const res = await gw.app.inject({ url });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
  });

  it('are left off a route with `helmet: false`', async () => {
    const app = await buildApp({ config: gw.config, db: gw.db });
    app.get('/__own-headers', { helmet: false }, async () => ({ ok: true }));
    await app.ready();
    try {
      const res = await app.inject({ url: '/__own-headers' });
      expect(res.statusCode).toBe(200);
      for (const name of Object.keys(helmetSets())) expect(res.headers[name], name).toBeUndefined();
      expect((await app.inject({ url: '/healthz' })).headers['x-frame-options']).toBe('DENY');
    } finally {
      await app.close();
    }
  });
});

describe('compressed JSON answers', () => {
  it('decode to the plain answer byte for byte, in brotli and gzip; a small answer is sent as it is', async () => {
    const { token } = await gw.account();
    const shop = await gw.createShop(token);
    for (let i = 0; i < 12; i++) {
      await gw.ok(productRoutes.create, {
        token,
        params: { shop: shop.id },
        body: { title: `Linen shirt ${i}`, price: 10 + i, description: `<p>Shirt number ${i}</p>` },
      });
    }
    const url = `${fillPath(productRoutes.list.path, { shop: shop.id })}?page=1&limit=20&sort=created_at&order=desc`;
    const get = (encoding: string) =>
      gw.app.inject({ url, headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } });
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await get('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    const small = await gw.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });
});
