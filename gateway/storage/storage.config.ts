/**
 * Where images go. Default: the embedded S3-compatible store (s3rver) with its files
 * under DATA_DIR/s3, served under the app's own origin at /s3. With S3_BUCKET a real
 * bucket is used instead (SPEC §7: region ap-southeast-1, public-read); the gateway
 * presigns every upload (issue 15) with S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY or the
 * SDK's usual credentials.
 */
import path from 'node:path';
import { STORAGE_REGION } from '../../resources/storage/storage.schema';

export interface EmbeddedStorage {
  kind: 'embedded';
  /** Folder of the store's files. */
  dir: string;
  bucket: string;
}

export interface BucketStorage {
  kind: 's3';
  bucket: string;
  region: string;
  endpoint: string | null;
  forcePathStyle: boolean;
  publicBaseUrl: string;
  /** Keys the gateway presigns uploads with; none: the SDK's usual credentials (AWS_* variables, profile, role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export type StorageConfig = EmbeddedStorage | BucketStorage;

/**
 * s3rver's built-in keys: only the gateway's own code (seed, tests) talks to the store
 * with them, on loopback. Browsers write through the /s3 proxy, which takes presigned
 * PUTs only (presign.ts).
 */
export const EMBEDDED_KEYS = Object.freeze({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
export const EMBEDDED_BUCKET = 'shop-media';

export function storageConfigFromEnv(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  if (!env.S3_BUCKET) return { kind: 'embedded', dir: path.join(dataDir, 's3'), bucket: EMBEDDED_BUCKET };
  const region = env.S3_REGION || STORAGE_REGION;
  const endpoint = env.S3_ENDPOINT?.replace(/\/+$/, '') || null;
  const forcePathStyle = env.S3_FORCE_PATH_STYLE === '1';
  const publicBaseUrl =
    env.S3_PUBLIC_BASE_URL?.replace(/\/+$/, '') ||
    (endpoint && forcePathStyle
      ? `${endpoint}/${env.S3_BUCKET}`
      : `https://${env.S3_BUCKET}.s3.${region}.amazonaws.com`);
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined;
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region,
    endpoint,
    forcePathStyle,
    publicBaseUrl,
    ...(credentials ? { credentials } : {}),
  };
}
