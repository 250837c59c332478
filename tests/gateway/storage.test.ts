/**
 * SPEC §7 Image upload against the embedded store (issue 15): the signed-in owner asks
 * the gateway for a presigned PUT (storage.upload) and PUTs the file straight to the
 * store through the app's own origin (/s3), as the browser does. Everything else that
 * would write is refused: unsigned PUTs, PUTs signed with the store's own keys (the real
 * S3 SDK), other users' folders, CopyObject, over 3 MB. The same call against a "real
 * bucket" (an S3 endpoint of its own, S3_* settings) answers a URL that works there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedObjectStore } from '../../gateway/storage/objectStore';
import { EMBEDDED_KEYS, storageConfigFromEnv } from '../../gateway/storage/storage.config';
import { storageSettings } from '../../gateway/storage/storage.settings';
import type { PresignedUpload, UploadBody } from '../../resources/storage/storage.schema';
import { storageContract as storageRoutes } from '../../resources/storage/storage.contract';
import { startGateway, type Account, type Gateway } from './harness';

const MB = 1024 * 1024;
const dir = mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
let gw: Gateway;
let close: () => Promise<void>;
let origin: string;
let owner: Account;
let ownerShop: string;
let other: Account;
let otherShop: string;

beforeAll(async () => {
  ({ gw, close } = await startGateway({ storage: { kind: 'embedded', dir, bucket: 'media' } }));
  origin = await gw.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await gw.account();
  ownerShop = (await gw.createShop(owner.token)).id;
  other = await gw.account();
  otherShop = (await gw.createShop(other.token, { name: 'Other Shop' })).id;
});
afterAll(async () => {
  await close?.();
  rmSync(dir, { recursive: true, force: true });
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const ask = (token: string, body: Partial<UploadBody>) =>
  gw.call(storageRoutes.upload, {
    token,
    body: {
      type: 'products',
      shop_id: ownerShop,
      file_name: 'mug.png',
      content_type: 'image/png',
      size: PNG.length,
      ...body,
    },
  });
async function presigned(token: string, body: Partial<UploadBody> = {}): Promise<PresignedUpload> {
  const res = await ask(token, body);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}
const put = (url: string, body: Buffer, headers: Record<string, string> = { 'content-type': 'image/png' }) =>
  fetch(new URL(url, origin), { method: 'PUT', headers, body: new Uint8Array(body) });
const read = (publicUrl: string) => fetch(new URL(publicUrl, origin));

describe('GET /app/config', () => {
  it('answers where images live, relative to the app, with no keys and nothing from the Host header', async () => {
    const res = await gw.call(storageRoutes.config, {
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.json().data.storage).toEqual({
      endpoint: '/s3',
      bucket: 'media',
      region: 'ap-southeast-1',
      forcePathStyle: true,
      publicBaseUrl: '/s3/media',
      maxBytes: 3 * MB,
    });
    expect(res.body).not.toContain('evil');
    expect(res.body).not.toContain(EMBEDDED_KEYS.secretAccessKey);
  });

  it('describes a real bucket from S3_* without handing out keys', () => {
    const config = storageConfigFromEnv(
      { S3_BUCKET: 'shop-assets', S3_ACCESS_KEY_ID: 'AKIA1', S3_SECRET_ACCESS_KEY: 'secret-1' },
      '/data',
    );
    expect(storageSettings(config)).toEqual({
      endpoint: null,
      bucket: 'shop-assets',
      region: 'ap-southeast-1',
      forcePathStyle: false,
      publicBaseUrl: 'https://shop-assets.s3.ap-southeast-1.amazonaws.com',
      maxBytes: 3 * MB,
    });
    expect(storageConfigFromEnv({}, '/data')).toEqual({ kind: 'embedded', dir: '/data/s3', bucket: 'shop-media' });
  });
});

describe('storage.upload: a presigned PUT for the signed-in owner', () => {
  it("names one key under the owner's folder (sanitised, timestamped), and the PUT stores the bytes, served safely", async () => {
    const target = await presigned(owner.token, { file_name: 'Ảnh bìa (1).PNG' });
    expect(target.key).toMatch(new RegExp(`^${owner.id}/${ownerShop}/products/\\d{13}-Anh-bia-1\\.png$`));
    expect(target.url.startsWith(`/s3/media/${target.key}?`)).toBe(true);
    expect(target.public_url).toBe(`/s3/media/${target.key}`);
    expect(target.headers).toEqual({ 'content-type': 'image/png' });
    expect((await put(target.url, PNG)).status).toBe(200);
    const res = await read(target.public_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it.each([
    ['avatar', ''],
    ['shop', '/SHOP'],
    ['review', '/SHOP/reviews'],
    ['products', '/SHOP/products'],
  ] as const)('puts %s uploads in {user}%s', async (type, folder) => {
    const target = await presigned(owner.token, { type });
    expect(target.key.slice(0, target.key.lastIndexOf('/'))).toBe(`${owner.id}${folder.replace('SHOP', ownerShop)}`);
  });

  it("refuses anonymous callers (401) and another user's shop (404), and that shop's folder stays empty", async () => {
    expect(
      (
        await gw.call(storageRoutes.upload, {
          body: { type: 'avatar', file_name: 'a.png', content_type: 'image/png', size: 10 },
        })
      ).statusCode,
    ).toBe(401);
    const res = await ask(owner.token, { shop_id: otherShop });
    expect(res.statusCode).toBe(404);
    const listed = await gw.app
      .objectStore!.client()
      .send(new ListObjectsV2Command({ Bucket: 'media', Prefix: `${other.id}/` }));
    expect(listed.KeyCount ?? 0).toBe(0);
  });

  it('refuses over 3 MB, a type that is not an image and a missing shop with per-field 400s', async () => {
    const res = await ask(owner.token, {
      size: 3 * MB + 1,
      content_type: 'text/html' as UploadBody['content_type'],
      file_name: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      size: { message: 'app.validation.file_size', args: { n: 3 } },
      content_type: { message: 'app.validation.image_type' },
      file_name: { message: 'app.validation.required' },
    });
    expect((await ask(owner.token, { shop_id: null })).statusCode).toBe(404);
    expect((await ask(owner.token, { size: 3 * MB })).statusCode).toBe(200);
  });
});

describe('the embedded store refuses every other write', () => {
  it("an anonymous PUT over someone's image is refused and the image is unchanged", async () => {
    const target = await presigned(owner.token);
    expect((await put(target.url, PNG)).status).toBe(200);
    const res = await put(target.public_url, Buffer.from('<svg onload=alert(1)>'), { 'content-type': 'image/svg+xml' });
    expect(res.status).toBe(403);
    expect(Buffer.from(await (await read(target.public_url)).arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('a signed URL does not write another key, another type, another size, nor after its query is changed', async () => {
    const target = await presigned(owner.token);
    const [pathPart, query] = target.url.split('?');
    const otherKey = `${pathPart.replace(`${owner.id}/${ownerShop}`, `${other.id}/${otherShop}`)}?${query}`;
    expect((await put(otherKey, PNG)).status).toBe(403);
    expect((await put(target.url, PNG, { 'content-type': 'image/svg+xml' })).status).toBe(403);
    expect((await put(target.url, Buffer.concat([PNG, PNG]))).status).toBe(403);
    expect((await put(`${target.url}&tagging`, PNG)).status).toBe(403);
    expect((await put(target.url.replace(/X-Amz-Expires=\d+/, 'X-Amz-Expires=3600'), PNG)).status).toBe(403);
    expect((await read(target.public_url)).status).toBe(404);
  });

  it("the real S3 SDK with the store's own keys can neither put, copy, delete nor list through /s3", async () => {
    const target = await presigned(owner.token);
    expect((await put(target.url, PNG)).status).toBe(200);
    const s3 = new S3Client({
      endpoint: `${origin}/s3`,
      region: 'ap-southeast-1',
      forcePathStyle: true,
      credentials: { ...EMBEDDED_KEYS },
    });
    const status = (p: Promise<unknown>) =>
      p.then(
        () => 200,
        (e: { $metadata?: { httpStatusCode?: number } }) => e.$metadata?.httpStatusCode,
      );
    const victim = `${other.id}/${otherShop}/products/1-x.png`;
    expect(await status(s3.send(new PutObjectCommand({ Bucket: 'media', Key: victim, Body: PNG })))).toBe(403);
    expect(
      await status(s3.send(new CopyObjectCommand({ Bucket: 'media', Key: victim, CopySource: `media/${target.key}` }))),
    ).toBe(403);
    expect(await status(s3.send(new DeleteObjectCommand({ Bucket: 'media', Key: target.key })))).toBe(403);
    expect(await status(s3.send(new ListObjectsV2Command({ Bucket: 'media' })))).toBe(403);
    expect((await read(`/s3/media/${victim}`)).status).toBe(404);
    expect((await read(target.public_url)).status).toBe(200);
    s3.destroy();
  });

  it('a presigned URL with a copy-source header stores the body, never a copy', async () => {
    const source = await presigned(owner.token, { file_name: 'source.png' });
    await put(source.url, PNG);
    const target = await presigned(owner.token, { file_name: 'copy.png', size: 3 });
    const res = await put(target.url, Buffer.from('abc'), {
      'content-type': 'image/png',
      'x-amz-copy-source': `media/${source.key}`,
    });
    expect(res.status).toBe(200);
    expect(await (await read(target.public_url)).text()).toBe('abc');
  });

  it('refuses a body over 3 MB with 400 EntityTooLarge and keeps nothing', async () => {
    const target = await presigned(owner.token, { size: 3 * MB });
    const big = await put(target.url, Buffer.alloc(3 * MB + 1));
    expect(big.status).toBe(400);
    expect(await big.text()).toContain('EntityTooLarge');
    expect((await read(target.public_url)).status).toBe(404);
    expect((await put(target.url, Buffer.alloc(3 * MB))).status).toBe(200);
  });
});

describe('a real bucket (S3_* settings)', () => {
  it("answers a presigned URL on the bucket's own endpoint, signed with S3_ACCESS_KEY_ID, that stores the file", async () => {
    const bucketDir = mkdtempSync(path.join(os.tmpdir(), 'bucket-test-'));
    const bucket = new EmbeddedObjectStore({ kind: 'embedded', dir: bucketDir, bucket: 'shop-assets' });
    await bucket.start();
    const endpoint = `http://${bucket.address.host}:${bucket.address.port}`;
    const storage = storageConfigFromEnv(
      {
        S3_BUCKET: 'shop-assets',
        S3_ENDPOINT: endpoint,
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: EMBEDDED_KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: EMBEDDED_KEYS.secretAccessKey,
      },
      dir,
    );
    const real = await startGateway({ storage });
    try {
      const account = await real.gw.account();
      const shop = (await real.gw.createShop(account.token)).id;
      const res = await real.gw.call(storageRoutes.upload, {
        token: account.token,
        body: { type: 'products', shop_id: shop, file_name: 'mug.png', content_type: 'image/png', size: PNG.length },
      });
      const target: PresignedUpload = res.json().data;
      const url = new URL(target.url);
      expect(url.origin).toBe(endpoint);
      expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^S3RVER\//);
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
      expect(target.public_url).toBe(`${endpoint}/shop-assets/${target.key}`);
      expect(
        (await fetch(target.url, { method: 'PUT', headers: target.headers, body: new Uint8Array(PNG) })).status,
      ).toBe(200);
      expect(Buffer.from(await (await fetch(target.public_url)).arrayBuffer()).equals(PNG)).toBe(true);
    } finally {
      await real.close();
      await bucket.stop();
      rmSync(bucketDir, { recursive: true, force: true });
    }
  });
});
