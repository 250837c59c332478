/**
 * The embedded store under the app's own origin, at /s3/{bucket}/{key}, so the browser
 * needs no CORS. Only what SPEC §7 uploads need passes: PUT of one object (at most 3 MB:
 * the SPA checks it, the store refuses it too) and public GET/HEAD of objects. Listing,
 * deleting, multipart and other buckets are refused, since the store's keys are public.
 */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../resources/product/product.schema';
import type { EmbeddedObjectStore } from './objectStore';

export const S3_PREFIX = '/s3';

function s3Error(res: http.ServerResponse, status: number, code: string, message: string) {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  res.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

/**
 * The payload of an aws-chunked body (`<hex size>[;chunk-signature=…]\r\n<data>\r\n`…,
 * then a 0-size chunk and trailers), which the SDK sends for streamed bodies and s3rver
 * would otherwise store as is.
 */
export function decodeAwsChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) throw new Error('Malformed aws-chunked body');
    const size = Number.parseInt(body.subarray(at, lineEnd).toString('latin1').split(';')[0], 16);
    if (!Number.isFinite(size) || size < 0) throw new Error('Malformed aws-chunked body');
    if (size === 0) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
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
  if ((method === 'GET' || method === 'HEAD') && READ_QUERY.test(query)) return undefined;
  if (method === 'PUT' && (query === '' || query === 'x-id=PutObject')) return undefined;
  return 'AccessDenied';
}

async function forward(req: http.IncomingMessage, res: http.ServerResponse, store: EmbeddedObjectStore, maxBytes: number) {
  const url = new URL(req.url ?? '/', 'http://app');
  const [, bucket = '', ...rest] = url.pathname.slice(S3_PREFIX.length).split('/');
  const key = rest.join('/');
  const method = req.method ?? 'GET';
  const query = url.search.replace(/^\?/, '');
  if (refusal(method, bucket, key, query, store)) return s3Error(res, 403, 'AccessDenied', 'Access Denied');

  const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `${store.address.host}:${store.address.port}` };
  let body: Buffer | undefined;
  if (method === 'PUT') {
    const declared = Number(req.headers['x-amz-decoded-content-length'] ?? req.headers['content-length'] ?? NaN);
    if (Number.isNaN(declared)) return s3Error(res, 411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
    const tooLarge = () => {
      // The rest of the body is read and dropped, so the client reads the answer, not a reset.
      req.resume();
      res.setHeader('connection', 'close');
      s3Error(res, 400, 'EntityTooLarge', `Your proposed upload exceeds the maximum allowed size of ${maxBytes} bytes.`);
    };
    if (declared > maxBytes) return tooLarge();
    // The raw body may carry chunk framing on top of the payload.
    body = await readBody(req, maxBytes + 64 * 1024);
    if (!body) return tooLarge();
    const encoding = String(req.headers['content-encoding'] ?? '');
    if (encoding.includes('aws-chunked') || String(req.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')) {
      body = decodeAwsChunked(body);
      const rest = encoding.split(',').map((e) => e.trim()).filter((e) => e && e !== 'aws-chunked');
      if (rest.length) headers['content-encoding'] = rest.join(', ');
      else delete headers['content-encoding'];
      delete headers['x-amz-decoded-content-length'];
      delete headers['x-amz-trailer'];
      headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
    }
    if (body.length > maxBytes) return tooLarge();
    headers['content-length'] = String(body.length);
    delete headers['transfer-encoding'];
  }

  await new Promise<void>((resolve, reject) => {
    const upstream = http.request({
      host: store.address.host, port: store.address.port, method, headers,
      path: `/${bucket}/${key}${url.search}`,
    }, (answer) => {
      // Uploaded files are served from the app's origin: never let one run as a page (an
      // SVG with a script opened directly), and never let the browser guess a type.
      res.writeHead(answer.statusCode ?? 502, {
        ...answer.headers,
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
      });
      answer.pipe(res);
      answer.on('end', resolve);
      answer.on('error', reject);
    });
    upstream.on('error', reject);
    upstream.end(body);
  });
}

/** Serves /s3/* before Fastify parses anything: the raw request goes to the store. */
export function registerS3Proxy(app: FastifyInstance, store: EmbeddedObjectStore, maxBytes = UPLOAD_MAX_BYTES) {
  app.addHook('onRequest', (req, reply, done) => {
    const url = req.raw.url ?? '';
    if (url !== S3_PREFIX && !url.startsWith(`${S3_PREFIX}/`)) return done();
    reply.hijack();
    forward(req.raw, reply.raw, store, maxBytes).catch((error: unknown) => {
      req.log.error(error);
      if (!reply.raw.headersSent) s3Error(reply.raw, 502, 'InternalError', 'The object store did not answer.');
      else reply.raw.destroy();
    });
  });
}
