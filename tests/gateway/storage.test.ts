/**
 * SPEC §7 Image upload against the embedded store, with the real @aws-sdk/client-s3 going
 * through the app's own origin (/s3), as the browser does with the settings of /app/config.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageConfigFromEnv } from '../../gateway/storage/storage.config';
import { storageSettings } from '../../gateway/storage/storage.module';
import { objectKey, publicUrl } from '../../resources/storage/storage.paths';
import type { StorageSettings } from '../../resources/storage/storage.schema';
import { storageRoutes } from '../../resources/storage/storage.routes';
import { startGateway, type Gateway } from './harness';

const MB = 1024 * 1024;
const dir = mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
let gw: Gateway;
let close: () => Promise<void>;
let origin: string;
let settings: StorageSettings;
let s3: S3Client;

beforeAll(async () => {
  ({ gw, close } = await startGateway({ storage: { kind: 'embedded', dir, bucket: 'media' } }));
  origin = await gw.app.listen({ port: 0, host: '127.0.0.1' });
  settings = (await (await fetch(`${origin}${storageRoutes.config.path}`)).json()).data.storage;
  s3 = new S3Client({
    endpoint: settings.endpoint!, region: settings.region, forcePathStyle: settings.forcePathStyle, credentials: settings.credentials,
  });
});
afterAll(async () => {
  s3?.destroy();
  await close?.();
  rmSync(dir, { recursive: true, force: true });
});

const key = (name: string) => objectKey('products', { userId: 'u1', shopId: 's1' }, name, new Date(1_767_225_600_000));

describe('GET /app/config', () => {
  it('answers without a token where and how the browser uploads: the app origin, ap-southeast-1, the store keys', () => {
    expect(settings).toEqual({
      endpoint: `${origin}/s3`, bucket: 'media', region: 'ap-southeast-1', forcePathStyle: true,
      publicBaseUrl: `${origin}/s3/media`, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }, maxBytes: 3 * MB,
    });
  });

  it('describes a real bucket from S3_* without handing out keys', () => {
    const config = storageConfigFromEnv({ S3_BUCKET: 'shop-assets', S3_IDENTITY_POOL_ID: 'ap-southeast-1:pool' }, '/data');
    expect(storageSettings(config, 'http://ignored')).toEqual({
      endpoint: null, bucket: 'shop-assets', region: 'ap-southeast-1', forcePathStyle: false,
      publicBaseUrl: 'https://shop-assets.s3.ap-southeast-1.amazonaws.com', identityPoolId: 'ap-southeast-1:pool', maxBytes: 3 * MB,
    });
    expect(storageConfigFromEnv({}, '/data')).toEqual({ kind: 'embedded', dir: '/data/s3', bucket: 'shop-media' });
  });
});

describe('uploads through the app origin', () => {
  it('PutObject public-read, then the public URL answers the same bytes and type, safely', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>';
    const k = key('Ảnh bìa (1).SVG');
    expect(k).toBe('u1/s1/products/1767225600000-Anh-bia-1.svg');
    await s3.send(new PutObjectCommand({ Bucket: settings.bucket, Key: k, Body: Buffer.from(svg), ContentType: 'image/svg+xml', ACL: 'public-read' }));
    const res = await fetch(publicUrl(settings.publicBaseUrl, k));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(await res.text()).toBe(svg);
    const got = await s3.send(new GetObjectCommand({ Bucket: settings.bucket, Key: k }));
    expect(await got.Body!.transformToString()).toBe(svg);
  });

  it('stores a streamed (aws-chunked) upload as its payload, not its framing', async () => {
    const k = key('stream.txt');
    await s3.send(new PutObjectCommand({
      Bucket: settings.bucket, Key: k, Body: Readable.from([Buffer.from('hello '), Buffer.from('stream')]), ContentLength: 12, ACL: 'public-read',
    }));
    expect(await (await fetch(publicUrl(settings.publicBaseUrl, k))).text()).toBe('hello stream');
  });

  it('refuses a body over 3 MB with 400 and keeps nothing', async () => {
    const k = key('big.png');
    const error = await s3.send(new PutObjectCommand({ Bucket: settings.bucket, Key: k, Body: Buffer.alloc(3 * MB + 1), ACL: 'public-read' }))
      .then(() => undefined, (e: { $metadata?: { httpStatusCode?: number }; name?: string }) => e);
    expect(error?.$metadata?.httpStatusCode).toBe(400);
    expect(error?.name).toBe('EntityTooLarge');
    expect((await fetch(publicUrl(settings.publicBaseUrl, k))).status).toBe(404);
    await s3.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key('limit.png'), Body: Buffer.alloc(3 * MB) }));
  });

  it('refuses listing, deleting and other buckets, since its keys are public', async () => {
    const k = key('kept.txt');
    await s3.send(new PutObjectCommand({ Bucket: settings.bucket, Key: k, Body: Buffer.from('kept') }));
    const status = (p: Promise<unknown>) => p.then(() => 200, (e: { $metadata?: { httpStatusCode?: number } }) => e.$metadata?.httpStatusCode);
    expect(await status(s3.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: k })))).toBe(403);
    expect(await status(s3.send(new ListObjectsV2Command({ Bucket: settings.bucket })))).toBe(403);
    expect(await status(s3.send(new PutObjectCommand({ Bucket: 'other', Key: 'x.txt', Body: Buffer.from('x') })))).toBe(403);
    expect(await (await fetch(publicUrl(settings.publicBaseUrl, k))).text()).toBe('kept');
  });
});
