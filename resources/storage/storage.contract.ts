/** The storage calls' contract: their schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import { StorageConfigAnswer, UploadAnswer, UploadBody } from './storage.schema';
import { storageRoutes } from './storage.routes';

export const storageSchemas = {
  config: {
    response: StorageConfigAnswer,
    summary: 'Object store settings for the browser (null when uploads are off). No keys.',
  },
  upload: {
    body: UploadBody,
    response: UploadAnswer,
    summary:
      "A presigned PUT for one image under the caller's own folder (avatar {user}, shop {user}/{shop}, review .../reviews, products .../products; shop_id must be the caller's); the file is then PUT there with those headers, its exact size, within 5 minutes.",
  },
} satisfies SchemaTable;

export const storageContract = contract(storageRoutes, storageSchemas);
