/** GET /openapi.json: generated from the route tables the gateway serves, never by hand. */
import { z } from 'zod';
import { pathParams, type NamedRoute } from '../../core/route';

const schemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'input') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;

const ERROR_TEXT: Record<number, string> = {
  409: 'The record changed since it was read (code stale_write; the current record in data)',
  429: 'Too many requests; try again later',
  503: 'Busy; try again after Retry-After seconds',
};

/** The success answer: the response schema as JSON, or the file a blob route sends. */
function success(route: NamedRoute): Record<string, unknown> {
  const description = route.status === 201 ? 'Created' : route.status === 202 ? 'Accepted' : 'OK';
  if (route.responseType === 'blob') {
    return { description, content: { [route.contentType ?? 'application/octet-stream']: { schema: { type: 'string', format: 'binary' } } } };
  }
  if (!route.response) return { description };
  return { description, content: { 'application/json': { schema: schemaOf(route.response, 'output') } } };
}

export function openApiDocument(routes: NamedRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const parameters: unknown[] = pathParams(route.path).map((name) => ({
      name, in: 'path', required: true, schema: { type: 'string' },
    }));
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
        ...Object.fromEntries((route.errors ?? []).map((status) => [String(status), { description: ERROR_TEXT[status] ?? 'Error' }])),
        ...(route.body ? { '400': { description: 'Please check data fields! (per-field messages in errors)' } } : {}),
        ...(route.auth === false ? {} : { '401': { description: 'Missing, expired, revoked or tampered token' } }),
        ...(route.shopParam ? { '404': { description: 'Not one of your shops' } } : {}),
      },
    };
    if (route.quirk) operation['x-quirk'] = route.quirk;
    if (route.origin && route.origin !== 'gateway') operation['x-origin'] = route.origin;
    if (route.body) operation.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(route.body) } } };
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
    paths[key] = { ...(paths[key] ?? {}), [method]: { ...operation, ...(existing?.['x-variants'] ? { 'x-variants': existing['x-variants'] } : {}) } };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Shop back office gateway', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
