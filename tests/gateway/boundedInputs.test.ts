/**
 * Issue 29: every input a request takes is bounded, and the gateway answers 400 with a
 * per-field message past the bound /openapi.json states: never a 500, never a silent
 * truncation. One case per kind (text, a number typed as text, a list, a query number, the
 * {shop} path parameter, the If-Match header, a password), then every top-level string of
 * every JSON body, one character past its documented maxLength.
 */
import { describe, expect, it } from 'vitest';
import { fillPath, type ContractRoute } from '../../core/route';
import { authContract as authRoutes } from '../../resources/auth/auth.contract';
import { orderContract as orderRoutes } from '../../resources/order/order.contract';
import { productContract as productRoutes } from '../../resources/product/product.contract';
import { allRoutes, useGateway } from './harness';
import { merchant } from './orders.fixtures';

const gw = useGateway();

const maxLength = (n: number) => ({ message: 'app.validation.maxLength', args: { n } });

describe('bounded inputs, one case per kind', () => {
  it("text: the title's counter limit in its words; the longest title kept whole, trimmed, not cut", async () => {
    const m = await merchant(gw);
    const auth = { token: m.account.token, params: { shop: m.shopId } };
    // A title shows a counter: its message names the counter's limit (issue 31 item 12).
    const long = await gw.call(productRoutes.create, { ...auth, body: { title: 'a'.repeat(71), price: 1 } });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.title).toEqual({ message: 'app.validation.atMostLength', args: { n: 70 } });
    expect(long.json().messages.title).toBe('must be at most 70 characters.');
    const longest = `${'b'.repeat(70)}`;
    const kept = await gw.ok(productRoutes.create, { ...auth, body: { title: `  ${longest}  `, price: 1 } });
    expect(kept.data.title).toBe(longest);
  });

  it('a number typed as text: at most 32 characters ("must be less than 33 characters.")', async () => {
    const m = await merchant(gw);
    const auth = { token: m.account.token, params: { shop: m.shopId } };
    // Zeros in front would read as 1: refused rather than taken.
    const res = await gw.call(productRoutes.create, { ...auth, body: { title: 'Mug', price: `${'0'.repeat(40)}1` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.price).toEqual(maxLength(33));
  });

  it('a list: past its most items, "must have at most n items."', async () => {
    const m = await merchant(gw);
    const auth = { token: m.account.token, params: { shop: m.shopId } };
    const tags = Array.from({ length: 101 }, (_, i) => `tag-${i}`);
    const res = await gw.call(productRoutes.create, { ...auth, body: { title: 'Mug', price: 1, tags } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.tags).toEqual({ message: 'app.validation.maxItems', args: { n: 100 } });
    expect(res.json().messages.tags).toBe('must have at most 100 items.');
    const metrics = Array.from({ length: 50 }, () => 'sales');
    const analysis = await gw.call(orderRoutes.analysis, {
      ...auth,
      query: { from: '2026-01-01', to: '2026-01-31' },
      body: { metrics },
    });
    expect(analysis.statusCode).toBe(400);
    expect(analysis.json().errors.metrics.message).toBe('app.validation.maxItems');
  });

  it('a query number past its maximum is a 400 on the field', async () => {
    const m = await merchant(gw);
    const res = await gw.call(productRoutes.list, {
      token: m.account.token,
      params: { shop: m.shopId },
      query: { limit: 2 ** 31 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.limit).toBeDefined();
  });

  it('the {shop} of a path: longer than any id is a 400, not a lookup', async () => {
    const m = await merchant(gw);
    const res = await gw.call(productRoutes.list, { token: m.account.token, params: { shop: 'a'.repeat(65) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ shop: maxLength(65) });
    // Up to the bound it is looked up: not one of the merchant's shops.
    const at = await gw.call(productRoutes.list, { token: m.account.token, params: { shop: 'a'.repeat(64) } });
    expect(at.statusCode).toBe(404);
    // Without a token it stays 401, whatever it names.
    expect((await gw.call(productRoutes.list, { params: { shop: 'a'.repeat(65) } })).statusCode).toBe(401);
  });

  it('If-Match longer than 255 characters is a 400 and writes nothing', async () => {
    const m = await merchant(gw);
    const params = { shop: m.shopId, product_id: m.mug.id };
    const res = await gw.call(productRoutes.update, {
      token: m.account.token,
      params,
      headers: { 'if-match': `"1", ${'"2", '.repeat(60)}"3"` },
      body: { title: 'Renamed', price: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'If-Match': maxLength(256) });
    expect((await gw.ok(productRoutes.get, { token: m.account.token, params })).data.title).toBe('Stoneware Mug');
  });

  it('a password and its confirmation: under 128 characters', async () => {
    const long = 'Correct horse battery staple '.repeat(5);
    const res = await gw.call(authRoutes.signup, {
      body: { first_name: 'Linh', last_name: 'Nguyen', email: 'long@example.com', password: long },
      remoteAddress: '203.0.113.90',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toEqual(maxLength(128));
    const confirmation = await gw.call(authRoutes.signup, {
      body: {
        first_name: 'Linh',
        last_name: 'Nguyen',
        email: 'long@example.com',
        password: 'correct-horse-9',
        password_confirmation: 'x'.repeat(5000),
      },
      remoteAddress: '203.0.113.91',
    });
    expect(confirmation.statusCode).toBe(400);
    expect(confirmation.json().errors.password_confirmation).toEqual(maxLength(128));
  });
});

interface Schema {
  type?: string | string[];
  maxLength?: number;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
}
type Doc = {
  paths: Record<
    string,
    Record<string, { operationId: string; requestBody?: { content: Record<string, { schema: Schema }> } }>
  >;
};

/** The documented maxLength of a body property that is a string (or may be one). */
/** What a call needs in its path and query before its body is read (anything else: an id). */
const PARAM: Record<string, string> = { country_code: 'US' };
const QUERY: Record<string, Record<string, string>> = { '/redis-publish': { channel: 'EXPORT-ORDER' } };

const stringMax = (s: Schema): number | undefined =>
  s.maxLength !== undefined && (s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string')))
    ? s.maxLength
    : s.anyOf?.map(stringMax).find((n) => n !== undefined);

describe('every top-level string of a JSON body', () => {
  it('answers 400 on that field, one character past its documented maxLength', async () => {
    const m = await merchant(gw);
    const doc = (await gw.app.inject({ method: 'GET', url: '/openapi.json' })).json() as Doc;
    const routes = new Map(allRoutes().map((r) => [r.id, r] as const));
    const refused: string[] = [];
    let checked = 0;
    let address = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const route = routes.get(op.operationId) as ContractRoute;
        // The template calls are answered on the shop's private domain (Host), not here.
        if (route.origin === 'template') continue;
        const schema = op.requestBody?.content['application/json']?.schema;
        for (const [name, property] of Object.entries(schema?.properties ?? {})) {
          const max = stringMax(property);
          if (max === undefined) continue;
          const params = Object.fromEntries(
            [...path.matchAll(/\{(\w+)\}/g)].map(([, p]) => [
              p,
              p === route.shopParam ? m.shopId : (PARAM[p] ?? '0'.repeat(24)),
            ]),
          );
          const res = await gw.app.inject({
            method: method.toUpperCase() as 'POST',
            url: fillPath(route.path, params),
            query: QUERY[path],
            headers: route.auth === false ? {} : { authorization: `Bearer ${m.account.token}` },
            payload: { [name]: 'x'.repeat(max + 1) },
            remoteAddress: `198.51.100.${++address % 250}`,
          });
          checked++;
          const error = res.statusCode === 400 ? res.json().errors?.[name] : undefined;
          if (!error) refused.push(`${method.toUpperCase()} ${path} ${name} (${max}): ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(refused).toEqual([]);
    expect(checked).toBeGreaterThan(200);
  }, 120_000);
});
