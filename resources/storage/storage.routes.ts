/**
 * Ours, not SPEC §7: where the browser uploads images to (SPEC §7 Image upload names a
 * cloud object store; this tells the SPA which one) and, since issue 15, the one way to
 * write there: a presigned PUT for one key the gateway hands the signed-in owner.
 */
import { defineRoutes } from '../../core/route';
import { StorageConfigAnswer, UploadAnswer, UploadBody } from './storage.schema';

export const storageRoutes = defineRoutes('storage', {
  config: {
    method: 'GET',
    path: '/app/config',
    origin: 'app',
    auth: false,
    response: StorageConfigAnswer,
    summary: 'Object store settings for the browser (null when uploads are off). No keys.',
  },
  upload: {
    method: 'POST',
    path: '/storage/api/upload',
    body: UploadBody,
    response: UploadAnswer,
    summary:
      "A presigned PUT for one image under the caller's own folder (avatar {user}, shop {user}/{shop}, review .../reviews, products .../products; shop_id must be the caller's); the file is then PUT there with those headers, its exact size, within 5 minutes.",
  },
});
