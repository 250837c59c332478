/**
 * Route tables: every gateway call of SPEC §7 is one entry, declared once and read by
 * the dataProvider (to make the call), the gateway (to serve and validate it), the
 * contract tests (to pin the wire format) and /openapi.json (for auditors).
 * No React here: the gateway imports this file.
 */
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where a call goes: the gateway host, the app's own origin, or the shop's private domain. */
export type Origin = 'gateway' | 'app' | 'template';

export interface Route {
  method: Method;
  /** Path template; `{shop}` is the current shop id, other `{name}` are call arguments. */
  path: string;
  origin?: Origin;
  /** false for calls made before sign-in (login, sign-up, recover...). Default true. */
  auth?: boolean;
  /** Which path parameter names a shop the caller must own (404 otherwise). */
  shopParam?: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** 'none' means the call sends no body at all (not even `{}`). */
  bodyKind?: 'json' | 'none' | 'text' | 'multipart';
  responseType?: 'json' | 'blob';
  summary: string;
  /** A behaviour that looks odd but is what SPEC §7 says; implemented once, named here. */
  quirk?: string;
  /**
   * The same method and path as another entry of the table, with other arguments or
   * another answer (e.g. the product list with isExport answering a CSV blob). The
   * gateway serves it with that entry's handler; contract tests pin it separately.
   */
  variantOf?: string;
}

export interface NamedRoute extends Route {
  /** `<table>.<name>`, e.g. `shop.list`: the id contract tests and the gateway use. */
  id: string;
}

export type RouteTable<K extends string = string> = Record<K, NamedRoute>;

export function defineRoutes<T extends Record<string, Route>>(
  table: string,
  routes: T,
): { [K in keyof T]: T[K] & { id: string } } {
  const out: Record<string, NamedRoute> = {};
  for (const [name, route] of Object.entries(routes)) {
    const shopParam = route.shopParam ?? (route.path.includes('{shop}') ? 'shop' : undefined);
    out[name] = { ...route, shopParam, id: `${table}.${name}` };
  }
  return out as { [K in keyof T]: T[K] & { id: string } };
}

/** The `{name}` parameters of a path template, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\??\}/g)].map((m) => m[1]);
}

/** Fills a path template; values are URL-encoded; a missing value is a programming error. */
export function fillPath(path: string, values: Record<string, string | number | undefined>): string {
  return path.replace(/\{(\w+)(\??)\}/g, (_all, name: string, optional: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Fastify's form of a template: `/shop/api/{id}` -> `/shop/api/:id`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\??\}/g, ':$1');
}
