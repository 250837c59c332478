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
  /**
   * The path parameters other than `{shop}`, as a zod object: the gateway checks them,
   * `call()` requires them. Without it every parameter is a string.
   */
  params?: z.ZodType<Record<string, unknown>>;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The 2xx answer (for a blob, what the gateway's handler returns). `call()` infers its
   * answer from it, the gateway's handler must return its input type, gateway tests parse
   * every answer with it, and /openapi.json declares it. Required: a route is its whole
   * contract (a download declares `response: z.string()` with `responseType: 'blob'`).
   */
  response: z.ZodType;
  /** The success status, when not 200 (201 created, 202 queued). */
  status?: 200 | 201 | 202 | 204;
  /** Error statuses the route answers beyond 400/401/404 (409 stale write, 429 throttled...). */
  errors?: readonly number[];
  /** SPEC §7 "the data plus shop_id": the http layer adds the current shop id to the body. */
  addShopId?: boolean;
  /** Job bodies carry the signed-in user's id (SPEC §7 redis-publish): added by the http layer. */
  addUserId?: boolean;
  /**
   * An update of a record two tabs can edit: the dataProvider sends the `version` the
   * record was read at, and the gateway answers 409 (`code: 'stale_write'`, the current
   * record in `data`) when it has moved on.
   */
  versioned?: boolean;
  /**
   * Issue 28: whether the call takes an `Idempotency-Key` (see takesIdempotencyKey): the app
   * sends one with every submit and the same one again when it retries a lost answer; the
   * gateway then answers the first result instead of doing the work twice. `false` on a POST
   * that only reads or prices (a quote, a preview, a download); `true` on a PUT that takes
   * money (a refund).
   */
  idempotent?: boolean;
  /** 'none' means the call sends no body at all (not even `{}`). */
  bodyKind?: 'json' | 'none' | 'text' | 'multipart';
  responseType?: 'json' | 'blob';
  /** Content type of a blob answer (openapi). */
  contentType?: string;
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

type PathValues = Record<string, string | number | undefined>;
type Input<S> = S extends z.ZodType ? z.input<S> : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a route without a response schema answers any
type Output<S> = S extends z.ZodType ? z.output<S> : any;
/** Fields the http layer adds become optional for the caller (who may still name another shop). */
type Optional<B, K extends PropertyKey> = Omit<B, K> & Partial<Pick<B, Extract<keyof B, K>>>;
type WithoutAdded<B, R extends RoutePath> = Optional<
  B,
  (R['addShopId'] extends true ? 'shop_id' : never) | (R['addUserId'] extends true ? 'user_id' : never)
>;

/**
 * What the browser needs of a call: where it goes and how it is sent. Route tables the app
 * imports (`<entity>.routes.ts`) hold only this, so no schema reaches the browser's first
 * load; the schemas are attached by the contract file (`<entity>.contract.ts`).
 */
export type RoutePath = Omit<
  Route,
  'params' | 'query' | 'body' | 'response' | 'status' | 'errors' | 'contentType' | 'summary' | 'quirk'
>;

/** What the contract adds to a route: its schemas and its documentation (gateway, tests, /openapi.json). */
export type RouteSchemas = Pick<
  Route,
  'params' | 'query' | 'body' | 'response' | 'status' | 'errors' | 'contentType' | 'summary' | 'quirk'
>;

/**
 * One of a route's schemas: from the contract's schemas the entry carries as a type only
 * (`schemas`, see defineRoutes), else from the entry itself (a contract route).
 */
type SchemaOf<R, K extends keyof RouteSchemas> = R extends { readonly schemas?: infer S }
  ? unknown extends S
    ? K extends keyof R
      ? R[K]
      : undefined
    : K extends keyof S
      ? S[K]
      : undefined
  : K extends keyof R
    ? R[K]
    : undefined;

/** What a call of route R takes: its path parameters, query and body, typed from the entry. */
export type RouteArgs<R extends RoutePath> = {
  params?: SchemaOf<R, 'params'> extends z.ZodType ? Input<SchemaOf<R, 'params'>> & PathValues : PathValues;
  /** Loosely typed: list filters come from react-admin as strings; the gateway checks them. */
  query?: Record<string, unknown>;
  body?: SchemaOf<R, 'body'> extends z.ZodType ? WithoutAdded<Input<SchemaOf<R, 'body'>>, R> : unknown;
  signal?: AbortSignal;
};

/** What a call of route R answers: a Blob for downloads, else the response schema's output. */
export type RouteAnswer<R extends RoutePath> = R['responseType'] extends 'blob'
  ? Blob
  : Output<SchemaOf<R, 'response'>>;

/** What the gateway handler of route R returns: the response schema's input. */
export type RouteResult<R extends RoutePath> = R['responseType'] extends 'blob'
  ? unknown
  : SchemaOf<R, 'response'> extends z.ZodType
    ? z.input<SchemaOf<R, 'response'>>
    : unknown;

/** A route as the app holds it: where and how, named `<table>.<name>`. */
export interface NamedRoute extends RoutePath {
  /** `<table>.<name>`, e.g. `shop.list`: the id contract tests and the gateway use. */
  id: string;
}

/** A route with its contract: what the gateway serves, the tests pin and /openapi.json shows. */
export type ContractRoute = NamedRoute & RouteSchemas;

export type RouteTable<K extends string = string> = Record<K, NamedRoute>;

/** The schemas of a table's routes, by route name: what a contract file declares. */
export type SchemaTable = Record<string, RouteSchemas>;

type Named<T, S> = {
  [K in keyof T]: T[K] & { id: string; readonly schemas?: K extends keyof S ? S[K] : unknown };
};

function named<T extends Record<string, RoutePath>>(table: string, routes: T): Record<string, NamedRoute> {
  const out: Record<string, NamedRoute> = {};
  for (const [name, route] of Object.entries(routes)) {
    const shopParam = route.shopParam ?? (route.path.includes('{shop}') ? 'shop' : undefined);
    out[name] = { ...route, shopParam, id: `${table}.${name}` };
  }
  return out;
}

/**
 * A table's routes as the app holds them: method, path and flags, no schema. The contract's
 * schemas come in as a type only, so `call()` is typed from them while the browser loads
 * none (`import type { xSchemas } from './x.contract'`):
 *
 *   export const xRoutes = defineRoutes<typeof xSchemas>()('x', { get: { method: 'GET', path: … } });
 *
 * The older form, `defineRoutes('x', { get: { …, response: Answer } })`, holds the schemas
 * itself (a table the gateway alone imports).
 */
export function defineRoutes<S extends SchemaTable>(): <T extends Record<string, RoutePath>>(
  table: string,
  routes: T,
) => Named<T, S>;
export function defineRoutes<T extends Record<string, Route>>(table: string, routes: T): Named<T, unknown>;
export function defineRoutes(table?: string, routes?: Record<string, RoutePath>) {
  if (table === undefined) return (t: string, r: Record<string, RoutePath>) => named(t, r);
  return named(table, routes ?? {});
}

/**
 * A table's contract: its routes with their schemas attached (the gateway serves these, the
 * contract tests and /openapi.json read them). Every route needs its schemas, and only its.
 */
export function contract<T extends Record<string, NamedRoute>, S extends { [K in keyof T]: RouteSchemas }>(
  routes: T,
  schemas: S & Record<Exclude<keyof S, keyof T>, never>,
): { [K in keyof T]: T[K] & S[K] } {
  const out: Record<string, ContractRoute> = {};
  for (const [name, route] of Object.entries(routes)) {
    const attached = (schemas as Record<string, RouteSchemas>)[name];
    if (!attached) throw new Error(`${route.id} has no schemas in its contract`);
    out[name] = { ...route, ...attached };
  }
  for (const name of Object.keys(schemas)) {
    if (!(name in routes)) throw new Error(`The contract names ${name}, which its route table has not`);
  }
  return out as { [K in keyof T]: T[K] & S[K] };
}

/**
 * Issue 29: the longest path parameter a route's params schema does not bound itself (the
 * `{shop}` of every shop call: an id of 24 hex); a longer one answers 400 before any lookup.
 */
export const PATH_PARAM_MAX = 64;

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

/**
 * Issue 28: the calls that take an Idempotency-Key. Every signed-in POST (it creates a record,
 * takes money, sends mail or starts a job) unless flagged `idempotent: false`, and what is
 * flagged `idempotent: true`. Not the calls made before sign-in (sign-in, sign-up, recovery:
 * no user to keep the key for), nor a form upload or a template file on the shop's private
 * domain (a file saved twice is the same file).
 */
export function takesIdempotencyKey(route: RoutePath): boolean {
  if (route.idempotent !== undefined) return route.idempotent;
  return (
    route.method === 'POST' && route.auth !== false && route.bodyKind !== 'multipart' && route.origin !== 'template'
  );
}

/** Fastify's form of a template: `/shop/api/{id}` -> `/shop/api/:id`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\??\}/g, ':$1');
}
