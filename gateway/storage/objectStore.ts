/**
 * The embedded object store: s3rver (an S3-compatible server) on a loopback port, its
 * files under the configured folder, the bucket created at start. Browsers reach it only
 * through the app's /s3 proxy (s3Proxy.ts); the seed talks to it directly with the SDK.
 */
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { STORAGE_REGION } from '../../resources/storage/storage.schema';
import { EMBEDDED_KEYS, type EmbeddedStorage } from './storage.config';

// The SDK warns on every start that its releases after January 2027 will need Node 22;
// package.json pins the SDK, so the notice says nothing about this process.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export class EmbeddedObjectStore {
  private server: http.Server | undefined;

  constructor(readonly settings: EmbeddedStorage) {}

  get bucket() {
    return this.settings.bucket;
  }

  /** 127.0.0.1 and the port s3rver listens on (after start). */
  get address(): { host: string; port: number } {
    if (!this.server) throw new Error('The object store is not started');
    return { host: '127.0.0.1', port: (this.server.address() as AddressInfo).port };
  }

  async start(): Promise<void> {
    if (this.server) return;
    mkdirSync(this.settings.dir, { recursive: true });
    const s3rver = new S3rver({
      directory: this.settings.dir,
      silent: true,
      // The browser signs for the app's origin and /s3 path, which the proxy rewrites.
      allowMismatchedSignatures: true,
      vhostBuckets: false,
      configureBuckets: [{ name: this.settings.bucket, configs: [] }],
    });
    await s3rver.configureBuckets();
    const server = http.createServer(s3rver.callback());
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** An SDK client straight to the store (seed, tests), with the store's own keys. */
  client(): S3Client {
    const { host, port } = this.address;
    return new S3Client({
      endpoint: `http://${host}:${port}`,
      region: STORAGE_REGION,
      forcePathStyle: true,
      credentials: { ...EMBEDDED_KEYS },
      // Whole bodies with a checksum header, not aws-chunked streams s3rver would store framed.
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
  }
}
