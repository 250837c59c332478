/**
 * The built SPA served like production: the .br/.gz copy made at build time with its
 * Content-Encoding, hashed assets cached for a year (immutable), index.html and the
 * history-mode fallback revalidated every time, and JSON answers compressed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { shopContract as shopRoutes } from '../../resources/shop/shop.contract';
import { useGateway } from './harness';

const dir = mkdtempSync(path.join(os.tmpdir(), 'served-files-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const html = `<!doctype html><html lang="en"><head><title>t</title></head><body>${'<!-- pad -->'.repeat(200)}</body></html>`;
mkdirSync(path.join(dir, 'assets'));
writeFileSync(path.join(dir, 'index.html'), html);
writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(html));
writeFileSync(path.join(dir, 'index.html.gz'), gzipSync(html));
writeFileSync(path.join(dir, 'assets/shell-AbCd1234.js'), script);
writeFileSync(path.join(dir, 'assets/shell-AbCd1234.js.br'), brotliCompressSync(script));
writeFileSync(path.join(dir, 'assets/shell-AbCd1234.js.gz'), gzipSync(script));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const gw = useGateway({ staticDir: dir });

describe('serving the built app', () => {
  it('sends the brotli copy of a hashed file, cached for a year', async () => {
    const res = await gw.app.inject({
      url: '/assets/shell-AbCd1234.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a client without brotli, and the plain file to one without either', async () => {
    const gz = await gw.app.inject({ url: '/assets/shell-AbCd1234.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await gw.app.inject({ url: '/assets/shell-AbCd1234.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('revalidates index.html and the history-mode fallback every visit', async () => {
    for (const url of ['/', '/index.html', '/products/edit/123']) {
      const res = await gw.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(html);
    }
  });

  it('compresses JSON answers', async () => {
    const { token } = await gw.account();
    for (let i = 0; i < 4; i++) await gw.createShop(token, { name: `Compressed ${i} ${'n'.repeat(40)}` });
    const res = await gw.app.inject({
      url: shopRoutes.list.path,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).data).toBeDefined();
  });
});
