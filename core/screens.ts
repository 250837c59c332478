/**
 * A resource's screens (SPEC §2): one base path and the patterns under it, declared once;
 * every link, row click and redirect takes its path from here, so no view writes a path.
 *
 *   const productScreens = screens('/products', { create: 'create', edit: 'edit/:id' });
 *   productScreens.list               // '/products'
 *   productScreens.edit({ id: 7 })    // '/products/edit/7'
 *   productScreens.patterns.edit      // '/products/edit/:id' (the route's pattern)
 *
 * A pattern's `:name` segments are its parameters (URL-encoded; `:name?` may be left out);
 * `?query` parts are written as `{ query: { … } }`. An empty pattern names the base itself
 * (a list opened with a query: `outbox: ''`, `screens.outbox({ query: { filter } })`).
 */

type Params<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name extends `${infer N}?` ? N : Name]: string | number } & Params<Rest>
  : P extends `${string}:${infer Name}`
    ? Name extends `${infer N}?`
      ? { [K in N]?: string | number }
      : { [K in Name]: string | number }
    : unknown;

type Link<P extends string> = (params?: Params<P> & { query?: Record<string, unknown> }) => string;

export type Screens<T extends Record<string, string>> = { list: string; patterns: { [K in keyof T]: string } } & {
  [K in keyof T]: Link<T[K]>;
};

const isList = (v: unknown): v is (string | number)[] =>
  Array.isArray(v) && v.every((item) => typeof item === 'string' || typeof item === 'number');

/** One query value: a list of ids as `1,2` (each encoded), an object as JSON (react-admin's list filters). */
const queryValue = (v: unknown): string =>
  isList(v)
    ? v.map((item) => encodeURIComponent(String(item))).join(',')
    : encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v));

/** `?a=1&ids=1,2&filter={…}`; empty values (and empty lists) are left out. */
export function queryString(query: Record<string, unknown> = {}): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '' && !(isList(v) && v.length === 0))
    .map(([k, v]) => `${encodeURIComponent(k)}=${queryValue(v)}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Fills a pattern's `:name` segments; a missing optional one is left out. */
export function fillScreen(pattern: string, params: Record<string, unknown> = {}): string {
  const path = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      const value = params[name];
      if (value === undefined || value === null || value === '') {
        if (optional) return undefined;
        throw new Error(`Missing screen parameter "${name}" for ${pattern}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((s) => s !== undefined)
    .join('/');
  return `${path}${queryString(params.query as Record<string, unknown> | undefined)}`;
}

export function screens<const T extends Record<string, string>>(base: string, named: T): Screens<T> {
  const patterns = Object.fromEntries(
    Object.entries(named).map(([name, pattern]) => [
      name,
      pattern === '' ? base : pattern.startsWith('/') ? pattern : `${base}/${pattern}`,
    ]),
  );
  const links = Object.fromEntries(
    Object.entries(patterns).map(([name, pattern]) => [
      name,
      (params?: Record<string, unknown>) => fillScreen(pattern, params),
    ]),
  );
  return { ...links, list: base, patterns } as Screens<T>;
}
