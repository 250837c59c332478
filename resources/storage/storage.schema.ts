/** What the browser needs to upload straight to the object store (SPEC §7 Image upload). */
import { z } from 'zod';
import { answer, isoDate } from '../../core/answers';
import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from './storage.limits';

export { UPLOAD_CONTENT_TYPES };
import { UPLOAD_TYPES } from './storage.keys';

export const STORAGE_REGION = 'ap-southeast-1';

export const StorageSettings = z.object({
  /** S3 endpoint; null for AWS itself (the SDK derives it from the region). */
  endpoint: z.string().nullable(),
  bucket: z.string(),
  region: z.string(),
  forcePathStyle: z.boolean(),
  /** Objects are read at `${publicBaseUrl}/${key}` (public-read). No keys: every write is a presigned PUT from storage.upload (issue 15). */
  publicBaseUrl: z.string(),
  /** SPEC §9 upload limit, in bytes. */
  maxBytes: z.number().int().min(1),
});
export type StorageSettings = z.infer<typeof StorageSettings>;

/** null: no object store configured (uploads are off). */
export const StorageConfigAnswer = answer(z.object({ storage: StorageSettings.nullable() }));

/**
 * Ours (issue 15): the signed-in owner asks for one upload; the gateway answers a
 * presigned PUT for one key under the caller's own folder (SPEC §7 Image upload paths),
 * one content type and the file's exact size (at most 3 MB).
 */

export const UploadBody = z.object({
  type: z.enum(UPLOAD_TYPES, 'app.validation.invalid'),
  /** The shop the image belongs to; every type but avatar needs one the caller owns. */
  shop_id: z.string().max(64, 'app.validation.invalid').nullish(),
  file_name: z.string().min(1, 'app.validation.required').max(255, 'app.validation.invalid'),
  content_type: z.enum(UPLOAD_CONTENT_TYPES, 'app.validation.image_type'),
  size: z
    .number()
    .int('app.validation.integer')
    .min(1, 'app.validation.invalid')
    .superRefine((size, ctx) => {
      if (size > UPLOAD_MAX_BYTES) {
        ctx.addIssue({
          code: 'custom',
          message: 'app.validation.file_size',
          params: { args: { n: UPLOAD_MAX_BYTES / 1024 / 1024 } },
        });
      }
    }),
});
export type UploadBody = z.input<typeof UploadBody>;

export const PresignedUpload = z.object({
  /** PUT the file's bytes here (relative: the app's own origin), with `headers`, before `expires_at`. */
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  key: z.string(),
  /** Where the object is read once stored (relative: the app's own origin). */
  public_url: z.string(),
  expires_at: isoDate(),
});
export type PresignedUpload = z.infer<typeof PresignedUpload>;
export const UploadAnswer = answer(PresignedUpload);
