/**
 * Images (SPEC §7 Image upload): the embedded store started with the app and proxied at
 * /s3, and GET /app/config telling the browser where to PutObject.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../resources/product/product.schema';
import { storageRoutes } from '../../resources/storage/storage.routes';
import { STORAGE_REGION, type StorageSettings } from '../../resources/storage/storage.schema';
import { serve } from '../lib/serve';
import { defineModule, type ModuleDeps } from '../lib/module';
import { EmbeddedObjectStore } from './objectStore';
import { S3_PREFIX, registerS3Proxy } from './s3Proxy';
import { EMBEDDED_KEYS, type StorageConfig } from './storage.config';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded store, when the configuration uses it (null with a real bucket or none). */
    objectStore: EmbeddedObjectStore | null;
  }
}

/** The app's origin as the browser named it. */
const originOf = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

export function storageSettings(config: StorageConfig | undefined, origin: string): StorageSettings | null {
  if (!config) return null;
  if (config.kind === 'embedded') {
    const endpoint = `${origin}${S3_PREFIX}`;
    return {
      endpoint, bucket: config.bucket, region: STORAGE_REGION, forcePathStyle: true,
      publicBaseUrl: `${endpoint}/${config.bucket}`, credentials: { ...EMBEDDED_KEYS }, maxBytes: UPLOAD_MAX_BYTES,
    };
  }
  return {
    endpoint: config.endpoint, bucket: config.bucket, region: config.region, forcePathStyle: config.forcePathStyle,
    publicBaseUrl: config.publicBaseUrl, maxBytes: UPLOAD_MAX_BYTES,
    ...(config.identityPoolId ? { identityPoolId: config.identityPoolId } : {}),
  };
}

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const config = deps.config.storage;
  const store = config?.kind === 'embedded' ? new EmbeddedObjectStore(config) : null;
  app.decorate('objectStore', store);
  if (store) {
    app.addHook('onReady', () => store.start());
    app.addHook('onClose', () => store.stop());
    registerS3Proxy(app, store);
  }

  serve(app, deps, storageRoutes.config, async ({ req }) => ({ data: { storage: storageSettings(config, originOf(req)) } }));
}

export const storageModule = defineModule({ name: 'storage', routes });
