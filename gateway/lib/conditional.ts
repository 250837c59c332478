/**
 * Issue 28: conditional requests (RFC 9110 §13) on versioned records, for API clients; the app
 * keeps sending the `version` field it read (DESIGN §6).
 *
 * - An answer holding a record's version (`data.version`, or `version`) carries `ETag: "<version>"`.
 *   A strong tag: If-Match compares strongly, so a weak W/ tag could never match. It names the
 *   version of the record at that URL, which is what a tag compares (one resource at a time).
 * - A versioned PUT (route flag `versioned`) with `If-Match: "<n>"` writes only at version n: the
 *   tag becomes the version the update checks atomically (gateway/lib/versioned.ts and the
 *   settings' own check), and their 409 stale write is answered 412 Precondition Failed.
 * - A DELETE of a record whose GET is the same path checks the tag against that GET first.
 * - `If-Match: *` asks only that the record exists. A weak tag, or one the gateway never
 *   issued, matches nothing: 412.
 */
import type { FastifyRequest } from 'fastify';
import type { ContractRoute } from '../../core/route';
import { renderMessage } from '../../core/validation';
import { validationMessages } from '../../i18n/validation.i18n';
import { badRequest, GatewayError } from './errors';

/** The version an answer holds (`{ data: { version } }` or `{ version }`), if any. */
export function versionOf(answer: unknown): number | undefined {
  if (!answer || typeof answer !== 'object') return undefined;
  const { data, version } = answer as { data?: { version?: unknown }; version?: unknown };
  const found = data && typeof data === 'object' && !Array.isArray(data) ? data.version : version;
  return Number.isInteger(found) ? (found as number) : undefined;
}

export const etagOf = (version: number) => `"${version}"`;

/** The longest If-Match taken: tags of up to 15 digits, a dozen of them. */
export const IF_MATCH_MAX = 255;

/** What If-Match asks: any current record (`*`), or one of these versions (empty: none can match). */
export type Precondition = { any: true } | { versions: number[] };

/** The If-Match header, parsed; undefined when the request has none. */
export function precondition(req: FastifyRequest): Precondition | undefined {
  const raw = req.headers['if-match'];
  if (raw === undefined) return undefined;
  const value = (Array.isArray(raw) ? raw.join(',') : raw).trim();
  if (value.length > IF_MATCH_MAX) {
    // Issue 29: bounded like every input (/openapi.json's maxLength), in SPEC's words.
    const args = { n: IF_MATCH_MAX + 1 };
    const message = renderMessage(validationMessages.en.validation.maxLength, args);
    throw badRequest({ 'If-Match': { message: 'app.validation.maxLength', args } }, { 'If-Match': message });
  }
  if (value === '*') return { any: true };
  const versions: number[] = [];
  // Strong tags only (RFC 9110 §13.1.1: If-Match uses the strong comparison); ours are digits.
  for (const [, weak, tag] of value.matchAll(/(W\/)?"([^"]*)"/g)) {
    if (!weak && /^\d{1,15}$/.test(tag)) versions.push(Number(tag));
  }
  return { versions };
}

export function preconditionFailed(current?: unknown): GatewayError {
  const version = versionOf({ data: current });
  return new GatewayError(
    412,
    'The record is no longer at the version If-Match names (read it again for its current ETag).',
    { code: 'precondition_failed', ...(current === undefined ? {} : { data: current }) },
    version === undefined ? {} : { etag: etagOf(version) },
  );
}

/** A 409 stale write (gateway/lib/errors.ts staleWrite) as the 412 an If-Match request is answered. */
export function asPreconditionFailed(error: unknown): unknown {
  const stale = error instanceof GatewayError && error.statusCode === 409 && error.extra.code === 'stale_write';
  return stale ? preconditionFailed(error.extra.data) : error;
}

/** The GET of the same path as a DELETE (the record it removes), among the served routes. */
export const recordGet = (served: readonly ContractRoute[], route: ContractRoute) =>
  served.find((r) => r.method === 'GET' && r.path === route.path && !r.variantOf);

/** The version of the record at the request's path, read with its credentials (undefined: cannot be read). */
async function currentRecord(req: FastifyRequest): Promise<{ version?: number; data?: unknown } | undefined> {
  const read = await req.server.inject({
    method: 'GET',
    url: req.url.split('?')[0],
    headers: { authorization: req.headers.authorization ?? '' },
  });
  if (read.statusCode !== 200) return undefined;
  const current = read.json() as { data?: unknown };
  return { version: versionOf(current), data: current.data };
}

/**
 * Evaluates If-Match before a PUT or DELETE runs. A versioned PUT gets the tag's version as
 * the `version` its update checks (several tags: the record's current one, when listed). A
 * DELETE of a record with a GET at its path is refused unless the record is at a listed version
 * (a record that cannot be read is left to the DELETE: 404). Answers the precondition when one
 * applies, so that a stale write the handler finds is answered 412.
 */
export async function checkPrecondition(
  deps: { served: readonly ContractRoute[] },
  route: ContractRoute,
  req: FastifyRequest,
  body: unknown,
): Promise<Precondition | undefined> {
  if (route.method !== 'PUT' && route.method !== 'DELETE') return undefined;
  const wanted = precondition(req);
  if (!wanted) return undefined;
  const readable = recordGet(deps.served, route) !== undefined;
  if (route.method === 'DELETE') {
    if (!readable) return undefined;
    if ('any' in wanted) return wanted;
    const current = await currentRecord(req);
    if (current && (current.version === undefined || !wanted.versions.includes(current.version)))
      throw preconditionFailed(current.data);
    return wanted;
  }
  if (!route.versioned || !body || typeof body !== 'object') return undefined;
  if ('any' in wanted) return wanted;
  let version = wanted.versions.length === 1 ? wanted.versions[0] : undefined;
  if (wanted.versions.length > 1 && readable) {
    const current = await currentRecord(req);
    if (current?.version !== undefined && wanted.versions.includes(current.version)) version = current.version;
  }
  if (version === undefined) throw preconditionFailed();
  // The tag wins over a `version` in the body: it is what the client made the request on.
  (body as { version?: number }).version = version;
  return wanted;
}
