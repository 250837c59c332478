/**
 * An S3 client for the configured object store, wherever the caller runs: the web
 * process's embedded store when it serves one; otherwise (a `npm run worker` process, or
 * a real bucket) a client from the configuration: the real bucket with its endpoint and
 * keys, or the embedded store's folder opened by a short-lived s3rver of this process.
 * CLEAN-SHOP uses it so a shop's objects are cleared whichever process runs the job; the
 * shop's data download (EXPORT-SHOP) reads the media and keeps its ZIP with it.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { EmbeddedObjectStore } from './objectStore';
import type { StorageConfig } from './storage.config';

export interface StoreSession {
  client: S3Client;
  bucket: string;
  /** Lets go of what opening took (a client, a short-lived s3rver); the live store stays up. */
  close(): Promise<void>;
}

/** A client for as long as the caller needs it (a streamed download); null without a store. */
export async function openStoreClient(
  config: StorageConfig | undefined,
  live: EmbeddedObjectStore | null,
): Promise<StoreSession | null> {
  if (live) return { client: live.client(), bucket: live.bucket, close: async () => undefined };
  if (!config) return null;
  if (config.kind === 's3') {
    const client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    return { client, bucket: config.bucket, close: async () => client.destroy() };
  }
  const store = new EmbeddedObjectStore(config);
  await store.start();
  return { client: store.client(), bucket: store.bucket, close: () => store.stop() };
}

export async function withStoreClient<T>(
  config: StorageConfig | undefined,
  live: EmbeddedObjectStore | null,
  run: (client: S3Client, bucket: string) => Promise<T>,
): Promise<T | null> {
  const session = await openStoreClient(config, live);
  if (!session) return null;
  try {
    return await run(session.client, session.bucket);
  } finally {
    await session.close();
  }
}
