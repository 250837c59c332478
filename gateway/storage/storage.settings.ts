/** Where images live, as GET /app/config tells the browser (the storage module), and as the file module and the demo seed link them. */
import { UPLOAD_MAX_BYTES } from '../../resources/product/product.schema';
import { STORAGE_REGION, type StorageSettings } from '../../resources/storage/storage.schema';
import { S3_PREFIX } from './s3Proxy';
import type { StorageConfig } from './storage.config';

/**
 * What the browser is told. From the configuration only, never from request headers:
 * the embedded store is relative to the app ('/s3'); `origin` (the seed) makes it absolute.
 */
export function storageSettings(config: StorageConfig | undefined, origin = ''): StorageSettings | null {
  if (!config) return null;
  if (config.kind === 'embedded') {
    const endpoint = `${origin}${S3_PREFIX}`;
    return {
      endpoint,
      bucket: config.bucket,
      region: STORAGE_REGION,
      forcePathStyle: true,
      publicBaseUrl: `${endpoint}/${config.bucket}`,
      maxBytes: UPLOAD_MAX_BYTES,
    };
  }
  return {
    endpoint: config.endpoint,
    bucket: config.bucket,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    publicBaseUrl: config.publicBaseUrl,
    maxBytes: UPLOAD_MAX_BYTES,
  };
}
