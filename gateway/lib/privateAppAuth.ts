/**
 * Private-app tokens (`shpat_…`, issue 9). serve.ts's authenticate() hands such a token
 * here before any JWT check. A token acts as its shop's owner, but only on routes of that
 * shop (any other shop is 404, routes without a shop are 401) and only within its scopes:
 * GET needs read_<area>, any other method write_<area>; an area it was not given is 403.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ContractRoute } from '../../core/route';
import type { Db } from '../db';
import { GatewayError, notFound, unauthorized } from './errors';

/** The prefix of a private-app token: serve() tells it from a merchant's JWT before verifying anything. */
export const APP_TOKEN_PREFIX = 'shpat_';

export const hashAppToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The area of each route table a private app may be granted (route id `<table>.<name>`). */
const AREA_OF_TABLE: Record<string, string> = {
  product: 'products',
  collection: 'products',
  order: 'orders',
  order_draft: 'orders',
  fulfillment: 'orders',
  customer: 'customers',
  discount: 'discounts',
  offer: 'discounts',
};

export function requiredScope(route: ContractRoute): string | undefined {
  const area = AREA_OF_TABLE[route.id.split('.')[0]];
  if (!area) return undefined;
  return `${route.method === 'GET' ? 'read' : 'write'}_${area}`;
}

const forbidden = () =>
  new GatewayError(403, 'This private app has no access to this call.', { code: 'private_app.scope' });

export async function authenticateApp(db: Db, req: FastifyRequest, route: ContractRoute | undefined, token: string) {
  const app = await db
    .selectFrom('private_apps')
    .selectAll()
    .where('token_hash', '=', hashAppToken(token))
    .executeTakeFirst();
  if (!app || app.revoked_at) throw unauthorized();
  // Account routes and anything not scoped to one shop: never with an app token.
  if (!route?.shopParam) throw unauthorized();
  const shop = (req.params as Record<string, string | undefined>)[route.shopParam];
  if (shop !== app.shop_id) throw notFound();
  const scope = requiredScope(route);
  const scopes = JSON.parse(app.scopes) as string[];
  const granted =
    scope &&
    (scopes.includes(scope) || (scope.startsWith('read_') && scopes.includes(scope.replace('read_', 'write_'))));
  if (!granted) throw forbidden();
  const owner = await db.selectFrom('users').select(['id', 'email']).where('id', '=', app.owner_id).executeTakeFirst();
  if (!owner) throw unauthorized();
  return {
    id: owner.id,
    email: owner.email,
    jti: `app:${app.id}`,
    exp: Number.MAX_SAFE_INTEGER,
    // Issue 27: the app, not its owner, is the author of what it writes.
    app: { id: app.id, name: app.name },
  };
}
