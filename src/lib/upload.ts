/**
 * Browser uploads straight to the object store (SPEC §7 Image upload): @aws-sdk/client-s3
 * PutObject, public-read, keys by type from resources/storage/storage.paths.ts (sanitised
 * name with a timestamp), and the SPEC §9 3 MB limit checked before anything is sent.
 * Where the store is comes from GET /app/config (storage.config); the embedded store
 * hands out static keys, a real bucket is written with anonymous (unsigned) requests.
 * The S3 client (about 80 KiB gzip) is imported only when a file is chosen, not with the
 * screens that offer an upload.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { objectKey, publicUrl, type UploadOwner, type UploadType } from '../../resources/storage/storage.paths';
import type { StorageSettings } from '../../resources/storage/storage.schema';

/** SPEC §9: uploads up to 3 MB. */
export const UPLOAD_LIMIT_BYTES = 3 * 1024 * 1024;

/** A refusal before or during an upload; `message` is an i18n key. */
export class UploadError extends Error {
  constructor(message: string, readonly args: Record<string, string | number> = {}) {
    super(message);
    this.name = 'UploadError';
  }
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Throws when the file is not an image or is over the limit; nothing is sent then. */
export function checkUpload(file: { size: number; type: string; name: string }, maxBytes = UPLOAD_LIMIT_BYTES): void {
  if (!file.type.startsWith('image/')) throw new UploadError('app.upload.not_image', { name: file.name });
  if (file.size > maxBytes) throw new UploadError('app.upload.too_large', { name: file.name, n: megabytes(maxBytes) });
}

/** A relative endpoint ('/s3') is the app's own origin. */
export function absoluteEndpoint(endpoint: string | null, origin: string): string | undefined {
  if (!endpoint) return undefined;
  return /^https?:\/\//i.test(endpoint) ? endpoint : `${origin}${endpoint.startsWith('/') ? '' : '/'}${endpoint}`;
}

export function absoluteUrl(url: string, origin: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

const clients = new Map<string, S3Client>();

async function clientFor(settings: StorageSettings, origin: string): Promise<S3Client> {
  const cacheKey = JSON.stringify([settings, origin]);
  let client = clients.get(cacheKey);
  if (!client) {
    const { S3Client } = await import('@aws-sdk/client-s3');
    client = new S3Client({
      region: settings.region,
      endpoint: absoluteEndpoint(settings.endpoint, origin),
      forcePathStyle: settings.forcePathStyle,
      // A plain body with its length: no aws-chunked encoding or checksum trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      credentials: settings.credentials ?? { accessKeyId: 'anonymous', secretAccessKey: 'anonymous' },
      // Anonymous identity: a bucket policy lets public-read objects in without a signature.
      ...(settings.credentials ? {} : { signer: { sign: async (request: unknown) => request } as never }),
    });
    clients.set(cacheKey, client);
  }
  return client;
}

export interface UploadRequest {
  file: File;
  type: UploadType;
  owner: UploadOwner;
  settings: StorageSettings | null;
  /** The page's origin (tests pass one). */
  origin?: string;
  now?: Date;
}

export interface Uploaded {
  url: string;
  key: string;
  /** The file's own name, for alt text. */
  name: string;
}

export async function uploadFile({ file, type, owner, settings, origin = window.location.origin, now }: UploadRequest): Promise<Uploaded> {
  if (!settings) throw new UploadError('app.upload.unavailable');
  checkUpload(file, Math.min(settings.maxBytes || UPLOAD_LIMIT_BYTES, UPLOAD_LIMIT_BYTES));
  const key = objectKey(type, owner, file.name, now);
  try {
    const [{ PutObjectCommand }, client] = await Promise.all([import('@aws-sdk/client-s3'), clientFor(settings, origin)]);
    await client.send(new PutObjectCommand({
      Bucket: settings.bucket,
      Key: key,
      Body: new Uint8Array(await file.arrayBuffer()),
      ContentType: file.type,
      ContentLength: file.size,
      ACL: 'public-read',
    }));
  } catch {
    throw new UploadError('app.upload.failed', { name: file.name });
  }
  return { url: absoluteUrl(publicUrl(settings.publicBaseUrl, key), origin), key, name: file.name };
}
