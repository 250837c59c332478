/**
 * Security headers (issue 15) with helmet: a Content-Security-Policy the app runs under
 * with no violation (emotion injects <style> elements, hence style-src 'unsafe-inline';
 * index.html has no inline script), frame-ancestors 'none',
 * X-Content-Type-Options nosniff, Referrer-Policy, and HSTS only on requests that came
 * over https (req.protocol, which honours X-Forwarded-Proto with TRUST_PROXY=1).
 *
 * Per request: a route serving something other than the app (e.g. a storefront on
 * `<handle>.localhost`) passes its own policy in its route options,
 * `helmet: { contentSecurityPolicy: { directives: … } }`, or `helmet: false` to set its
 * headers itself; a handler may also replace the header with reply.header().
 */
import type { ServerResponse } from 'node:http';
// Types only: the route option `helmet` (its declaration); the headers are helmet's own, set below.
import type { FastifyHelmetOptions } from '@fastify/helmet';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { StorageConfig } from '../storage/storage.config';

/** Shops' private domains (gateway/modules/theme/privateHost.ts): connect and frame only, never script. */
const PRIVATE_DOMAINS = ['http://*.localhost:*', 'https://*.localhost:*'];

const HSTS = 'max-age=31536000; includeSubDomains';

const originOf = (url: string | null | undefined) => {
  try {
    return url && /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};

/** The app's policy; a real bucket's origins join connect-src (the browser PUTs there). */
export function appCspDirectives(storage?: StorageConfig): Record<string, string[]> {
  const store =
    storage?.kind === 's3'
      ? [
          originOf(storage.endpoint),
          originOf(storage.publicBaseUrl),
          storage.endpoint ? undefined : `https://${storage.bucket}.s3.${storage.region}.amazonaws.com`,
        ]
      : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Product and avatar images may live on any host: imports and pasted URLs, and images
    // stored under another name of this server (the seed's http://localhost:PORT/s3/… seen
    // from 127.0.0.1, an upload made from a LAN address). Images run no code, and any
    // https host could receive a beacon anyway, so refusing http would protect nothing.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'font-src': ["'self'", 'data:'],
    // Issue 11: template-file calls go to the shop's private domain, and the theme screens
    // show the storefront there in a frame (`<handle>.localhost:<port>`, same process).
    'connect-src': ["'self'", ...PRIVATE_DOMAINS, ...new Set(store.filter((o): o is string => Boolean(o)))],
    // The new-shop video (VITE_NEW_SHOP_VIDEO_URL) is a file or an embed page on https.
    'media-src': ["'self'", 'https:'],
    'frame-src': ["'self'", 'https:', ...PRIVATE_DOMAINS],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** A header helmet sets (a value) or removes (undefined). */
type HeaderSet = readonly (readonly [name: string, value: string | undefined])[];

/**
 * What helmet's middleware does to a response, recorded once: its values depend only on the
 * options (no nonces here), so every request gets the same list of headers.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): HeaderSet {
  const out: [string, string | undefined][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => out.push([name.toLowerCase(), String(value)]),
    removeHeader: (name: string) => out.push([name.toLowerCase(), undefined]),
  };
  let sync = false;
  helmet(options)({} as never, recorder as never, () => {
    sync = true;
  });
  if (!sync) throw new Error('helmet set its headers asynchronously');
  return out;
}

function apply(res: ServerResponse, headers: HeaderSet) {
  for (const [name, value] of headers) {
    if (value === undefined) res.removeHeader(name);
    else res.setHeader(name, value);
  }
}

export async function registerSecurityHeaders(app: FastifyInstance, storage?: StorageConfig) {
  const options: FastifyHelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: appCspDirectives(storage) },
    // Set below, only when the request came over https.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // The app loads images from other origins (product media URLs): keep them loading.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
  // The headers are helmet's, computed once here (helmet's middleware rebuilds the policy
  // text on every call, and @fastify/helmet adds two hooks per request, one of them async):
  // the app's set for every route, and a route's own set the first time the route serves.
  // The plugin's types are helmet's CommonJS ones, this import's are its ESM ones: one shape.
  const appHeaders = helmetHeaders(options as Parameters<typeof helmet>[0]);
  const routeHeaders = new WeakMap<object, HeaderSet>();
  app.addHook('onRoute', (route) => {
    // `helmet: { … }` (its own policy, over the app's options) or `helmet: false` (none): kept in its config.
    const own = (route as { helmet?: HelmetRouteOption }).helmet;
    if (own === undefined) return;
    if (own !== false && typeof own !== 'object') throw new Error('Unknown value for route helmet configuration');
    route.config = Object.assign(route.config ?? {}, { helmet: own === false ? { skipRoute: true } : own });
  });
  app.addHook('onRequest', (req, reply, next) => {
    const own = (req.routeOptions.config as { helmet?: RouteHelmet } | undefined)?.helmet;
    if (own === undefined) apply(reply.raw, appHeaders);
    else if (!own.skipRoute) {
      let headers = routeHeaders.get(own);
      if (!headers) {
        headers = helmetHeaders({ ...options, ...own } as Parameters<typeof helmet>[0]);
        routeHeaders.set(own, headers);
      }
      apply(reply.raw, headers);
    }
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    next();
  });
}

type HelmetRouteOption = Omit<FastifyHelmetOptions, 'global'> | false;
type RouteHelmet = Omit<FastifyHelmetOptions, 'global'> & { skipRoute?: boolean };
