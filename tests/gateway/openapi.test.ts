/** GET /openapi.json is generated from the route tables: every served route is in it. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { takesIdempotencyKey, type ContractRoute } from '../../core/route';
import { allRoutes, useGateway } from './harness';

const gw = useGateway();
const run = promisify(execFile);

interface Operation {
  operationId: string;
  summary?: string;
  'x-quirk'?: string;
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
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([method, op]) =>
      [op, ...(op['x-variants'] ?? [])].map((o) => ({ key: `${method.toUpperCase()} ${path}`, op: o })),
    ),
  );

let doc: Doc;
beforeAll(async () => {
  doc = (await gw.app.inject({ method: 'GET', url: '/openapi.json' })).json();
});

function operationOf(route: ContractRoute): Operation | undefined {
  return operations(doc).find(
    (o) => o.key === `${route.method} ${openApiPath(route.path)}` && o.op.operationId === route.id,
  )?.op;
}

describe('GET /openapi.json', () => {
  it('is served without a token as an OpenAPI 3.1 document', async () => {
    const res = await gw.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      openapi: '3.1.0',
      components: { securitySchemes: { bearer: { scheme: 'bearer' } } },
    });
  });

  it.each(allRoutes().map((r) => [r.id, r] as const))('lists %s with its method and path', (_id, route) => {
    const operation = operationOf(route);
    expect(operation, `${route.method} ${route.path} (${route.id}) missing from /openapi.json`).toBeDefined();
    // Its docs come from its contract file, not the route table the browser imports.
    expect(route.summary, `${route.id} has no summary`).toBeTruthy();
    expect(operation!.summary).toBe(route.summary);
    expect(operation!['x-quirk']).toBe(route.quirk);
    expect(operation!.security).toEqual(route.auth === false ? [] : [{ bearer: [] }]);
    if (route.body) expect(operation!.requestBody?.content['application/json'].schema).toBeTypeOf('object');
    const statuses = Object.keys(operation!.responses);
    // Every 2xx is declared with its content: the JSON schema of the answer, or the file.
    const success = operation!.responses[String(route.status ?? 200)] as {
      content?: Record<string, { schema: unknown }>;
    };
    expect(Object.values(success?.content ?? {})[0]?.schema, `${route.id} declares no answer`).toBeTypeOf('object');
    if (route.body || route.query || route.params) expect(statuses).toContain('400');
    if (route.auth !== false) expect(statuses).toContain('401');
    if (route.shopParam || route.params) expect(statuses).toContain('404');
    for (const status of route.errors ?? []) expect(statuses).toContain(String(status));
  });

  it('passes redocly lint with no errors', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    try {
      // The CLI exits 1 when it finds errors; its JSON report is on stdout either way.
      const { stdout } = await run(resolve('node_modules/.bin/redocly'), ['lint', file, '--format=json'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        totals: { errors: number };
        problems: { ruleId: string; severity: string; message: string }[];
      };
      expect(report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('lists nothing that is not in the route tables the suite walks', () => {
    const listed = operations(doc)
      .map((o) => `${o.key} ${o.op.operationId}`)
      .sort();
    expect(listed).toEqual(
      allRoutes()
        .map((r) => `${r.method} ${openApiPath(r.path)} ${r.id}`)
        .sort(),
    );
  });

  it.each(allRoutes().map((r) => [r.id, r] as const))(
    'lists the Idempotency-Key header of %s, with its 409 and 422, exactly when it takes one (issue 28)',
    (_id, route) => {
      const operation = operationOf(route)!;
      const header = operation.parameters.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      expect(Boolean(header)).toBe(takesIdempotencyKey(route));
      if (header) expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['409', '422']));
    },
  );

  it('lists If-Match and 412 on versioned updates and ETag on the reads of versioned records (issue 28)', () => {
    const op = (path: string, method: string) => doc.paths[path][method];
    for (const path of ['/product-2/api/{shop}/{product_id}', '/order/api/{shop}/{order_id}', '/tax/api/{shop}']) {
      expect(op(path, 'put').parameters.map((p) => p.name)).toContain('If-Match');
      expect(Object.keys(op(path, 'put').responses)).toContain('412');
      expect((op(path, 'get').responses['200'] as { headers?: object }).headers).toHaveProperty('ETag');
    }
    expect(op('/shipping/api/{shop}/{shipping_id}', 'delete').parameters.map((p) => p.name)).toContain('If-Match');
    expect((op('/product-2/api/{shop}', 'get').responses['200'] as { headers?: object }).headers).not.toHaveProperty(
      'ETag',
    );
  });

  it('documents the query parameters of the shop list', () => {
    const names = doc.paths['/shop/api'].get.parameters.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['page', 'limit', 'published']));
  });
});
