/**
 * The copy as a function other jobs call (issue 26 item 4: a new shop from an existing one
 * copies its catalogue through this):
 *
 *   copyCatalogue(deps, { runId, userId, sourceShopId, request, progress? }): Promise<CopyPlan>
 *
 * - deps: `{ db, storage, liveStore }`: the database, the configured object store
 *   (ModuleDeps.config.storage) and the web process's embedded store when there is one (else
 *   the configured store is opened for the run);
 * - runId: a fresh id (newId()) the first time; the SAME id again on a retry: the run's report
 *   names the target shops already done, which are passed over, so nothing is created twice;
 * - request: `{ mode: 'copy', body: CopyInput }` (kind, ids, targets with rates, status) or
 *   `{ mode: 'update', body: UpdateCopiesInput }`; targets must be shops of the source's owner;
 * - answers the report: per target shop, each record created, updated or skipped (with why).
 * Bad input throws a GatewayError 400 with per-field errors, before anything is written.
 * The run can be undone for 24 hours (undoRun in copy.undo.ts).
 */
import type { CopyPlan } from '../../../resources/copy/copy.schema';
import type { Db } from '../../db';
import type { EmbeddedObjectStore } from '../../storage/objectStore';
import type { StorageConfig } from '../../storage/storage.config';
import { openStoreClient } from '../../storage/storeClient';
import { nowIso } from '../../lib/ids';
import { notFound } from '../../lib/errors';
import { applyTarget } from './copy.apply';
import { planCopy, planOf, type CopyRequest } from './copy.run';
import { UNDO_MS } from './copy.undo';

export interface CopyDeps {
  db: Db;
  storage: StorageConfig | undefined;
  liveStore: () => EmbeddedObjectStore | null;
}

export interface CopyCall {
  runId: string;
  userId: string;
  sourceShopId: string;
  request: CopyRequest;
  progress?: (percent: number) => Promise<void>;
  /**
   * 'clone': the run belongs to a new shop started from the source (shop-clone), which undoes
   * it with the clone; the source shop's "undo the last copy" does not offer it.
   */
  origin?: 'clone';
}

/** Keeps the run (once: a retried job finds it) so its undo and report exist from the start. */
async function openRun(db: Db, call: CopyCall, source: { id: string; currency: string }) {
  const at = nowIso();
  const exists = await db.selectFrom('copy_runs').select('id').where('id', '=', call.runId).executeTakeFirst();
  if (exists) return;
  const empty: CopyPlan = { source_shop_id: source.id, currency: source.currency, targets: [] };
  await db
    .insertInto('copy_runs')
    .values({
      id: call.runId,
      shop_id: source.id,
      user_id: call.userId,
      mode: call.origin ?? call.request.mode,
      report: JSON.stringify(empty),
      created: 0,
      updated: 0,
      created_at: at,
      expires_at: new Date(Date.parse(at) + UNDO_MS).toISOString(),
      undone_at: null,
    })
    .execute();
}

export async function copyCatalogue(deps: CopyDeps, call: CopyCall): Promise<CopyPlan> {
  const { db } = deps;
  const source = await db
    .selectFrom('shops')
    .selectAll()
    .where('id', '=', call.sourceShopId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!source) throw notFound();
  const work = await planCopy(db, deps.storage, source, call.request);
  await openRun(db, call, source);
  const session = await openStoreClient(deps.storage, deps.liveStore());
  try {
    const targets = [];
    for (const [i, w] of work.entries()) {
      targets.push(await applyTarget(db, session, call.runId, w));
      await call.progress?.(Math.round(((i + 1) / work.length) * 100));
    }
    return { ...planOf(source, work), targets };
  } finally {
    await session?.close();
  }
}
