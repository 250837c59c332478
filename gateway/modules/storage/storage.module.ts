/**
 * Images (SPEC §7 Image upload): the embedded store started with the app and proxied at
 * /s3, GET /app/config telling the browser where images live, and (issue 15) the only
 * way to write there: POST storage.upload answers the signed-in owner a presigned PUT
 * for one key under their own folder.
 */
import type { FastifyInstance } from 'fastify';
import { objectKey, publicUrl } from '../../../resources/storage/storage.keys';
import { storageContract as storageRoutes } from '../../../resources/storage/storage.contract';
import type { PresignedUpload } from '../../../resources/storage/storage.schema';
import { GatewayError } from '../../lib/errors';
import { ownedShop, serve } from '../../lib/serve';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { EmbeddedObjectStore } from '../../storage/objectStore';
import { PRESIGN_EXPIRES_S, presignerFor } from '../../storage/presign';
import { S3_PREFIX, registerS3Proxy } from '../../storage/s3Proxy';
import { storageSettings } from '../../storage/storage.settings';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded store, when the configuration uses it (null with a real bucket or none). */
    objectStore: EmbeddedObjectStore | null;
  }
}

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const config = deps.config.storage;
  const store = config?.kind === 'embedded' ? new EmbeddedObjectStore(config) : null;
  const presigner = config ? presignerFor(config, deps.jwtSecret, S3_PREFIX) : null;
  app.decorate('objectStore', store);
  if (store && presigner) {
    app.addHook('onReady', () => store.start());
    app.addHook('onClose', () => store.stop());
    registerS3Proxy(app, store, presigner);
  }

  serve(app, deps, storageRoutes.config, async () => ({ data: { storage: storageSettings(config) } }));

  serve(app, deps, storageRoutes.upload, async ({ body, user }) => {
    const settings = storageSettings(config);
    if (!presigner || !settings)
      throw new GatewayError(503, 'No object store is configured.', { code: 'upload.unavailable' });
    // Every folder but the avatar's names a shop, which must be the caller's (404 otherwise).
    const shopId = body.type === 'avatar' ? null : (await ownedShop(deps.db, user.id, body.shop_id ?? undefined)).id;
    const key = objectKey(body.type, { userId: user.id, shopId }, body.file_name);
    const url = await presigner.presignPut({
      bucket: settings.bucket,
      key,
      contentType: body.content_type,
      contentLength: body.size,
    });
    const answer: PresignedUpload = {
      url,
      method: 'PUT',
      headers: { 'content-type': body.content_type },
      key,
      public_url: publicUrl(settings.publicBaseUrl, key),
      expires_at: new Date(Date.now() + PRESIGN_EXPIRES_S * 1000).toISOString(),
    };
    return { data: answer };
  });
}

export const storageModule = defineModule({ name: 'storage', routes });
