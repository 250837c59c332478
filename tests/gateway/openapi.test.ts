/** GET /openapi.json is generated from the route tables: every served route is in it. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { NamedRoute } from '../../core/route';
import { allRoutes, useGateway } from './harness';

const gw = useGateway();

interface Operation {
  operationId: string;
  security: unknown[];
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: unknown }> };
  parameters: { name: string; in: string }[];
  'x-variants'?: Operation[];
}
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

const openApiPath = (path: string) => path.replace(/\{(\w+)\?\}/g, '{$1}');

/** Every operation of the document, variants (same method and path) included. */
const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).flatMap(([method, op]) =>
    [op, ...(op['x-variants'] ?? [])].map((o) => ({ key: `${method.toUpperCase()} ${path}`, op: o }))));

let doc: Doc;
beforeAll(async () => {
  doc = (await gw.app.inject({ method: 'GET', url: '/openapi.json' })).json();
});

function operationOf(route: NamedRoute): Operation | undefined {
  return operations(doc).find((o) => o.key === `${route.method} ${openApiPath(route.path)}` && o.op.operationId === route.id)?.op;
}

describe('GET /openapi.json', () => {
  it('is served without a token as an OpenAPI 3.1 document', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: '3.1.0', components: { securitySchemes: { bearer: { scheme: 'bearer' } } } });
  });

  it.each(allRoutes().map((r) => [r.id, r] as const))('lists %s with its method and path', (_id, route) => {
    const operation = operationOf(route);
    expect(operation, `${route.method} ${route.path} (${route.id}) missing from /openapi.json`).toBeDefined();
    expect(operation!.security).toEqual(route.auth === false ? [] : [{ bearer: [] }]);
    if (route.body) expect(operation!.requestBody?.content['application/json'].schema).toBeTypeOf('object');
    if (route.shopParam) expect(operation!.responses['404']).toBeDefined();
  });

  it('lists nothing that is not in the route tables the suite walks', () => {
    const listed = operations(doc).map((o) => `${o.key} ${o.op.operationId}`).sort();
    expect(listed).toEqual(allRoutes().map((r) => `${r.method} ${openApiPath(r.path)} ${r.id}`).sort());
  });

  it('documents the query parameters of the shop list', () => {
    const names = doc.paths['/shop/api'].get.parameters.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['page', 'limit', 'published']));
  });
});
