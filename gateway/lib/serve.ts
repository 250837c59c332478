/**
 * Serves one route-table entry: the path and method come from the table, the query and
 * body are checked with the table's zod schemas (400 with per-field messages), the bearer
 * token is checked (401), and a shop named in the path must belong to the caller (404).
 * Every served route is recorded for /openapi.json.
 */
import { Readable } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationMessages } from '../../i18n/validation.i18n';
import { fastifyPath, PATH_PARAM_MAX, pathParams, type ContractRoute, type RouteResult } from '../../core/route';
import { fieldErrors, holdsNul, nulErrors, renderMessage, type FieldErrors } from '../../core/validation';
import type { Db } from '../db';
import { badRequest, notFound, unauthorized } from './errors';
import { verifyToken } from './jwt';
import { SESSION_TOUCH_MS, sessionKey, touchSession } from './sessions';
import { authenticateApp } from './privateAppAuth';
import { prepared } from './prepared';
import { answerSerializer } from './answerSerializer';
import { claimKey, finishClaim, idempotencyKey, isReplay, keepFailure, sendReplay } from './idempotency';
import { asPreconditionFailed, checkPrecondition, etagOf, versionOf } from './conditional';
import type { ApiLimiter } from './apiLimits';
import { actorScope, isRestore, RESTORE_HEADER, sourceOf } from './history';

export interface AuthUser {
  id: string;
  email: string;
  jti: string;
  exp: number;
  /** The token's session (issue 29), when it has one. */
  sessionId?: string;
  /** A private app's token (issue 9): the app. */
  app?: { id: string; name: string };
}

export interface Ctx<Q = unknown, B = unknown, P = Record<string, string>> {
  params: P;
  query: Q;
  body: B;
  /** The signed-in user (routes with auth !== false). */
  user: AuthUser;
  /** The owned shop named by the route's shopParam, when it has one. */
  shopId: string;
  /** That shop's row, read with the token check (no second query for its currency, …). */
  shop?: ShopRow;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface ServeDeps {
  db: Db;
  jwtSecret: string;
  served: ContractRoute[];
  /**
   * Parse every 2xx answer with the route's response schema and fail (500, logged) when it
   * does not match: on in tests and e2e, off in production (it costs a parse per call).
   */
  checkResponses?: boolean;
  /** Issue 29: rate limits of the authenticated calls (apiLimits.ts); none: off. */
  apiLimits?: ApiLimiter;
}

const english = validationMessages.en;

/** English text of field errors, for API users reading a 400 answer. */
export function englishMessages(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, { message, args }] of Object.entries(errors)) {
    const [, group, name] = message.split('.');
    const table = english[group as 'validation'] as Record<string, string> | undefined;
    const fieldKey = typeof args?.field === 'string' ? args.field.split('.').pop() : undefined;
    const label = fieldKey ? ((english.field as Record<string, string>)[fieldKey] ?? fieldKey) : field;
    out[field] = renderMessage(table?.[name] ?? message, { ...args, field: label });
  }
  return out;
}

/** 400 when a request part holds a NUL (before any schema or database sees it). */
function refuseNul(input: unknown): void {
  const nul = holdsNul(input, 0) ? nulErrors(input) : undefined;
  if (nul) throw badRequest(nul, englishMessages(nul));
}

/** The path parameters a route's params schema leaves unbounded: checked by refuseLongParams. */
const unboundedParams = (route: ContractRoute): string[] => {
  const shape = (route.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  return pathParams(route.path).filter((name) => !(name in shape));
};

/** Issue 29: a path parameter longer than any id (PATH_PARAM_MAX) answers 400, in SPEC's words. */
function refuseLongParams(params: Record<string, string>, names: string[]): void {
  const errors: FieldErrors = {};
  for (const name of names) {
    const value = params[name];
    if (typeof value === 'string' && value.length > PATH_PARAM_MAX)
      errors[name] = { message: 'app.validation.maxLength', args: { n: PATH_PARAM_MAX + 1 } };
  }
  if (Object.keys(errors).length) throw badRequest(errors, englishMessages(errors));
}

export function check<S extends z.ZodType>(schema: S | undefined, input: unknown): z.output<S> {
  refuseNul(input);
  return parse(schema, input);
}

/** The schema's output, or 400 with per-field messages (the NUL check done before). */
function parse<S extends z.ZodType>(schema: S | undefined, input: unknown): z.output<S> {
  if (!schema) return input as z.output<S>;
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const errors = fieldErrors(result.error);
    throw badRequest(errors, englishMessages(errors));
  }
  return result.data;
}

/** The user of a token, whether the token is revoked, and the shop named (null columns when not owned, deleted or none). */
const tokenQuery = prepared(4, (db, shopId: string, jti: string, userId: string, sessionHash: string) =>
  db
    .selectFrom('users as u')
    .leftJoin('shops as s', (join) =>
      join.on('s.id', '=', shopId).onRef('s.owner_id', '=', 'u.id').on('s.deleted', '=', 0),
    )
    // Issue 29: the token's session, when it has one (gateway/lib/sessions.ts).
    .leftJoin('sessions as t', (join) => join.on('t.token_hash', '=', sessionHash).onRef('t.user_id', '=', 'u.id'))
    .selectAll('s')
    .select((eb) => [
      'u.id as auth_user_id',
      'u.email as auth_email',
      'u.tokens_valid_after as auth_valid_after',
      eb.exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', jti)).as('auth_revoked'),
      't.id as auth_session_id',
      't.ended_at as auth_session_ended',
      't.last_used_at as auth_session_used',
    ])
    .where('u.id', '=', userId),
);

/**
 * The bearer token's checks (signature, not revoked, not older than the user's last
 * "sign out everywhere") and, when the route names a shop, its ownership: one query.
 * 401 comes before 404, as with separate queries. A private app's token (issue 9) is
 * checked against its own shop and scopes instead.
 */
export async function authenticate(
  deps: ServeDeps,
  req: FastifyRequest,
  route?: ContractRoute,
  shopId?: string,
): Promise<AuthUser & { shop?: ShopRow }> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  // Issue 9: a private app's token (shpat_…), limited to its shop and scopes (privateAppAuth.ts).
  if (match?.[1].startsWith('shpat_')) return authenticateApp(deps.db, req, route, match[1]);
  const claims = match ? verifyToken(deps.jwtSecret, match[1]) : undefined;
  if (!claims) throw unauthorized();
  const [row] = await tokenQuery(deps.db, shopId ?? '', claims.jti, claims.sub, sessionKey(claims.jti));
  if (!row || row.auth_revoked || row.auth_session_ended) throw unauthorized();
  const issuedAt = claims.iat_ms ?? claims.iat * 1000;
  if (row.auth_valid_after && issuedAt < Date.parse(row.auth_valid_after)) throw unauthorized();
  const { auth_user_id: id, auth_email: email, auth_session_id: sessionId, auth_session_used: used } = row;
  if (sessionId && used && Date.now() - Date.parse(used) >= SESSION_TOUCH_MS) await touchSession(deps.db, sessionId);
  const shop = row.id ? shopOf(row) : undefined;
  return { id, email, jti: claims.jti, exp: claims.exp, sessionId: sessionId ?? undefined, shop };
}

/**
 * The shop of a token-query row: the row itself without its auth_ columns. Not a copy: `{
 * auth_…, ...shop } = row` over some 30 columns took ~8 µs a call (rows of better-sqlite3
 * are dictionaries, copied by V8's generic path), more than the query itself. The auth_
 * columns are the last ones selected, so PostgreSQL's rows stay fast objects too.
 */
function shopOf(row: object): ShopRow {
  const shop = row as Record<string, unknown>;
  delete shop.auth_session_used;
  delete shop.auth_session_ended;
  delete shop.auth_session_id;
  delete shop.auth_revoked;
  delete shop.auth_valid_after;
  delete shop.auth_email;
  delete shop.auth_user_id;
  return shop as ShopRow;
}

type ShopRow = Awaited<ReturnType<typeof ownedShop>>;

/** A shop the user owns and has not deleted; otherwise 404, never the data. */
export async function ownedShop(db: Db, userId: string, shopId: string | undefined) {
  if (!shopId) throw notFound();
  const shop = await db
    .selectFrom('shops')
    .selectAll()
    .where('id', '=', shopId)
    .where('owner_id', '=', userId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!shop) throw notFound();
  return shop;
}

/**
 * A route-table entry that is another entry's call with other arguments (`variantOf`):
 * that entry's handler serves it; it is recorded so /openapi.json shows it too.
 */
export function serveVariant(deps: ServeDeps, route: ContractRoute): void {
  if (!route.variantOf) throw new Error(`${route.id} is not a variant`);
  deps.served.push(route);
}

/** What a handler of route R is given: query, body and path parameters typed from the entry. */
export type RouteCtx<R extends ContractRoute> = Ctx<
  R['query'] extends z.ZodType ? z.output<R['query']> : Record<string, unknown>,
  R['body'] extends z.ZodType ? z.output<R['body']> : unknown,
  R['params'] extends z.ZodType ? z.output<R['params']> & Record<string, string> : Record<string, string>
>;

/**
 * A handler of route R: it must return the input type of the route's response schema, or the
 * reply a file was sent with (`sendFile`: a variant of the route that answers a download).
 */
export type RouteHandler<R extends ContractRoute> = (ctx: RouteCtx<R>) => Promise<RouteResult<R> | FastifyReply>;

/** Sends a file as the answer (a download variant of a JSON route): return what this returns. */
export function sendFile(
  reply: FastifyReply,
  contentType: string,
  fileName: string,
  content: string | Buffer,
): FastifyReply {
  reply.header('content-type', contentType);
  reply.header('content-disposition', `attachment; filename="${fileName.replace(/"/g, '')}"`);
  return reply.send(content);
}

/** Checks an answer against the route's response schema (tests and e2e only; see checkResponses). */
export function checkResponse(route: ContractRoute, answer: unknown): void {
  // A stream (a CSV written a page at a time) is its text once sent: its content is the route's tests' to read.
  if (!route.response || route.responseType === 'blob' || answer instanceof Readable) return;
  const result = route.response.safeParse(answer);
  if (!result.success) {
    throw new Error(
      `${route.id} answered outside its response schema: ${JSON.stringify(result.error.issues.slice(0, 5))}`,
    );
  }
}

/**
 * Checks that the compiled serializer writes the same JSON as `JSON.stringify` (tests and
 * e2e only): a value it writes otherwise (coerced) or a property it leaves out (one the
 * response schema does not declare) fails the call there, never silently in production.
 */
export function checkSerialized(route: ContractRoute, serialize: (answer: unknown) => string, answer: unknown): void {
  const compiled: unknown = JSON.parse(serialize(answer));
  const plain: unknown = JSON.parse(JSON.stringify(answer));
  if (!isDeepStrictEqual(compiled, plain)) {
    throw new Error(
      `${route.id}: the compiled serializer wrote another answer than JSON.stringify (a property the response schema does not declare?): ${firstDifference(compiled, plain)}`,
    );
  }
}

/** Where two JSON values first differ, as a path (for the message of checkSerialized). */
function firstDifference(a: unknown, b: unknown, at = '$'): string {
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const x = (a as Record<string, unknown>)[key];
      const y = (b as Record<string, unknown>)[key];
      if (!isDeepStrictEqual(x, y)) return firstDifference(x, y, `${at}.${key}`);
    }
  }
  return `${at}: ${JSON.stringify(a)?.slice(0, 80)} instead of ${JSON.stringify(b)?.slice(0, 80)}`;
}

export function serve<R extends ContractRoute>(
  app: FastifyInstance,
  deps: ServeDeps,
  route: R,
  handler: RouteHandler<R>,
): void {
  if (route.variantOf) throw new Error(`${route.id} is served by ${route.variantOf}; use serveVariant`);
  deps.served.push(route);
  // The route's compiled serializer (answerSerializer.ts), made at its first JSON answer; null: JSON.stringify.
  let compiled: ((answer: unknown) => string) | null | undefined;
  const unbounded = unboundedParams(route);
  // Issue 29: the route's rate limits; its hook refuses an over-limit token before anything else runs.
  const limits = route.auth === false ? undefined : deps.apiLimits?.forRoute(route);
  app.route({
    method: route.method,
    url: fastifyPath(route.path),
    ...(limits ? { onRequest: limits.onRequest } : {}),
    handler: async (req, reply) => {
      const params = req.params as Record<string, string>;
      refuseNul(params); // NUL in a path: 400
      const named = route.shopParam ? params[route.shopParam] : undefined;
      const authed = route.auth === false ? undefined : await authenticate(deps, req, route, named);
      // After the token (a call without one is 401 whatever it names); the params schema bounds its own.
      refuseLongParams(params, unbounded);
      const shop = authed?.shop;
      const user = (
        authed
          ? {
              id: authed.id,
              email: authed.email,
              jti: authed.jti,
              exp: authed.exp,
              sessionId: authed.sessionId,
              ...(authed.app ? { app: authed.app } : {}),
            }
          : undefined
      ) as AuthUser;
      let shopId = '';
      if (route.shopParam) {
        if (!named) throw notFound();
        // The token query brought the owned shop; otherwise (a private app, or not owned) check it: 404.
        shopId = shop ? shop.id : (await ownedShop(deps.db, user.id, named)).id;
      }
      // Counted once the token and the shop are known to be the caller's (so nobody spends another's limit).
      const counting = limits?.take(req, reply, shopId);
      if (counting) await counting;
      const checkedParams = route.params ? { ...params, ...parse(route.params, params) } : params;
      const query = check(route.query, req.query);
      const body = route.bodyKind === 'none' || route.bodyKind === 'multipart' ? req.body : check(route.body, req.body);
      // Issue 28: a retried request with its Idempotency-Key is answered the first result (idempotency.ts).
      const key = idempotencyKey(route, req);
      const claim = key ? await claimKey(deps.db, route, req, key, user?.id ?? '', shopId) : undefined;
      if (claim && isReplay(claim)) return sendReplay(reply, claim);
      if (route.status) reply.code(route.status);
      let answer: unknown;
      try {
        // Issue 28: If-Match on a versioned record (conditional.ts).
        const wanted = await checkPrecondition(deps, route, req, body);
        // Issue 27: the writes the handler makes know their author and screen (gateway/lib/history.ts).
        const actor = {
          userId: user?.id,
          app: user?.app,
          source: sourceOf(req.headers['x-source'], !!user?.app),
          restoring: isRestore(req.headers[RESTORE_HEADER]),
        };
        answer = await actorScope(actor, () =>
          handler({ params: checkedParams, query, body, user, shopId, shop, req, reply } as RouteCtx<R>),
        ).catch((error: unknown) => {
          throw wanted ? asPreconditionFailed(error) : error;
        });
      } catch (error) {
        if (claim) await keepFailure(claim, error);
        throw error;
      }
      if (reply.sent || reply.statusCode >= 300) return claim ? finishClaim(claim, reply, answer, null) : answer;
      if (deps.checkResponses) checkResponse(route, answer);
      const version = versionOf(answer);
      if (version !== undefined) reply.header('etag', etagOf(version));
      // A plain object only: a Buffer or a stream goes out as it is, with its own type.
      const plainObject = answer != null && Object.getPrototypeOf(answer) === Object.prototype;
      if (plainObject && compiled === undefined)
        compiled = route.responseType === 'blob' ? null : (answerSerializer(route.response) ?? null);
      const serialize = plainObject ? compiled : null;
      if (claim) {
        if (serialize && deps.checkResponses) checkSerialized(route, serialize, answer);
        return finishClaim(claim, reply, answer, serialize);
      }
      if (serialize) {
        if (deps.checkResponses) checkSerialized(route, serialize, answer);
        // A reply with its own serializer gets no JSON content type from Fastify (it would go as text/plain).
        if (!reply.hasHeader('content-type')) reply.type('application/json; charset=utf-8');
        reply.serializer(serialize);
      }
      return answer;
    },
  });
}
