/**
 * Issue 29: Spectral with the OWASP API Security ruleset (and spectral:oas) on the served
 * /openapi.json finds no request-side error of the bound rules (scripts/lintApi.ts GATED):
 * every string, integer and array a request takes is bounded, and every integer has a format.
 * The counts of every rule left are printed; the README's "API linting" gives their reasons.
 * The document does not depend on the database: this runs on SQLite only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { countLines, GATED, gatedFindings, lintOpenApi, type Finding } from '../../scripts/lintApi';
import { useGateway } from './harness';

const gw = useGateway();

interface Operation {
  responses: Record<string, unknown>;
  'x-variants'?: Operation[];
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('Spectral OWASP lint of /openapi.json', () => {
  let doc: { paths: Record<string, Record<string, Operation>> };
  let findings: Finding[];
  beforeAll(async () => {
    doc = (await gw.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    findings = await lintOpenApi(doc);
    console.log(`Spectral on /openapi.json (count, rule, severity, side):\n${countLines(findings).join('\n')}`);
  }, 60_000);

  it('finds no request-side error of the bound rules', () => {
    expect(GATED).toEqual([
      'owasp:api4:2023-string-limit',
      'owasp:api4:2023-integer-limit',
      'owasp:api4:2023-integer-limit-legacy',
      'owasp:api4:2023-integer-format',
      'owasp:api4:2023-array-limit',
    ]);
    expect(gatedFindings(findings).map((f) => `${f.code} at ${f.path}`)).toEqual([]);
  });

  it('runs the rules it gates on (a document without bounds fails them)', async () => {
    const unbounded = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/x': {
          post: {
            parameters: [{ name: 'page', in: 'query', schema: { type: 'integer' } }],
            requestBody: {
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' } } } },
                },
              },
            },
            responses: { '200': { description: 'OK' } },
          },
        },
      },
    };
    const codes = new Set(gatedFindings(await lintOpenApi(unbounded)).map((f) => f.code));
    expect([...codes].sort()).toEqual([
      'owasp:api4:2023-array-limit',
      'owasp:api4:2023-integer-format',
      'owasp:api4:2023-integer-limit',
      'owasp:api4:2023-string-limit',
    ]);
  }, 60_000);

  it('documents a 500 answer on every operation', () => {
    expect(findings.filter((f) => f.code === 'owasp:api8:2023-define-error-responses-500')).toEqual([]);
    for (const [path, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops))
        for (const o of [op, ...(op['x-variants'] ?? [])])
          expect(Object.keys(o.responses), `${method} ${path}`).toContain('500');
  });
});
