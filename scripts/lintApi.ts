/**
 * `npm run lint:api`: Spectral (spectral:oas and the OWASP API Security ruleset) on the served
 * /openapi.json. Prints the count of each rule left, by severity and side (request, response,
 * document), and fails when a request-side bound rule has an error (GATED: every string, integer
 * and array a request takes is bounded, issue 29). tests/gateway/openapiSpectral.test.ts runs
 * the same on the test gateway's document. `--list <rule>` prints where that rule is reported.
 */
// CommonJS packages: their named exports through the default one.
import spectralCore, { type ISpectralDiagnostic } from '@stoplight/spectral-core';
import parsers from '@stoplight/spectral-parsers';
import rulesets from '@stoplight/spectral-rulesets';
import owasp from '@stoplight/spectral-owasp-ruleset';

/** The request-side rules whose errors fail the lint: inputs bounded (OWASP API4:2023). */
export const GATED = [
  'owasp:api4:2023-string-limit',
  'owasp:api4:2023-integer-limit',
  'owasp:api4:2023-integer-limit-legacy',
  'owasp:api4:2023-integer-format',
  'owasp:api4:2023-array-limit',
] as const;

export type Side = 'request' | 'response' | 'document';

export interface Finding {
  code: string;
  severity: 'error' | 'warn' | 'info' | 'hint';
  side: Side;
  path: string;
  message: string;
}

const SEVERITIES = ['error', 'warn', 'info', 'hint'] as const;

/** Where a finding is: a request's parameters or body, an answer (or the Error body), or the rest. */
function sideOf(path: readonly (string | number)[]): Side {
  if (path.includes('responses') || path[0] === 'components') return 'response';
  if (path.includes('parameters') || path.includes('requestBody')) return 'request';
  return 'document';
}

/** Every Spectral finding on the document. */
export async function lintOpenApi(doc: unknown): Promise<Finding[]> {
  const spectral = new spectralCore.Spectral();
  spectral.setRuleset({ extends: [rulesets.oas, owasp] } as never);
  const document = new spectralCore.Document(JSON.stringify(doc), parsers.Json);
  const results: ISpectralDiagnostic[] = await spectral.run(document);
  return results.map((r) => ({
    code: String(r.code),
    severity: SEVERITIES[r.severity],
    side: sideOf(r.path),
    path: r.path.join(' > '),
    message: r.message,
  }));
}

/** The findings that fail the lint: errors of a GATED rule on the request side. */
export const gatedFindings = (findings: Finding[]) =>
  findings.filter(
    (f) => f.severity === 'error' && f.side === 'request' && (GATED as readonly string[]).includes(f.code),
  );

/** `count  rule  severity  side`, one line per group, by rule. */
export function countLines(findings: Finding[]): string[] {
  const counts = new Map<string, number>();
  for (const f of findings) {
    const key = `${f.code}  ${f.severity}  ${f.side}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${String(n).padStart(5)}  ${k}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { servedOpenApi } = await import('./openapi');
  const findings = await lintOpenApi(await servedOpenApi());
  const listed = process.argv[2] === '--list' ? process.argv[3] : undefined;
  if (listed) for (const f of findings.filter((x) => x.code === listed)) console.log(`${f.side}  ${f.path}`);
  else console.log(countLines(findings).join('\n'));
  const gated = gatedFindings(findings);
  console.log(
    gated.length
      ? `lint:api: ${gated.length} request-side errors of ${GATED.join(', ')}`
      : `lint:api: no request-side errors of ${GATED.join(', ')}`,
  );
  process.exitCode = gated.length ? 1 : 0;
}
