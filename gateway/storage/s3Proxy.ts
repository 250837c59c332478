/**
 * The embedded store under the app's own origin, at /s3/{bucket}/{key}, so the browser
 * needs no CORS. Only what SPEC §7 uploads need passes: public GET/HEAD of objects, and
 * a PUT of one object (at most 3 MB) carrying a presigned URL this gateway issued for
 * exactly that key, type and size (issue 15: presign.ts). Unsigned or header-signed
 * writes, copies, listing, deleting, multipart and other buckets are refused.
 */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../resources/product/product.schema';
import type { EmbeddedObjectStore } from './objectStore';
import { verifyPresignedPut, type Presigner } from './presign';

export const S3_PREFIX = '/s3';
/** Where template files live in the bucket (gateway/modules/theme/template.files.ts). */
export const TEMPLATE_PREFIX = 'themes/';
/** Where a shop's data downloads (EXPORT-SHOP ZIPs) are kept: the merchant gets them through the job's download only. */
export const EXPORT_PREFIX = 'exports/';

function s3Error(res: http.ServerResponse, status: number, code: string, message: string) {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        resolve(undefined);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

const READ_QUERY = /^(x-id=GetObject|response-[\w-]+=[^&]*)?(&response-[\w-]+=[^&]*)*$/;

/** What the proxy lets through; undefined means pass. */
function refusal(method: string, bucket: string, key: string, query: string, store: EmbeddedObjectStore) {
  if (bucket !== store.bucket || !key) return 'AccessDenied';
  // Issue 11: theme files (drafts included) are served by the storefront only, never from the bucket.
  if (key.startsWith(TEMPLATE_PREFIX)) return 'AccessDenied';
  // Issue 28: a shop's whole data, customers included, is never public.
  if (key.startsWith(EXPORT_PREFIX)) return 'AccessDenied';
  if ((method === 'GET' || method === 'HEAD') && READ_QUERY.test(query)) return undefined;
  // Only presigned URLs (checked in forward): no Authorization header, no other query.
  if (method === 'PUT' && query.includes('X-Amz-Signature=')) return undefined;
  return 'AccessDenied';
}

/** What the store is sent of a PUT: the body's type and length, nothing the caller chose else. */
const PUT_HEADERS = ['content-type', 'content-length'];

async function forward(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  store: EmbeddedObjectStore,
  presigner: Presigner,
  maxBytes: number,
) {
  const url = new URL(req.url ?? '/', 'http://app');
  const [, bucket = '', ...rest] = url.pathname.slice(S3_PREFIX.length).split('/');
  let key: string;
  try {
    key = rest.map(decodeURIComponent).join('/');
  } catch {
    return s3Error(res, 400, 'InvalidURI', 'Could not parse the specified URI.');
  }
  const method = req.method ?? 'GET';
  const query = url.search.replace(/^\?/, '');
  const denied = () => {
    req.resume();
    s3Error(res, 403, 'AccessDenied', 'Access Denied');
  };
  if (refusal(method, bucket, key, query, store)) return denied();

  let headers: http.OutgoingHttpHeaders = { ...req.headers, host: `${store.address.host}:${store.address.port}` };
  let body: Buffer | undefined;
  let path = `/${bucket}/${rest.join('/')}${url.search}`;
  if (method === 'PUT') {
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (Number.isNaN(declared))
      return s3Error(res, 411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
    const tooLarge = () => {
      // The rest of the body is read and dropped, so the client reads the answer, not a reset.
      req.resume();
      res.setHeader('connection', 'close');
      s3Error(
        res,
        400,
        'EntityTooLarge',
        `Your proposed upload exceeds the maximum allowed size of ${maxBytes} bytes.`,
      );
    };
    if (declared > maxBytes) return tooLarge();
    if (req.headers.authorization || req.headers['transfer-encoding'] || req.headers['content-encoding'])
      return denied();
    const signed = await verifyPresignedPut(presigner, {
      bucket,
      key,
      query: url.searchParams,
      contentType: String(req.headers['content-type'] ?? ''),
      contentLength: declared,
    });
    if (!signed) return denied();
    // The store is sent the object, its type and length, and nothing else the caller chose.
    headers = { host: headers.host, 'x-amz-acl': 'public-read' };
    for (const name of PUT_HEADERS) if (req.headers[name]) headers[name] = req.headers[name];
    path = `/${bucket}/${rest.join('/')}`;
    body = await readBody(req, maxBytes);
    if (!body) return tooLarge();
    if (body.length > maxBytes) return tooLarge();
    if (body.length !== declared)
      return s3Error(res, 400, 'IncompleteBody', 'The request body is shorter than its Content-Length.');
  }

  await new Promise<void>((resolve, reject) => {
    const upstream = http.request(
      {
        host: store.address.host,
        port: store.address.port,
        method,
        headers,
        path,
      },
      (answer) => {
        // Uploaded files are served from the app's origin: never let one run as a page (an
        // SVG with a script opened directly), and never let the browser guess a type.
        res.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-content-type-options': 'nosniff',
          // Public images: any page (a storefront on its own host) may show them.
          'cross-origin-resource-policy': 'cross-origin',
          'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
        });
        answer.pipe(res);
        answer.on('end', resolve);
        answer.on('error', reject);
      },
    );
    upstream.on('error', reject);
    upstream.end(body);
  });
}

/** Serves /s3/* before Fastify parses anything: the raw request goes to the store. */
export function registerS3Proxy(
  app: FastifyInstance,
  store: EmbeddedObjectStore,
  presigner: Presigner,
  maxBytes = UPLOAD_MAX_BYTES,
) {
  app.addHook('onRequest', (req, reply, done) => {
    const url = req.raw.url ?? '';
    if (url !== S3_PREFIX && !url.startsWith(`${S3_PREFIX}/`)) return done();
    reply.hijack();
    forward(req.raw, reply.raw, store, presigner, maxBytes).catch((error: unknown) => {
      req.log.error(error);
      if (!reply.raw.headersSent) s3Error(reply.raw, 502, 'InternalError', 'The object store did not answer.');
      else reply.raw.destroy();
    });
  });
}
