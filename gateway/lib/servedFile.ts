/**
 * How the built SPA is served (production-like): the brotli or gzip copy made at build time
 * with its Content-Encoding (@fastify/static preCompressed), hashed files cached for a year
 * and never revalidated, everything else (index.html, the history-mode fallback) revalidated
 * on every visit so a new deploy is picked up at once.
 */
import type { FastifyStaticOptions } from '@fastify/static';

/** Vite's hashed output: `assets/<name>-<hash>.<ext>`. */
const HASHED = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}(\.\w+)+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export function cacheControlFor(filePath: string): string {
  return HASHED.test(filePath) ? IMMUTABLE : NO_CACHE;
}

export const staticOptions: Partial<FastifyStaticOptions> = {
  preCompressed: true,
  cacheControl: false,
  setHeaders: (res, filePath) => {
    res.setHeader('Cache-Control', cacheControlFor(filePath));
  },
};
