/** SPEC §7 Shop images on the embedded object store: the shop's folder listed newest first, paged, deleted by key, tenancy. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileContract as fileRoutes } from '../../resources/file/file.contract';
import { objectKey } from '../../resources/storage/storage.keys';
import { merchant, type Merchant } from './catalogue.fixtures';
import { startGateway, type Gateway } from './harness';

const dir = mkdtempSync(path.join(os.tmpdir(), 'files-test-'));
let gw: Gateway;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ gw, close } = await startGateway({ storage: { kind: 'embedded', dir, bucket: 'media' } }));
});
afterAll(async () => {
  await close?.();
  rmSync(dir, { recursive: true, force: true });
});

async function put(m: Merchant, name: string, at: number, type: 'shop' | 'products' = 'shop') {
  const key = objectKey(type, { userId: m.userId, shopId: m.shopId }, name, new Date(at));
  await gw.app
    .objectStore!.client()
    .send(new PutObjectCommand({ Bucket: 'media', Key: key, Body: Buffer.from(name), ContentType: 'image/png' }));
  await new Promise((resolve) => setTimeout(resolve, 1100)); // S3 times have one-second precision
  return key;
}
const keys = async () =>
  ((await gw.app.objectStore!.client().send(new ListObjectsV2Command({ Bucket: 'media' }))).Contents ?? []).map(
    (o) => o.Key,
  );

describe('shop images', () => {
  it("lists the shop's images newest first with public URLs and paging, and deletes only its own", async () => {
    const m = await merchant(gw);
    const other = await merchant(gw);
    const theirs = await put(other, 'theirs.png', 1);
    const logo = await put(m, 'logo.png', 2);
    const mug = await put(m, 'mug.png', 3, 'products');
    const list = (query: Record<string, number> = {}) =>
      gw.ok(fileRoutes.list, { token: m.token, params: { shop: m.shopId }, query }).then((a) => a.data);
    const all = await list();
    expect(all).toMatchObject({ total: 2, page: 1, limit: 24 });
    expect(all.images.map((i) => [i.key, i.name])).toEqual([
      [mug, 'mug.png'],
      [logo, 'logo.png'],
    ]);
    expect(all.images[0].url).toMatch(/\/s3\/media\/.+\/products\/3-mug\.png$/);
    expect((await list({ limit: 1, page: 2 })).images.map((i) => i.key)).toEqual([logo]);

    const del = await gw.ok(fileRoutes.deleteMany, {
      token: m.token,
      params: { shop: m.shopId },
      body: { ids: [logo, theirs] },
    });
    expect(del.data.ids).toEqual([logo]);
    expect(await keys()).toEqual(expect.arrayContaining([theirs, mug]));
    expect(await keys()).not.toContain(logo);
    expect((await gw.call(fileRoutes.list, { token: m.token, params: { shop: other.shopId } })).statusCode).toBe(404);
    const bad = await gw.call(fileRoutes.deleteMany, { token: m.token, params: { shop: m.shopId }, body: { ids: [] } });
    expect(bad.json().errors.ids).toEqual({ message: 'app.validation.list' });
  });
});
