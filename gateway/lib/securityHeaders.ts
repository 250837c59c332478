/**
 * Security headers (issue 15) with @fastify/helmet: a Content-Security-Policy the app
 * runs under with no violation (emotion injects <style> elements, hence style-src
 * 'unsafe-inline'; index.html has no inline script), frame-ancestors 'none',
 * X-Content-Type-Options nosniff, Referrer-Policy, and HSTS only on requests that came
 * over https (req.protocol, which honours X-Forwarded-Proto with TRUST_PROXY=1).
 *
 * Per request: a route serving something other than the app (e.g. a storefront on
 * `<handle>.localhost`) passes its own policy in its route options,
 * `helmet: { contentSecurityPolicy: { directives: … } }`, or `helmet: false` to set its
 * headers itself; a handler may also replace the header with reply.header().
 */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
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
  const store = storage?.kind === 's3'
    ? [originOf(storage.endpoint), originOf(storage.publicBaseUrl), storage.endpoint ? undefined : `https://${storage.bucket}.s3.${storage.region}.amazonaws.com`]
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
  // `global: false`: the plugin builds helmet's middleware anew on every request it serves
  // (~20 µs a call); it serves only the routes with their own `helmet` option, and the app's
  // policy is built once here and set by the hook below on every other answer.
  await app.register(fastifyHelmet, { ...options, global: false });
  // The plugin's types are helmet's CommonJS ones, this import's are its ESM ones: one shape.
  const appHeaders = helmet(options as Parameters<typeof helmet>[0]);
  const done = () => undefined;
  app.addHook('onRequest', (req, reply, next) => {
    // The plugin's onRoute hook puts a route's own `helmet` option (or `false`) into its config.
    if ((req.routeOptions.config as { helmet?: unknown } | undefined)?.helmet === undefined) appHeaders(req.raw, reply.raw, done);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    next();
  });
}
