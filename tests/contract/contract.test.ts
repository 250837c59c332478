// @vitest-environment jsdom
/**
 * SPEC §7 wire format: for every case, the product makes its call against a mock gateway
 * and exactly one request must arrive with the expected method, path, query, bearer
 * header, Idempotency-Key header (issue 28: exactly on the calls that take one) and body. Any other request is unhandled and fails the test.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveToken } from '../../authProvider/tokenStore';
import { setCurrentShopId } from '../../src/lib/currentShop';
import { takesIdempotencyKey, type ContractRoute, type NamedRoute } from '../../core/route';
import { contractCases } from './cases';
import { allRoutes } from './routeTables';
import { caseName, GATEWAY, PRIVATE_DOMAIN, SHOP_ID, TOKEN, type ContractCase } from './contractCase';
import { buildProduct } from './product';

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  text: string;
}

const seen: Seen[] = [];
let current: ContractCase | undefined;

const contracts = new Map(allRoutes.map((r) => [r.id, r]));

/** The contract of the route a case names (a case may name the app's schema-free entry). */
function contractOf(route: NamedRoute): ContractRoute {
  const found = contracts.get(route.id);
  if (!found) throw new Error(`${route.id} is in no contract`);
  return found;
}

function expectedOrigin(route: NamedRoute): string {
  if (route.origin === 'app') return window.location.origin;
  if (route.origin === 'template') return `${window.location.protocol}//${PRIVATE_DOMAIN}`; // the app's scheme
  return GATEWAY;
}

/**
 * Sees every request; answers only the expected method + origin + path. Anything else
 * falls through, is unhandled and errors (onUnhandledRequest: 'error').
 */
const server = setupServer(
  http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    seen.push({ method: request.method, url, headers: request.headers, text: await request.text() });
    const c = current;
    if (
      !c ||
      request.method !== c.request.method ||
      url.origin !== expectedOrigin(c.route) ||
      url.pathname !== c.request.path
    )
      return undefined;
    const status = c.reply.status ?? 200;
    if ('file' in c.reply)
      return new HttpResponse(c.reply.file, { status, headers: { 'Content-Type': c.reply.contentType } });
    return HttpResponse.json(c.reply.json as Record<string, unknown>, { status });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  seen.length = 0;
  localStorage.clear();
  saveToken(TOKEN, 64000);
  setCurrentShopId(SHOP_ID);
});
afterEach(() => {
  current = undefined;
});

/** The query as key -> value (or values when repeated), order ignored. */
function queryOf(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = values.length === 1 ? values[0] : values;
  }
  return out;
}

/** The table's template matches the case's path: `{name}` is one segment (`{name?}` may be empty). */
function templateMatches(route: NamedRoute, path: string): boolean {
  const pattern = route.path
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{\w+(\\\?)?\}/g, (_all, optional?: string) => (optional ? '[^/]*' : '[^/]+'));
  return new RegExp(`^${pattern}$`).test(path);
}

describe('SPEC §7 contract', () => {
  for (const c of contractCases) {
    it(caseName(c), async () => {
      const { route, request } = c;
      // The case agrees with its route-table entry.
      expect(request.method).toBe(route.method);
      expect(templateMatches(route, request.path), `${request.path} is not ${route.path}`).toBe(true);
      if (route.bodyKind === 'none' || request.method === 'GET') expect(request.body).toBeUndefined();

      current = c;
      const outcome = await c.act(buildProduct()).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      );

      // Every request is seen here, answered or not: exactly the expected one, nothing else.
      expect(seen.map((s) => `${s.method} ${s.url.origin}${s.url.pathname}`)).toEqual([
        `${request.method} ${expectedOrigin(route)}${request.path}`,
      ]);
      const [wire] = seen;
      expect(queryOf(wire.url)).toEqual(request.query ?? {});
      expect(wire.url.search === '').toBe(request.query === undefined);
      expect(wire.headers.get('authorization')).toBe(route.auth === false ? null : `Bearer ${TOKEN}`);
      // Issue 28: a submit that creates, takes money, sends mail or starts a job goes with an Idempotency-Key.
      const idempotencyKey = wire.headers.get('idempotency-key');
      if (takesIdempotencyKey(route)) expect(idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
      else expect(idempotencyKey).toBeNull();
      if (route.bodyKind === 'multipart') {
        // A form (issue 11 theme upload): the case's body names what the form must contain.
        expect(wire.headers.get('content-type')).toMatch(/^multipart\/form-data; ?boundary=/);
        for (const part of request.body as string[]) expect(wire.text).toContain(part);
      } else if (request.body === undefined) {
        expect(wire.text).toBe('');
        expect(wire.headers.get('content-type')).toBeNull();
      } else if (route.bodyKind === 'text') {
        expect(wire.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(wire.text).toBe(request.body);
      } else {
        expect(wire.headers.get('content-type')).toMatch(/^application\/json/);
        expect(JSON.parse(wire.text)).toEqual(request.body);
      }
      // What the SPA sends is what the gateway's schemas accept (the route's contract, by its id).
      const schemas = contractOf(route);
      if (schemas.query) expect(schemas.query.safeParse(queryOf(wire.url)).error).toBeUndefined();
      const sent =
        route.bodyKind === 'text'
          ? wire.text
          : route.bodyKind === 'multipart'
            ? undefined
            : request.body && JSON.parse(wire.text);
      if (schemas.body && sent !== undefined) expect(schemas.body.safeParse(sent).error).toBeUndefined();

      if (!outcome.ok) throw outcome.error;
      await c.reads.check(outcome.value);
    });
  }
});
