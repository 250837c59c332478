/**
 * SPEC §7 Template files on the private domain, on the embedded object store: save,
 * preview, recover, restore, clone, delete, page config, the zip round trip, path
 * traversal refused, and another merchant's token on my handle (404, my files unchanged).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateContract as templateRoutes } from '../../resources/theme/template.contract';
import { themeFiles } from '../../gateway/modules/theme/theme.catalogue';
import { startGateway, type Gateway } from './harness';
import { merchantWithShop, onHost, textBody } from './theme.fixtures';

const dir = mkdtempSync(path.join(os.tmpdir(), 'theme-test-'));
let gw: Gateway;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ gw, close } = await startGateway({ storage: { kind: 'embedded', dir, bucket: 'media' } }));
});
afterAll(async () => {
  await close?.();
  rmSync(dir, { recursive: true, force: true });
});

const INDEX = { folder: 'templates', file: 'index.liquid' };
const original = themeFiles('dawn').get('templates/index.liquid')!;

describe('saving, previewing, recovering and restoring a file', () => {
  it('keeps saved, temporary, original and history apart', async () => {
    const m = await merchantWithShop(gw);
    const as = (opts = {}) => onHost(m.host, { token: m.token, ...opts });
    const first = await gw.ok(templateRoutes.get, as({ params: INDEX }));
    expect(first.data).toMatchObject({
      content: original,
      customized: false,
      in_original: true,
      has_preview: false,
      history: [],
    });

    // A temporary edit: the saved version is untouched.
    const draft = await gw.ok(
      templateRoutes.save,
      textBody(m.host, m.token, '<p>draft</p>', { params: INDEX, query: { preview: 'true' } }),
    );
    expect(draft.data).toMatchObject({ content: '<p>draft</p>', preview: true, has_preview: true });
    expect((await gw.ok(templateRoutes.get, as({ params: INDEX }))).data.content).toBe(original);
    expect(
      (await gw.ok(templateRoutes.file, as({ params: { path: 'templates/index.liquid' }, query: { preview: 'true' } })))
        .data.content,
    ).toBe('<p>draft</p>');

    // A save: the new saved version, the old one in history, the temporary one dropped.
    const saved = await gw.ok(templateRoutes.save, textBody(m.host, m.token, '<p>v2</p>', { params: INDEX }));
    expect(saved.data).toMatchObject({ content: '<p>v2</p>', preview: false, has_preview: false, customized: true });
    expect(saved.data.history).toHaveLength(1);
    const historyId = saved.data.history[0].id;
    expect((await gw.ok(templateRoutes.get, as({ params: INDEX, query: { preview: 'true' } }))).data.content).toBe(
      '<p>v2</p>',
    );

    await gw.ok(templateRoutes.save, textBody(m.host, m.token, '<p>v3</p>', { params: INDEX }));
    // Restore: the original (first history entry) comes back; v3 joins the history.
    const restored = await gw.ok(
      templateRoutes.restore,
      as({ body: { path: 'templates/index.liquid', history_id: historyId } }),
    );
    expect(restored.data.content).toBe(original);
    expect(restored.data.history.length).toBe(3);

    await gw.ok(templateRoutes.save, textBody(m.host, m.token, '<p>v4</p>', { params: INDEX }));
    // An empty body recovers the theme's original.
    const recovered = await gw.ok(templateRoutes.save, onHost(m.host, { token: m.token, params: INDEX }));
    expect(recovered.data).toMatchObject({ content: original, customized: false });
  });

  it('clone/true makes every temporary version saved; clone/false drops them', async () => {
    const m = await merchantWithShop(gw);
    const as = (opts = {}) => onHost(m.host, { token: m.token, ...opts });
    const css = { folder: 'assets', file: 'theme.css' };
    await gw.ok(templateRoutes.save, textBody(m.host, m.token, 'body{}', { params: css, query: { preview: 'true' } }));
    await gw.ok(
      templateRoutes.save,
      textBody(m.host, m.token, '<p>x</p>', { params: INDEX, query: { preview: 'true' } }),
    );
    const dropped = await gw.ok(templateRoutes.clone, as({ params: { is_save: 'false' } }));
    expect(dropped.data.paths.sort()).toEqual(['assets/theme.css', 'templates/index.liquid']);
    expect((await gw.ok(templateRoutes.get, as({ params: css, query: { preview: 'true' } }))).data).toMatchObject({
      preview: false,
      has_preview: false,
    });

    await gw.ok(
      templateRoutes.save,
      textBody(m.host, m.token, 'body{color:red}', { params: css, query: { preview: 'true' } }),
    );
    const kept = await gw.ok(templateRoutes.clone, as({ params: { is_save: 'true' } }));
    expect(kept.data).toMatchObject({ saved: true, paths: ['assets/theme.css'] });
    expect((await gw.ok(templateRoutes.get, as({ params: css }))).data.content).toBe('body{color:red}');
  });

  it('refuses Liquid and JSON that do not parse, and deleting the layout; deletes and recovers a file', async () => {
    const m = await merchantWithShop(gw);
    const as = (opts = {}) => onHost(m.host, { token: m.token, ...opts });
    const broken = await gw.call(templateRoutes.save, textBody(m.host, m.token, '{% if %}', { params: INDEX }));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('template.liquid_error');
    const json = await gw.call(
      templateRoutes.save,
      textBody(m.host, m.token, '{', { params: { folder: 'locales', file: 'en.json' } }),
    );
    expect(json.json().code).toBe('template.invalid_json');
    const layout = await gw.call(templateRoutes.delete, as({ params: { folder: 'layout', file: 'theme.liquid' } }));
    expect(layout.json().code).toBe('template.required_file');

    const footer = { folder: 'sections', file: 'footer.liquid' };
    expect((await gw.ok(templateRoutes.delete, as({ params: footer }))).data).toEqual({
      path: 'sections/footer.liquid',
      deleted: true,
    });
    expect((await gw.call(templateRoutes.get, as({ params: footer }))).statusCode).toBe(404);
    const back = await gw.ok(templateRoutes.save, as({ params: footer }));
    expect(back.data.content).toBe(themeFiles('dawn').get('sections/footer.liquid'));
    // A new file has no original to recover.
    await gw.ok(
      templateRoutes.save,
      textBody(m.host, m.token, '<b>new</b>', { params: { folder: 'snippets', file: 'badge.liquid' } }),
    );
    await gw.ok(templateRoutes.delete, as({ params: { folder: 'snippets', file: 'badge.liquid' } }));
    expect(
      (await gw.call(templateRoutes.save, as({ params: { folder: 'snippets', file: 'badge.liquid' } }))).json().code,
    ).toBe('template.no_original');
  });

  it('reads and saves page configs, checking section types, with preview', async () => {
    const m = await merchantWithShop(gw);
    const as = (opts = {}) => onHost(m.host, { token: m.token, ...opts });
    const read = await gw.ok(templateRoutes.pageConfig, as({ params: { file_name: 'index' } }));
    expect(read.data.config.order).toEqual(['hero', 'featured', 'story']);
    const config = { sections: { hero: { type: 'hero', settings: { heading: 'Autumn' } } }, order: ['hero'] };
    const saved = await gw.ok(
      templateRoutes.savePageConfig,
      as({ params: { file_name: 'index' }, query: { preview: 'true' }, body: config }),
    );
    expect(saved.data).toMatchObject({ preview: true, config });
    expect(
      (await gw.ok(templateRoutes.pageConfig, as({ params: { file_name: 'index' } }))).data.config.order,
    ).toHaveLength(3);
    expect(
      (await gw.ok(templateRoutes.pageConfig, as({ params: { file_name: 'index' }, query: { preview: 'true' } }))).data
        .config,
    ).toEqual(config);
    const bad = await gw.call(
      templateRoutes.savePageConfig,
      as({
        params: { file_name: 'index' },
        body: { sections: { x: { type: 'nope', settings: {} } }, order: ['x', 'y'] },
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['order.1', 'sections.x.type']);
  });
});

describe('zip download and upload', () => {
  it('a downloaded theme uploaded again gives the same files, as a new unpublished layout', async () => {
    const m = await merchantWithShop(gw);
    const as = (opts = {}) => onHost(m.host, { token: m.token, ...opts });
    await gw.ok(templateRoutes.save, textBody(m.host, m.token, '<p>mine</p>', { params: INDEX }));
    const res = await gw.call(templateRoutes.download, as());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zipped = unzipSync(new Uint8Array(res.rawPayload));
    expect(new TextDecoder().decode(zipped['templates/index.liquid'])).toBe('<p>mine</p>');

    const boundary = '----theme-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="mine.zip"\r\nContent-Type: application/zip\r\n\r\n`,
      ),
      res.rawPayload,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await gw.app.inject({
      method: 'POST',
      url: '/api/template/upload',
      payload,
      headers: {
        host: m.host,
        authorization: `Bearer ${m.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    expect(up.statusCode).toBe(201);
    const layout = templateRoutes.upload.response.parse(up.json()).data;
    expect(layout).toMatchObject({ name: 'mine', role: 'unpublished', files_count: Object.keys(zipped).length });

    const again = await gw.call(templateRoutes.download, as({ query: { theme_id: layout.id } }));
    const rezipped = unzipSync(new Uint8Array(again.rawPayload));
    expect(Object.keys(rezipped).sort()).toEqual(Object.keys(zipped).sort());
    for (const [name, bytes] of Object.entries(zipped))
      expect(Buffer.from(rezipped[name]).equals(Buffer.from(bytes))).toBe(true);
  });

  it('refuses a zip without a theme, and a body that is no zip, with 400', async () => {
    const m = await merchantWithShop(gw);
    const send = (bytes: Uint8Array) => {
      const boundary = '----x';
      return gw.app.inject({
        method: 'POST',
        url: '/api/template/upload',
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\n`),
          Buffer.from(bytes),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: {
          host: m.host,
          authorization: `Bearer ${m.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
    };
    const noTheme = await send(zipSync({ 'readme.txt': strToU8('hi'), '../../etc/passwd': strToU8('x') }));
    expect(noTheme.statusCode).toBe(400);
    expect(noTheme.json().code).toBe('template.bad_zip');
    expect((await send(strToU8('not a zip'))).json().code).toBe('template.bad_zip');
  });
});

/**
 * A request over a real socket with the path exactly as written: app.inject() (like a
 * browser) normalises `..` and `%2E%2E` away, a raw HTTP client does not.
 */
async function raw(method: string, rawPath: string, headers: Record<string, string>, body?: string): Promise<number> {
  if (!gw.app.server.listening) await gw.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = gw.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: rawPath, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('paths', () => {
  it.each([
    ['../../etc/passwd'],
    ['..%2F..%2Fetc%2Fpasswd'],
    ['templates/..%5C..%5Cx'],
    ['templates/index.liquid%00'],
    ['templates%2F..%2Flayout%2Ftheme.liquid'],
    ['templates%5Cindex.liquid'],
    ['secret/x.liquid'],
    ['templates/.hidden'],
    ['%2Fetc%2Fpasswd'],
    ['templates/%2E%2E'],
  ])('refuses %s with 400', async (bad) => {
    const m = await merchantWithShop(gw);
    expect(await raw('GET', `/api/template/files/${bad}`, { host: m.host, authorization: `Bearer ${m.token}` })).toBe(
      400,
    );
  });

  it('refuses a folder or file name that leaves the theme, on save too', async () => {
    const m = await merchantWithShop(gw);
    const urls = [
      '/api/template/..%2F..%2Fx/y.liquid',
      '/api/template/templates/%2E%2E',
      '/api/template/templates/..',
      '/api/template/templates/a%2F..%2F..%2Fb',
      '/api/template/..%5C..%5Cx/y.liquid',
    ];
    for (const url of urls) {
      const status = await raw(
        'POST',
        url,
        { host: m.host, authorization: `Bearer ${m.token}`, 'content-type': 'text/plain' },
        'x',
      );
      expect(status, url).toBe(400);
    }
    // Nothing was written anywhere.
    const files = (await gw.ok(templateRoutes.list, onHost(m.host, { token: m.token }))).data.files;
    expect(files.filter((f) => f.customized)).toEqual([]);
  });
});

describe('tenancy on the private domain', () => {
  it("another merchant's token on my handle answers 404 and changes none of my files", async () => {
    const me = await merchantWithShop(gw, 'My Ceramics');
    const other = await merchantWithShop(gw, 'Other Shop');
    const mine = (opts = {}) => onHost(me.host, { token: me.token, ...opts });
    const intruder = (opts = {}) => onHost(me.host, { token: other.token, ...opts });
    const before = (await gw.ok(templateRoutes.get, mine({ params: INDEX }))).data.content;

    const calls = [
      gw.call(templateRoutes.list, intruder()),
      gw.call(templateRoutes.get, intruder({ params: INDEX })),
      gw.call(templateRoutes.save, textBody(me.host, other.token, '<p>taken over</p>', { params: INDEX })),
      gw.call(templateRoutes.delete, intruder({ params: { folder: 'sections', file: 'header.liquid' } })),
      gw.call(templateRoutes.clone, intruder({ params: { is_save: 'true' } })),
      gw.call(templateRoutes.download, intruder()),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('My Ceramics');
    }
    // The other shop's own layout id does not open mine either (and vice versa).
    const theirs = (await gw.ok(templateRoutes.list, onHost(other.host, { token: other.token }))).data.layout.id;
    expect((await gw.call(templateRoutes.list, mine({ query: { theme_id: theirs } }))).statusCode).toBe(404);

    expect((await gw.ok(templateRoutes.get, mine({ params: INDEX }))).data.content).toBe(before);
    expect(
      (await gw.ok(templateRoutes.get, mine({ params: { folder: 'sections', file: 'header.liquid' } }))).data
        .customized,
    ).toBe(false);
  });

  it('keeps the files out of the public /s3 proxy (drafts are for the owner)', async () => {
    const m = await merchantWithShop(gw);
    const { layout } = (await gw.ok(templateRoutes.list, onHost(m.host, { token: m.token }))).data;
    const key = `themes/${m.shopId}/${layout.id}/saved/templates/index.liquid`;
    expect(
      await gw.app
        .objectStore!.client()
        .send(new GetObjectCommand({ Bucket: 'media', Key: key }))
        .then(() => true),
    ).toBe(true);
    const res = await gw.app.inject({ method: 'GET', url: `/s3/media/${key}` });
    expect(res.statusCode).toBe(403);
  });

  it('answers 401 without a token, and 404 on the gateway host (no shop named)', async () => {
    const m = await merchantWithShop(gw);
    expect((await gw.call(templateRoutes.list, onHost(m.host))).statusCode).toBe(401);
    expect((await gw.call(templateRoutes.list, { token: m.token })).statusCode).toBe(404);
  });
});
