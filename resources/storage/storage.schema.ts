/** What the browser needs to upload straight to the object store (SPEC §7 Image upload). */
import { z } from 'zod';
import { answer } from '../../core/answers';

export const STORAGE_REGION = 'ap-southeast-1';

export const StorageSettings = z.object({
  /** S3 endpoint; null for AWS itself (the SDK derives it from the region). */
  endpoint: z.string().nullable(),
  bucket: z.string(),
  region: z.string(),
  forcePathStyle: z.boolean(),
  /** Objects are read at `${publicBaseUrl}/${key}` (public-read). */
  publicBaseUrl: z.string(),
  /** Static keys of the embedded store; absent for a real bucket. */
  credentials: z.object({ accessKeyId: z.string(), secretAccessKey: z.string() }).optional(),
  /** Cognito identity pool of a real bucket (anonymous identity credentials). */
  identityPoolId: z.string().optional(),
  /** SPEC §9 upload limit, in bytes. */
  maxBytes: z.number().int().min(1),
});
export type StorageSettings = z.infer<typeof StorageSettings>;

/** null: no object store configured (uploads are off). */
export const StorageConfigAnswer = answer(z.object({ storage: StorageSettings.nullable() }));
