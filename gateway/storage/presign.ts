/**
 * Presigned PUTs (issue 15, @aws-sdk/s3-request-presigner): one key, one content type,
 * the file's exact size (content-type and content-length are signed), public-read, valid
 * for a few minutes. For a real bucket the store itself checks the signature. The
 * embedded store (s3rver) checks none, so its proxy signs the same request again and
 * compares (verifyPresignedPut): the embedded keys are derived from the gateway's secret
 * and never leave the server.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { STORAGE_REGION } from '../../resources/storage/storage.schema';
import type { StorageConfig } from './storage.config';

// The SDK warns on every start that its releases after January 2027 will need Node 22.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** How long a presigned PUT stays valid. */
export const PRESIGN_EXPIRES_S = 300;
/** The origin embedded-store URLs are signed for; the browser gets them relative to the app. */
const EMBEDDED_ORIGIN = 'http://embedded-store.invalid';
const SIGNED = new Set(['content-type', 'content-length']);

export interface PutSpec {
  bucket: string;
  key: string;
  contentType: string;
  contentLength: number;
  signingDate?: Date;
  expiresIn?: number;
}

export class Presigner {
  constructor(
    private readonly client: S3Client,
    private readonly relativeTo?: string,
  ) {}

  /** The URL to PUT to; relative to the app ('/s3/…') for the embedded store. */
  async presignPut({
    bucket,
    key,
    contentType,
    contentLength,
    signingDate,
    expiresIn = PRESIGN_EXPIRES_S,
  }: PutSpec): Promise<string> {
    const command = new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      ContentType: contentType,
      ContentLength: contentLength,
      ACL: 'public-read',
    });
    const url = await getSignedUrl(this.client, command, { expiresIn, signingDate, signableHeaders: SIGNED });
    return this.relativeTo && url.startsWith(EMBEDDED_ORIGIN)
      ? `${this.relativeTo}${url.slice(EMBEDDED_ORIGIN.length)}`
      : url;
  }
}

/** Keys of the embedded store: derived from the gateway's secret, so no one else can sign. */
export function embeddedKeys(secret: string) {
  const derived = createHmac('sha256', secret).update('embedded-object-store').digest('hex');
  return { accessKeyId: `GW${derived.slice(0, 18).toUpperCase()}`, secretAccessKey: derived.slice(18) };
}

/**
 * The presigner of the configured store. A real bucket is signed with S3_ACCESS_KEY_ID /
 * S3_SECRET_ACCESS_KEY, or else the SDK's usual credentials (AWS_* variables, profile, role).
 */
export function presignerFor(config: StorageConfig, secret: string, s3Prefix: string): Presigner {
  const checksums = { requestChecksumCalculation: 'WHEN_REQUIRED' as const };
  if (config.kind === 'embedded') {
    return new Presigner(
      new S3Client({
        endpoint: EMBEDDED_ORIGIN,
        region: STORAGE_REGION,
        forcePathStyle: true,
        credentials: embeddedKeys(secret),
        ...checksums,
      }),
      s3Prefix,
    );
  }
  return new Presigner(
    new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      ...checksums,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
    }),
  );
}

/** '20261123T120000Z' -> Date. */
function amzDate(value: string | null): Date | undefined {
  const m = value && /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : undefined;
}

function sameText(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Whether a PUT to the embedded store carries a signature this gateway made, unexpired,
 * for exactly this bucket, key, content type and length, and no other query parameter.
 */
export async function verifyPresignedPut(
  presigner: Presigner,
  put: { bucket: string; key: string; query: URLSearchParams; contentType: string; contentLength: number },
  now = Date.now(),
): Promise<boolean> {
  const { query } = put;
  const signingDate = amzDate(query.get('X-Amz-Date'));
  const expiresIn = Number(query.get('X-Amz-Expires'));
  const signature = query.get('X-Amz-Signature');
  if (!signingDate || !signature || !Number.isInteger(expiresIn) || expiresIn < 1 || expiresIn > PRESIGN_EXPIRES_S)
    return false;
  if (now > signingDate.getTime() + expiresIn * 1000 || signingDate.getTime() > now + 60_000) return false;
  if (!put.contentType || !Number.isInteger(put.contentLength)) return false;
  const expected = new URL(
    await presigner.presignPut({
      bucket: put.bucket,
      key: put.key,
      contentType: put.contentType,
      contentLength: put.contentLength,
      signingDate,
      expiresIn,
    }),
    EMBEDDED_ORIGIN,
  ).searchParams;
  const names = (params: URLSearchParams) => [...new Set(params.keys())].sort().join('&');
  if (names(expected) !== names(query) || query.getAll('X-Amz-Signature').length !== 1) return false;
  for (const [name, value] of expected) if (name !== 'X-Amz-Signature' && query.get(name) !== value) return false;
  return sameText(expected.get('X-Amz-Signature') ?? '', signature);
}
