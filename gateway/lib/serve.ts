/**
 * Serves one route-table entry: the path and method come from the table, the query and
 * body are checked with the table's zod schemas (400 with per-field messages), the bearer
 * token is checked (401), and a shop named in the path must belong to the caller (404).
 * Every served route is recorded for /openapi.json.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationMessages } from '../../i18n/validation.i18n';
import { fastifyPath, type NamedRoute } from '../../src/lib/route';
import { fieldErrors, renderMessage, type FieldErrors } from '../../src/lib/validation';
import type { Db } from '../db';
import { badRequest, notFound, unauthorized } from './errors';
import { verifyToken } from './jwt';

export interface AuthUser {
  id: string;
  email: string;
  jti: string;
  exp: number;
}

export interface Ctx<Q = any, B = any> {
  params: Record<string, string>;
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
  served: NamedRoute[];
}

const english = validationMessages.en;

/** English text of field errors, for API users reading a 400 answer. */
export function englishMessages(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, { message, args }] of Object.entries(errors)) {
    const [, group, name] = message.split('.');
    const table = english[group as 'validation'] as Record<string, string> | undefined;
    const fieldKey = typeof args?.field === 'string' ? args.field.split('.').pop() : undefined;
    const label = fieldKey ? (english.field as Record<string, string>)[fieldKey] ?? fieldKey : field;
    out[field] = renderMessage(table?.[name] ?? message, { ...args, field: label });
  }
  return out;
}

export function check<S extends z.ZodType>(schema: S | undefined, input: unknown): z.output<S> {
  if (!schema) return input as z.output<S>;
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const errors = fieldErrors(result.error);
    throw badRequest(errors, englishMessages(errors));
  }
  return result.data;
}

/**
 * The bearer token's checks (signature, not revoked, not older than the user's last
 * "sign out everywhere") and, when the route names a shop, its ownership: one query.
 * 401 comes before 404, as with separate queries.
 */
export async function authenticate(deps: ServeDeps, req: FastifyRequest, shopId?: string): Promise<AuthUser & { shop?: ShopRow }> {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  const claims = match ? verifyToken(deps.jwtSecret, match[1]) : undefined;
  if (!claims) throw unauthorized();
  const row = await deps.db.selectFrom('users as u')
    .leftJoin('shops as s', (join) => join.on('s.id', '=', shopId ?? '').onRef('s.owner_id', '=', 'u.id').on('s.deleted', '=', 0))
    .selectAll('s')
    .select((eb) => [
      'u.id as auth_user_id', 'u.email as auth_email', 'u.tokens_valid_after as auth_valid_after',
      eb.exists(eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', claims.jti)).as('auth_revoked'),
    ])
    .where('u.id', '=', claims.sub)
    .executeTakeFirst();
  if (!row || row.auth_revoked) throw unauthorized();
  const issuedAt = claims.iat_ms ?? claims.iat * 1000;
  if (row.auth_valid_after && issuedAt < Date.parse(row.auth_valid_after)) throw unauthorized();
  const { auth_user_id: id, auth_email: email, auth_valid_after: _after, auth_revoked: _revoked, ...shop } = row;
  return { id, email, jti: claims.jti, exp: claims.exp, shop: shop.id ? (shop as ShopRow) : undefined };
}

type ShopRow = Awaited<ReturnType<typeof ownedShop>>;

/** A shop the user owns and has not deleted; otherwise 404, never the data. */
export async function ownedShop(db: Db, userId: string, shopId: string | undefined) {
  if (!shopId) throw notFound();
  const shop = await db.selectFrom('shops').selectAll()
    .where('id', '=', shopId).where('owner_id', '=', userId).where('deleted', '=', 0)
    .executeTakeFirst();
  if (!shop) throw notFound();
  return shop;
}

/**
 * A route-table entry that is another entry's call with other arguments (`variantOf`):
 * that entry's handler serves it; it is recorded so /openapi.json shows it too.
 */
export function serveVariant(deps: ServeDeps, route: NamedRoute): void {
  if (!route.variantOf) throw new Error(`${route.id} is not a variant`);
  deps.served.push(route);
}

export function serve<R extends NamedRoute>(
  app: FastifyInstance,
  deps: ServeDeps,
  route: R,
  handler: (ctx: Ctx<R['query'] extends z.ZodType ? z.output<R['query']> : Record<string, unknown>,
    R['body'] extends z.ZodType ? z.output<R['body']> : unknown>) => Promise<unknown>,
): void {
  if (route.variantOf) throw new Error(`${route.id} is served by ${route.variantOf}; use serveVariant`);
  deps.served.push(route);
  app.route({
    method: route.method,
    url: fastifyPath(route.path),
    handler: async (req, reply) => {
      const params = req.params as Record<string, string>;
      const named = route.shopParam ? params[route.shopParam] : undefined;
      const authed = route.auth === false ? undefined : await authenticate(deps, req, named);
      const { shop, ...rest } = authed ?? {};
      const user = (authed ? rest : undefined) as AuthUser;
      let shopId = '';
      if (route.shopParam) {
        if (!named || (authed && !shop)) throw notFound();
        // A shop route without a token check (none today) still checks the owner.
        shopId = shop ? shop.id : (await ownedShop(deps.db, user.id, named)).id;
      }
      const query = check(route.query, req.query);
      const body = route.bodyKind === 'none' || route.bodyKind === 'multipart' ? req.body : check(route.body, req.body);
      return handler({ params, query, body, user, shopId, shop, req, reply } as Ctx);
    },
  });
}
