/**
 * A real gateway with the embedded object store (a temp folder, bucket `media`) for the tests
 * that copy images between shops (copy.test.ts, shopCloneCatalogue.test.ts): started before
 * the file's tests, stopped and its folder removed after. `gw` is read once started.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll } from 'vitest';
import { startGateway, type Gateway } from './harness';

/** A 1x1 PNG's first bytes: what the images hold. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const BUCKET = 'media';

export function useMediaGateway(prefix: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  let started: { gw: Gateway; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    started = await startGateway({ storage: { kind: 'embedded', dir, bucket: BUCKET } });
  });
  afterAll(async () => {
    await started?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const gw = () => started!.gw;
  const s3 = (): S3Client => gw().app.objectStore!.client();
  /** The address the gateway gives an image of the embedded store. */
  const imageUrl = (key: string) => `http://localhost:3000/s3/${BUCKET}/${key}`;
  return {
    gw,
    s3,
    imageUrl,
    /** Stores a PNG under the key; answers its address. */
    async putImage(key: string) {
      await s3().send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: PNG, ContentType: 'image/png' }));
      return imageUrl(key);
    },
    async objectBytes(key: string) {
      const got = await s3().send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      return Buffer.from(await got.Body!.transformToByteArray());
    },
    /** Whether the store holds the key. */
    async exists(key: string) {
      try {
        await s3().send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
        return true;
      } catch {
        return false;
      }
    },
  };
}
