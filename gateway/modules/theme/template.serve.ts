/**
 * Serving a template-file route (origin 'template') on the shop's private domain: the
 * bearer token first (401), then the shop the Host names, which must be the caller's
 * (404, exactly as for a host that is no shop), then the path, query and body checks
 * (400 per field), then the layout (`?theme_id=` or the published one; another shop's: 404).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Selectable } from 'kysely';
import { fastifyPath, type ContractRoute, type RouteResult } from '../../../core/route';
import type { ShopTable } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ModuleDeps } from '../../lib/module';
import { authenticate, check, checkResponse, type RouteCtx } from '../../lib/serve';
import type { LayoutFiles } from './template.files';
import { filesOf, pickLayout, type LayoutRow } from './theme.layouts';
import { privateHandle } from './privateHost';
import type { TemplateStore } from './templateStore';

export interface TemplateCtx<R extends ContractRoute> extends RouteCtx<R> {
  shopRow: Selectable<ShopTable>;
  layout: LayoutRow;
  files: LayoutFiles;
}

/** `/api/template/files/{path}` takes a path with its slash as it is or encoded (`templates%2Findex.liquid`). */
const WILDCARD: Record<string, string> = { 'template.file': '/api/template/files/*' };

export function serveTemplate<R extends ContractRoute>(
  app: FastifyInstance,
  deps: ModuleDeps,
  store: TemplateStore,
  route: R,
  handler: (ctx: TemplateCtx<R>) => Promise<RouteResult<R> | FastifyReply>,
): void {
  deps.served.push(route);
  app.route({
    method: route.method,
    url: WILDCARD[route.id] ?? fastifyPath(route.path),
    handler: async (req, reply) => {
      const raw = check(undefined, req.params) as Record<string, string>; // NUL in a path: 400
      const user = await authenticate(deps, req, route);
      const handle = privateHandle(req);
      if (!handle) throw notFound();
      const shopRow = await deps.db
        .selectFrom('shops')
        .selectAll()
        .where('handle', '=', handle)
        .where('owner_id', '=', user.id)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      if (!shopRow) throw notFound();
      const named = WILDCARD[route.id] ? { path: raw['*'] } : raw;
      const params = route.params ? check(route.params, named) : named;
      const query = check(route.query, req.query) as { theme_id?: string };
      let body: unknown = req.body;
      if (route.bodyKind === 'text') {
        body = body === undefined || body === null ? undefined : check(route.body, body);
      } else if (route.bodyKind !== 'none' && route.bodyKind !== 'multipart') {
        body = check(route.body, body);
      }
      const layout = await pickLayout(deps.db, store, shopRow.id, query.theme_id);
      if (route.status) reply.code(route.status);
      const { shop: _shop, ...authUser } = user;
      const answer = await handler({
        params,
        query,
        body,
        user: authUser,
        shopId: shopRow.id,
        shopRow,
        layout,
        files: filesOf(store, layout),
        req,
        reply,
      } as unknown as TemplateCtx<R>);
      if (deps.checkResponses && !reply.sent && reply.statusCode < 300) checkResponse(route, answer);
      return answer;
    },
  });
}
