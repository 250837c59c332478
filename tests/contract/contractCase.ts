/**
 * One contract case: how the product makes a call, the exact request that must reach the
 * wire, the answer the mock gateway gives, and what the product reads from it.
 */
import type { AuthProvider } from 'ra-core';
import { expect } from 'vitest';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import type { CallArgs, GatewayClient } from '../../dataProvider/http';
import type { Method, NamedRoute } from '../../core/route';

export const GATEWAY = 'http://gateway.test';
export const TOKEN = 'token-of-the-signed-in-user';
/** The current shop, as the `__shop_curr` cookie holds it. */
export const SHOP_ID = 'shop-curr-1';
export const PRIVATE_DOMAIN = 'maple-co.shops.test';
/** The signed-in user, as the token's subject names them. */
export const USER_ID = 'user-1';

/** The providers exactly as src/providers.ts builds them, against the mock gateway. */
export interface Product {
  client: GatewayClient;
  dataProvider: GatewayDataProvider;
  authProvider: AuthProvider;
}

export interface ExpectedRequest {
  method: Method;
  /** Encoded path as it appears on the wire, e.g. `/auth/api/user/validate/a%40b.test`. */
  path: string;
  /** Exact query; omitted means no query string at all. */
  query?: Record<string, string | string[]>;
  /** Exact JSON body; omitted means no body at all (and no Content-Type). */
  body?: unknown;
}

export interface ContractCase {
  route: NamedRoute;
  /** Tells cases of the same route apart in test names. */
  variant?: string;
  /** How the product makes the call (provider method or `dataProvider.call`). */
  act: (product: Product) => Promise<unknown>;
  request: ExpectedRequest;
  /** The mock gateway's answer: JSON (SPEC §7 shapes, `{ data: ... }`) or a file. */
  reply: { status?: number; json: unknown } | { status?: number; file: string; contentType: string };
  /** What the product reads from the answer: a phrase for the test name and its check. */
  reads: { what: string; check: (result: unknown) => void | Promise<void> };
}

/** `?a=1&b=2` for test names (readable, not encoded), in the order the case writes it. */
export function queryString(query: ExpectedRequest['query']): string {
  if (!query) return '';
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) => `${key}=${v}`),
  );
  return `?${pairs.join('&')}`;
}

export function caseName(c: ContractCase): string {
  const { method, path, query, body } = c.request;
  const variant = c.variant ? ` (${c.variant})` : '';
  const noBody = body === undefined && method !== 'GET' ? ' with no body' : '';
  const origin = c.route.origin === 'app' ? '<app origin>' : c.route.origin === 'template' ? '<private domain>' : '';
  return `${c.route.id}${variant}: ${method} ${origin}${path}${queryString(query)}${noBody} ${c.reads.what}`;
}

/**
 * A call the product makes with `dataProvider.call(route, args)` and whose answer it
 * uses as is. When a resource declaration maps the route to a CRUD method, switch its
 * case to that method so the case pins the mapping (ids in the body, shop_id added).
 */
export function callCase(c: {
  route: NamedRoute;
  variant?: string;
  args?: CallArgs;
  request: ExpectedRequest;
  reply: unknown;
  status?: number;
  what: string;
}): ContractCase {
  return {
    route: c.route,
    variant: c.variant,
    act: ({ dataProvider }) => dataProvider.call(c.route, c.args),
    request: c.request,
    reply: { status: c.status, json: c.reply },
    reads: { what: c.what, check: (result) => expect(result).toEqual(c.reply) },
  };
}

/** The browser's way of reading a Blob (jsdom's Blob has no text()). */
export const blobText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
