/**
 * An S3 client for the configured object store, wherever the caller runs: the web
 * process's embedded store when it serves one; otherwise (a `npm run worker` process, or
 * a real bucket) a client from the configuration: the real bucket with its endpoint and
 * keys, or the embedded store's folder opened by a short-lived s3rver of this process.
 * CLEAN-SHOP uses it so a shop's objects are cleared whichever process runs the job.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { EmbeddedObjectStore } from './objectStore';
import type { StorageConfig } from './storage.config';

export async function withStoreClient<T>(
  config: StorageConfig | undefined,
  live: EmbeddedObjectStore | null,
  run: (client: S3Client, bucket: string) => Promise<T>,
): Promise<T | null> {
  if (live) return run(live.client(), live.bucket);
  if (!config) return null;
  if (config.kind === 's3') {
    const client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    try {
      return await run(client, config.bucket);
    } finally {
      client.destroy();
    }
  }
  const store = new EmbeddedObjectStore(config);
  await store.start();
  try {
    return await run(store.client(), store.bucket);
  } finally {
    await store.stop();
  }
}
