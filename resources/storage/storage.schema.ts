/** What the browser needs to upload straight to the object store (SPEC §7 Image upload). */
export const STORAGE_REGION = 'ap-southeast-1';

export interface StorageSettings {
  /** S3 endpoint; null for AWS itself (the SDK derives it from the region). */
  endpoint: string | null;
  bucket: string;
  region: string;
  forcePathStyle: boolean;
  /** Objects are read at `${publicBaseUrl}/${key}` (public-read). */
  publicBaseUrl: string;
  /** Static keys of the embedded store; absent for a real bucket. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Cognito identity pool of a real bucket (anonymous identity credentials). */
  identityPoolId?: string;
  /** SPEC §9 upload limit, in bytes. */
  maxBytes: number;
}
