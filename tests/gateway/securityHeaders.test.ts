/**
 * Issue 15: security headers on every answer (API, the app's files, the history-mode
 * fallback), HSTS only over https, and a route that serves something else can carry its
 * own policy.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../gateway/db';
import { modules } from '../../gateway/modules';
import { appCspDirectives } from '../../gateway/lib/securityHeaders';
import { buildApp } from '../../gateway/server';
import { storageConfigFromEnv } from '../../gateway/storage/storage.config';
import { openTestDatabase, testConfig, type TestDatabase } from './harness';

const dir = mkdtempSync(path.join(os.tmpdir(), 'headers-test-'));
writeFileSync(
  path.join(dir, 'index.html'),
  '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
);
writeFileSync(path.join(dir, 'app.js'), 'console.log(1)');
let database: TestDatabase;
let app: FastifyInstance;
let proxied: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db, modules);
  app = await buildApp({ config: testConfig({ ...database.target, staticDir: dir }), db: database.db });
  // A route serving another host's pages brings its own policy.
  app.get(
    '/__storefront',
    {
      helmet: {
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { 'default-src': ["'self'"], 'script-src': ["'self'", 'https://cdn.example'] },
        },
      },
    },
    async () => 'storefront',
  );
  await app.ready();
  proxied = await buildApp({ config: testConfig({ ...database.target, trustProxy: true }), db: database.db });
  await proxied.ready();
});
afterAll(async () => {
  await app?.close();
  await proxied?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const csp = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k, v]),
  );

describe('every answer', () => {
  it.each([
    ['an API call', '/healthz', 'application/json'],
    ['the app page', '/', 'text/html'],
    ['a deep link (history fallback)', '/shop/123/products', 'text/html'],
    ['a file of the app', '/app.js', 'application/json'],
    ['an unknown API path', '/nope', 'application/json'],
  ])(
    '%s carries the CSP, frame-ancestors none, nosniff and a Referrer-Policy, and no HSTS over http',
    async (_what, url, accept) => {
      const res = await app.inject({ method: 'GET', url, headers: { accept } });
      const policy = csp(res.headers['content-security-policy']);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );
});

describe('HSTS', () => {
  it('is sent when the request came over https through a trusted proxy', async () => {
    const res = await proxied.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
  });

  it('is not sent when an untrusted caller only claims https', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('per request', () => {
  it('a route serving something else carries its own policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/__storefront' });
    expect(csp(res.headers['content-security-policy'])['script-src']).toEqual(["'self'", 'https://cdn.example']);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('a real bucket joins connect-src, since the browser PUTs there', () => {
    const directives = appCspDirectives(storageConfigFromEnv({ S3_BUCKET: 'shop-assets' }, '/data'));
    const privateDomains = ['http://*.localhost:*', 'https://*.localhost:*']; // issue 11: template calls, storefront preview
    expect(directives['connect-src']).toEqual([
      "'self'",
      ...privateDomains,
      'https://shop-assets.s3.ap-southeast-1.amazonaws.com',
    ]);
    expect(appCspDirectives(undefined)['connect-src']).toEqual(["'self'", ...privateDomains]);
  });
});
