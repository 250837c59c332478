/**
 * Copy to other shops and update copies (issue 26 item 3): the preview calls, the calls that
 * queue the COPY-CATALOGUE job, the last undoable run and its undo. Every call is scoped to
 * the signed-in merchant: `{shop}` is theirs (404 otherwise), targets are their other shops.
 */
import type { FastifyInstance } from 'fastify';
import './copy.tables';
import { copyContract as copyRoutes } from '../../../resources/copy/copy.contract';
import { COPY_CHANNEL, CopyBody, UpdateCopiesBody } from '../../../resources/copy/copy.schema';
import type { JobHandler } from '../../jobs/queue';
import { PermanentJobError } from '../../jobs/queue';
import type { EmbeddedObjectStore } from '../../storage/objectStore';
import { GatewayError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { toJob } from '../../lib/jobAnswer';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { ownedShop, serve } from '../../lib/serve';
import { copyCatalogue, type CopyDeps } from './copy.catalogue';
import { copyMigrations } from './copy.migrations';
import { planCopy, planOf, type CopyRequest } from './copy.run';
import { lastRun, undoRun } from './copy.undo';

/** The web process's embedded store, once its routes are built (a worker process has none and opens the configured one). */
const live: { store: () => EmbeddedObjectStore | null } = { store: () => null };
const copyDeps = (deps: ModuleDeps): CopyDeps => ({
  db: deps.db,
  storage: deps.config.storage,
  liveStore: () => live.store(),
});

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db, queue } = deps;
  live.store = () => (app.hasDecorator('objectStore') ? app.objectStore : null);

  const preview = async (shopId: string, userId: string, request: CopyRequest) => {
    const source = await ownedShop(db, userId, shopId);
    return { data: planOf(source, await planCopy(db, deps.config.storage, source, request)) };
  };
  /** Checked like the preview before it is queued: bad input is a 400 now, not a failed job later. */
  const start = async (shopId: string, userId: string, request: CopyRequest) => {
    const source = await ownedShop(db, userId, shopId);
    await planCopy(db, deps.config.storage, source, request);
    const copyId = newId();
    const job = await queue.publish(COPY_CHANNEL, source.id, userId, { copy_id: copyId, ...request });
    return { data: { job: toJob(job), copy_id: copyId } };
  };

  serve(app, deps, copyRoutes.preview, ({ body, shopId, user }) => preview(shopId, user.id, { mode: 'copy', body }));
  serve(app, deps, copyRoutes.start, ({ body, shopId, user }) => start(shopId, user.id, { mode: 'copy', body }));
  serve(app, deps, copyRoutes.updatePreview, ({ body, shopId, user }) =>
    preview(shopId, user.id, { mode: 'update', body }),
  );
  serve(app, deps, copyRoutes.updateStart, ({ body, shopId, user }) =>
    start(shopId, user.id, { mode: 'update', body }),
  );
  serve(app, deps, copyRoutes.last, async ({ shopId }) => ({ data: await lastRun(db, shopId) }));
  serve(app, deps, copyRoutes.undo, async ({ params, shopId }) => ({
    data: await undoRun(db, shopId, params.copy_id),
  }));
}

/** COPY-CATALOGUE: the queued copy; its result is the report. */
const copyJob =
  (deps: ModuleDeps): JobHandler =>
  async (job, ctx) => {
    const { copy_id: runId, mode, body } = job.payload as { copy_id?: string; mode?: string; body?: unknown };
    const parsed = mode === 'update' ? UpdateCopiesBody.safeParse(body) : CopyBody.safeParse(body);
    if (typeof runId !== 'string' || !parsed.success) throw new PermanentJobError('Invalid copy parameters');
    const request = { mode, body: parsed.data } as CopyRequest;
    try {
      const report = await copyCatalogue(copyDeps(deps), {
        runId,
        userId: job.user_id,
        sourceShopId: job.shop_id,
        request,
        progress: ctx.progress,
      });
      return { copy_id: runId, ...report };
    } catch (error) {
      // A shop deleted or a target given away since it was queued: retrying cannot mend it.
      if (error instanceof GatewayError) throw new PermanentJobError(error.message);
      throw error;
    }
  };

export const copyModule = defineModule({
  name: 'copy',
  migrations: copyMigrations,
  shopTables: ['copy_links', 'copy_runs', 'copy_run_rows'],
  jobs: (deps) => ({ [COPY_CHANNEL]: copyJob(deps) }),
  routes,
});
