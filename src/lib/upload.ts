/**
 * Browser uploads straight to the object store (SPEC §7 Image upload), since issue 15
 * with a presigned PUT: the gateway (storage.upload) names one key under the signed-in
 * owner's folder (resources/storage/storage.keys.ts: sanitised name with a timestamp)
 * and signs it for the file's type and exact size; the browser then PUTs the bytes there
 * with fetch. The SPEC §9 3 MB limit and the image type are checked before anything is
 * sent.
 */
import { storageRoutes } from '../../resources/storage/storage.routes';
import type { UploadType } from '../../resources/storage/storage.keys';
import { UPLOAD_CONTENT_TYPES } from '../../resources/storage/storage.limits';
import type { PresignedUpload, UploadBody } from '../../resources/storage/storage.schema';

/** SPEC §9: uploads up to 3 MB. */
export const UPLOAD_LIMIT_BYTES = 3 * 1024 * 1024;

/** A refusal before or during an upload; `message` is an i18n key. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly args: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** Throws when the file is not an image the store takes or is over the limit; nothing is sent then. */
export function checkUpload(file: { size: number; type: string; name: string }, maxBytes = UPLOAD_LIMIT_BYTES): void {
  if (!(UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type))
    throw new UploadError('app.upload.not_image', { name: file.name });
  if (file.size > maxBytes) throw new UploadError('app.upload.too_large', { name: file.name, n: megabytes(maxBytes) });
}

/** A relative URL ('/s3/…') is the app's own origin. */
export function absoluteUrl(url: string, origin: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Asks the gateway for a presigned PUT (storage.upload). */
export type Presign = (body: UploadBody) => Promise<PresignedUpload>;

/** The storage.upload call through the dataProvider. */
export const presignWith =
  (dataProvider: {
    call: (route: typeof storageRoutes.upload, args: { body: UploadBody }) => Promise<{ data: PresignedUpload }>;
  }): Presign =>
  (body) =>
    dataProvider.call(storageRoutes.upload, { body }).then((answer) => answer.data);

export interface UploadRequest {
  file: File;
  type: UploadType;
  /** The current shop: every type but avatar needs one. */
  shopId?: string | null;
  presign: Presign;
  /** The page's origin (tests pass one). */
  origin?: string;
}

export interface Uploaded {
  url: string;
  key: string;
  /** The file's own name, for alt text. */
  name: string;
}

export async function uploadFile({
  file,
  type,
  shopId,
  presign,
  origin = window.location.origin,
}: UploadRequest): Promise<Uploaded> {
  checkUpload(file);
  const failed = () => new UploadError('app.upload.failed', { name: file.name });
  let target: PresignedUpload;
  try {
    target = await presign({
      type,
      shop_id: shopId ?? null,
      file_name: file.name,
      content_type: file.type as UploadBody['content_type'],
      size: file.size,
    });
  } catch (error) {
    const status = (error as { status?: number }).status;
    throw status === 503 ? new UploadError('app.upload.unavailable') : failed();
  }
  const answer = await fetch(absoluteUrl(target.url, origin), {
    method: target.method,
    headers: target.headers,
    body: file,
  }).catch(() => undefined);
  if (!answer?.ok) throw failed();
  return { url: absoluteUrl(target.public_url, origin), key: target.key, name: file.name };
}
