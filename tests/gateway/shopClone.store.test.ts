/**
 * Issue 26 item 4 with a real object store: the active theme's files are copied under the new
 * shop's prefix (`themes/<new shop>/<layout>/`), byte for byte, and an undo removes them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { shopCloneContract as cloneRoutes } from '../../resources/shop/shopClone.contract';
import { themeContract as themeRoutes } from '../../resources/theme/theme.contract';
import { useGateway } from './harness';

describe('a new shop from another, theme files in the object store', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'clone-themes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const gw = useGateway({ storage: { kind: 'embedded', dir, bucket: 'media' } });
  const client = () => gw.app.objectStore!.client();
  const keys = async (prefix: string) =>
    ((await client().send(new ListObjectsV2Command({ Bucket: 'media', Prefix: prefix }))).Contents ?? [])
      .map((o) => o.Key!)
      .sort();
  const body = async (key: string) =>
    (await client().send(new GetObjectCommand({ Bucket: 'media', Key: key }))).Body!.transformToString();

  it('copies the saved and original files under the new shop, and undo removes them', async () => {
    const { token } = await gw.account();
    const source = (await gw.createShop(token, { name: 'Store Source' }))._id;
    const target = (await gw.createShop(token, { name: 'Store Target' }))._id;
    const layout = (await gw.ok(themeRoutes.active, { token, query: { shop_id: source } })).data;
    const from = `themes/${source}/${layout.id}/`;
    const sourceKeys = (await keys(from)).filter((k) => !k.includes('/history/'));
    expect(sourceKeys.length).toBeGreaterThan(0);

    await gw.ok(cloneRoutes.start, { token, params: { id: target }, body: { source_id: source, parts: ['theme'] } });
    await gw.app.queue.drain();
    const copied = (await gw.ok(themeRoutes.active, { token, query: { shop_id: target } })).data;
    expect(copied.id).not.toBe(layout.id);
    const to = `themes/${target}/${copied.id}/`;
    expect(await keys(to)).toEqual(sourceKeys.map((k) => `${to}${k.slice(from.length)}`));
    const sample = sourceKeys[0];
    expect(await body(`${to}${sample.slice(from.length)}`)).toBe(await body(sample));

    await gw.ok(cloneRoutes.undo, { token, params: { id: target } });
    expect(await keys(to)).toEqual([]);
    expect((await keys(from)).filter((k) => !k.includes('/history/'))).toEqual(sourceKeys);
  });
});
