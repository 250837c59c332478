/** GET /openapi.json: generated from the route tables the gateway serves, never by hand. */
import { z } from 'zod';
import { IF_MATCH_MAX } from './conditional';
import { documentRateLimits, RETRY_AFTER } from './apiLimitsDoc';
import { PATH_PARAM_MAX, pathParams, takesIdempotencyKey, type ContractRoute } from '../../core/route';

const INT32 = 2 ** 31;
/**
 * zod 4 writes an integer's bounds but no format: int32 when its bounds fit (page, limit,
 * quantity), else int64 (versions, sizes, up to the safe integers).
 */
function integerFormat({ jsonSchema: s }: { jsonSchema: Record<string, unknown> }) {
  if (s.type !== 'integer' || s.format) return;
  const fits = (n: unknown) => typeof n === 'number' && n >= -INT32 && n < INT32;
  s.format = fits(s.minimum ?? s.exclusiveMinimum) && fits(s.maximum ?? s.exclusiveMaximum) ? 'int32' : 'int64';
}

const schemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'input') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', override: integerFormat }) as Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  409: 'The record changed since it was read (code stale_write; the current record in data)',
  412: 'If-Match names a version the record is no longer at (code precondition_failed; the current record in data, its ETag in the header)',
  422: 'The Idempotency-Key was already used for another request (code idempotency.key_reused)',
  429: 'Too many requests; try again later',
};

/** The success answer: the response schema as JSON, or the file a blob route sends. */
function success(route: ContractRoute): Record<string, unknown> {
  const description = route.status === 201 ? 'Created' : route.status === 202 ? 'Accepted' : 'OK';
  if (route.responseType === 'blob') {
    return {
      description,
      content: { [route.contentType ?? 'application/octet-stream']: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  if (!route.response) return { description };
  return { description, content: { 'application/json': { schema: schemaOf(route.response, 'output') } } };
}

/** Every gateway error has this body (gateway/server.ts error handler). */
const ErrorBody = {
  type: 'object',
  required: ['statusCode', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer', format: 'int32', minimum: 400, maximum: 599 },
    error: { type: 'string' },
    message: { type: 'string' },
    code: { type: 'string', description: 'Why, when it is not the status alone: the SPA shows app.<code>' },
    errors: {
      type: 'object',
      description: '400: per field (dotted path), the i18n key and its arguments',
      additionalProperties: {
        type: 'object',
        required: ['message'],
        properties: { message: { type: 'string' }, args: { type: 'object' } },
      },
    },
    messages: {
      type: 'object',
      description: '400: per field, the message in English',
      additionalProperties: { type: 'string' },
    },
    data: { description: '409: the current record; 400 of an import: the report' },
    request_id: { type: 'string', description: '500: the id of the line the gateway logged the failure with' },
  },
};

const failure = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Any call may fail unexpectedly (gateway/server.ts error handler): the Error body with its request_id. */
const SERVER_ERROR = failure('Something went wrong (the answer carries request_id, as logged)');
/**
 * Any call may find its data busy (gateway/lib/errors.ts isContention): another write held the
 * lock too long, or PostgreSQL chose this transaction to fail. Nothing was written.
 */
const BUSY = {
  ...failure(
    'Busy (code db_busy: another write held the same data; auth.busy: the password checks are all taken): nothing was done; send the same request again after Retry-After seconds',
  ),
  headers: { 'Retry-After': RETRY_AFTER },
};

/**
 * The failures a route can answer: 400 when it checks input (body, query or path
 * parameters), 401 when it needs a token, 404 when it names a shop or a record, and the
 * statuses it declares (409 stale write, 429 throttled...).
 */
function failures(route: ContractRoute): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (route.body || route.query || route.params)
    out['400'] = failure('Please check data fields! (per-field messages in errors)');
  if (route.auth !== false) out['401'] = failure('Missing, expired, revoked or tampered token');
  if (route.shopParam || route.params || route.addShopId) {
    out['404'] = failure(route.params ? 'No such record in one of your shops' : 'Not one of your shops');
  }
  for (const status of route.errors ?? []) out[String(status)] = failure(ERROR_TEXT[status] ?? 'Error');
  return out;
}

/** Whether a route's answer holds a record's version (`data.version`): it then carries an ETag. */
function answersVersion(route: ContractRoute | undefined): boolean {
  if (!route?.response || route.responseType === 'blob') return false;
  const json = schemaOf(route.response, 'output') as {
    properties?: { version?: unknown; data?: { properties?: { version?: unknown } } };
  };
  return Boolean(json.properties?.data?.properties?.version ?? json.properties?.version);
}

const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any 1 to 255 visible ASCII characters, new for each request (a UUID). The same key with the same request, within 24 hours, for the same user and shop, answers the first result (status and body, header Idempotent-Replayed: true) without doing the work again.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};
const IF_MATCH = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'RFC 9110: the ETag the record was read with ("<version>"), or *. The write happens only at that version; otherwise 412. Beside the version field of the body, and over it.',
  schema: { type: 'string', maxLength: IF_MATCH_MAX },
};
const ETAG = { ETag: { description: 'The version of the record, "<version>" (strong)', schema: { type: 'string' } } };

/**
 * Issue 28: the Idempotency-Key and If-Match headers a route takes and the answers they bring
 * (409 in flight, 422 key reused, 412 stale), and the ETag of an answer holding a version.
 */
function conditionalParts(route: ContractRoute, routes: readonly ContractRoute[], responses: Record<string, unknown>) {
  const headers: unknown[] = [];
  if (takesIdempotencyKey(route)) {
    headers.push(IDEMPOTENCY_KEY);
    const stale = responses['409'] ? `${ERROR_TEXT[409]}; or ` : '';
    responses['409'] = failure(
      `${stale}a request with this Idempotency-Key is still running (code idempotency.in_flight, Retry-After)`,
    );
    responses['422'] = failure(ERROR_TEXT[422]);
  }
  const recordGet = routes.find((r) => r.method === 'GET' && r.path === route.path && !r.variantOf);
  if ((route.method === 'PUT' && route.versioned) || (route.method === 'DELETE' && answersVersion(recordGet))) {
    headers.push(IF_MATCH);
    responses['412'] = failure(ERROR_TEXT[412]);
  }
  const ok = responses[String(route.status ?? 200)] as Record<string, unknown>;
  if (answersVersion(route) && route.method !== 'POST') ok.headers = ETAG;
  return headers;
}

/** A path parameter: its schema from the route's params, else a string. */
function pathParameter(route: ContractRoute, name: string) {
  const shape = route.params
    ? (schemaOf(route.params) as { properties?: Record<string, Record<string, unknown>> }).properties
    : undefined;
  // One the params schema does not bound is bounded by the gateway (serve.ts refuseLongParams).
  const schema = shape?.[name] ?? { type: 'string', minLength: 1, maxLength: PATH_PARAM_MAX };
  const { description, ...rest } = schema;
  return { name, in: 'path', required: true, schema: rest, ...(description ? { description } : {}) };
}

/** Template-file calls (SPEC §7) are served on the shop's private domain, not the gateway host. */
const PRIVATE_DOMAIN_SERVERS = [
  {
    url: '{scheme}://{handle}.localhost:{port}',
    description: "The shop's private domain (its private_domain field): same process, Host names the shop",
    variables: {
      scheme: { default: 'http', enum: ['http', 'https'] },
      handle: { default: 'maple-co', description: "The shop's handle" },
      port: { default: '3000', description: 'The gateway port' },
    },
  },
];

export function openApiDocument(routes: ContractRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const parameters: unknown[] = pathParams(route.path).map((name) => pathParameter(route, name));
    if (route.query) {
      const query = schemaOf(route.query) as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
      }
    }
    const operation: Record<string, unknown> = {
      operationId: route.id,
      summary: route.summary,
      tags: [route.id.split('.')[0]],
      parameters,
      security: route.auth === false ? [] : [{ bearer: [] }],
      responses: {
        [String(route.status ?? 200)]: success(route),
        ...failures(route),
        '500': SERVER_ERROR,
        '503': BUSY,
      },
    };
    parameters.push(...conditionalParts(route, routes, operation.responses as Record<string, unknown>));
    documentRateLimits(route, operation.responses as Record<string, unknown>, failure);
    if (route.quirk) operation['x-quirk'] = route.quirk;
    if (route.origin && route.origin !== 'gateway') operation['x-origin'] = route.origin;
    if (route.origin === 'template') operation.servers = PRIVATE_DOMAIN_SERVERS;
    if (route.body)
      operation.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(route.body) } } };
    const key = route.path.replace(/\{(\w+)\?\}/g, '{$1}');
    const method = route.method.toLowerCase();
    if (route.variantOf) {
      // Same method and path as its base entry: described as an extension of it.
      const base = (paths[key]?.[method] ?? {}) as Record<string, unknown>;
      const variants = (base['x-variants'] as unknown[] | undefined) ?? [];
      paths[key] = { ...(paths[key] ?? {}), [method]: { ...base, 'x-variants': [...variants, operation] } };
      continue;
    }
    const existing = paths[key]?.[method] as Record<string, unknown> | undefined;
    paths[key] = {
      ...(paths[key] ?? {}),
      [method]: { ...operation, ...(existing?.['x-variants'] ? { 'x-variants': existing['x-variants'] } : {}) },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Shop back office gateway',
      version: '1.0.0',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // Relative: the gateway's own host. Operations marked x-origin: app are on the SPA's origin.
    servers: [{ url: '/', description: 'The gateway (production, or local with npm start)', 'x-internal': false }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          // gateway/lib/jwt.ts: the one header HS256/JWT is accepted (never alg none), a 256-bit key, exp checked.
          description: 'A JWS (HS256) from the sign-in, following RFC8725: its algorithm is fixed, exp is checked.',
        },
      },
      schemas: { Error: ErrorBody },
    },
    paths,
  };
}
