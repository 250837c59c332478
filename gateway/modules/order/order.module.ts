/**
 * SPEC §7 Order: list, get, create (numbered from 1001, the client's prefix and suffix),
 * update, bulk status (params and a body), delete (body), tags, analysis, the abandoned-
 * checkout mail; and the EXPORT-ORDER job.
 */
import type { FastifyInstance } from 'fastify';
import { updateVersioned } from '../../lib/versioned';
import { bodyOfState, recordVersion, recordVersions, restorable } from '../../lib/history';
import './order.tables';
import { orderMigrations } from './order.migrations';
import { orderContract as orderRoutes } from '../../../resources/order/order.contract';
import type { FieldErrors } from '../../../core/validation';
import type { Db } from '../../db';
import type { ShopTable } from '../../db/schema';
import { badRequest, GatewayError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { englishMessages, serve } from '../../lib/serve';
import { orderCountMigrations } from './order.counts';
import { orderListVersionMigrations } from './order.listVersions';
import { orderRollupMigrations } from './order.rollups';
import { orderDayTotalMigrations } from './order.dayTotals';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { shopRow } from '../../lib/shop';
import { recoveryUrl, sendOrderMail, type RecoveryBase } from '../../mail/orderMail';
import { refreshCustomerTotals } from '../../lib/customers';
import { startsWithText } from '../../lib/text';
import { orderAnalysis } from './order.analysis';
import { statusCounts } from './order.counts';
import { exportOrdersJob, orderSheets } from './order.export';
import type { EmbeddedObjectStore } from '../../storage/objectStore';
import { openStoreClient } from '../../storage/storeClient';
import { listOrderRows } from './order.query';
import { toOrder, toOrderSummary } from './order.rows';
import { createOrder, lockOrder, OrderFieldErrors, updateOrder } from './order.write';
import { changeInboxStatus, changeShopStatus, inboxPage } from './order.inbox';
import { inboxContract as inboxRoutes } from '../../../resources/order/inbox.contract';
import { inList } from '../../lib/chunks';
import { deleteOwnerMetafields } from '../../lib/metafieldOwners';
import { draftOrderRoutes } from './draft.serve';
import { DRAFT_TABLES, draftMigrations } from './draft.tables';
import { seedDrafts } from './draft.seed';

// Customers, fulfillments and the outbox are emptied by their own modules (customer, fulfillment, mail).
export const ORDER_TABLES = ['orders', 'order_tags', 'order_counters', 'order_events'];

const fail = (errors: FieldErrors) => badRequest(errors, englishMessages(errors));
const refuse = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  new GatewayError(400, message, { code, ...extra });

/** The order as GET /order/api/{shop}/{order_id} answers it. */
export async function orderAnswer(db: Db, shop: ShopTable, orderId: string, config: RecoveryBase) {
  const row = await db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('shop_id', '=', shop.id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const customer = row.customer_id
    ? await db.selectFrom('customers').selectAll().where('id', '=', row.customer_id).executeTakeFirst()
    : undefined;
  const fulfillments = await db
    .selectFrom('fulfillments')
    .selectAll()
    .where('order_id', '=', row.id)
    .orderBy('seq')
    .execute();
  const events = await db
    .selectFrom('order_events')
    .selectAll()
    .where('order_id', '=', row.id)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return toOrder(row, customer, fulfillments, events, recoveryUrl(shop, config, row.id));
}

/** Field errors found while writing become a 400 like the schema's own. */
export async function withFieldErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderFieldErrors) throw fail(error.errors);
    throw error;
  }
}

/** The web process's embedded store, when it serves one; a worker opens the configured store (the export's CSV goes there). */
const liveStore: { current: () => EmbeddedObjectStore | null } = { current: () => null };

function routes(app: FastifyInstance, deps: ModuleDeps) {
  // Read when a job runs: the storage module decorates the app after this one.
  liveStore.current = () => (app.hasDecorator('objectStore') ? app.objectStore : null);
  const { db, readDb, config } = deps;
  /** Issue 27: an order's state as its calls answer it, kept as a version in the write's transaction. */
  const keepOrder = async (trx: Db, shopId: string, id: string, action: 'create' | 'update') =>
    recordVersion(trx, {
      shopId,
      resource: 'orders',
      recordId: id,
      action,
      state: await orderAnswer(trx, await shopRow(trx, shopId), id, config),
    });
  // A version is restored through the update call (the editable fields it takes; the rest is dropped).
  restorable('orders', {
    route: orderRoutes.update,
    params: (state) => ({ order_id: String(state.id) }),
    body: bodyOfState,
  });

  serve(app, deps, orderRoutes.list, async ({ query, shopId }) => {
    const shop = await shopRow(db, shopId);
    const { rows, total } = await listOrderRows(db, shopId, query, shop.timezone);
    const customerIds = [...new Set(rows.map((r) => r.customer_id).filter((id): id is string => Boolean(id)))];
    const customers = new Map(
      (customerIds.length
        ? await db.selectFrom('customers').selectAll().where('id', 'in', customerIds).execute()
        : []
      ).map((c) => [c.id, c]),
    );
    const orders = rows.map((r) => toOrderSummary(r, r.customer_id ? customers.get(r.customer_id) : undefined));
    return {
      data: { orders, total, page: query.page, limit: query.limit, status_counts: await statusCounts(db, shopId) },
    };
  });

  serve(app, deps, orderRoutes.get, async ({ params, shopId }) => ({
    data: await orderAnswer(db, await shopRow(db, shopId), params.order_id, config),
  }));

  serve(app, deps, orderRoutes.create, async ({ body, shopId, reply }) => {
    const shop = await shopRow(db, shopId);
    const id = await withFieldErrors(() =>
      db.transaction().execute(async (trx) => {
        const made = await createOrder(trx, shop, body, nowIso());
        await keepOrder(trx, shopId, made, 'create');
        return made;
      }),
    );
    reply.code(201);
    return { data: await orderAnswer(db, shop, id, config) };
  });

  serve(app, deps, orderRoutes.update, async ({ params, body, shopId }) => {
    const shop = await shopRow(db, shopId);
    await withFieldErrors(() =>
      db.transaction().execute(async (trx) => {
        const row = await lockOrder(trx, shopId, params.order_id);
        if (!row) throw notFound();
        // Only at the version the merchant read (409 with the current order otherwise); bumped here.
        // Its fields are written before its new state is kept as a version (issue 27).
        await updateVersioned(
          trx,
          'orders',
          shopId,
          row.id,
          body.version,
          {},
          () => orderAnswer(trx, shop, row.id, config),
          () => updateOrder(trx, row, body, nowIso()),
        );
      }),
    );
    return { data: await orderAnswer(db, shop, params.order_id, config) };
  });

  serve(app, deps, orderRoutes.updateStatus, async ({ query, body, shopId }) => {
    const ids = await db.transaction().execute((trx) =>
      changeShopStatus(
        trx,
        shopId,
        body.ids,
        {
          status: query.status,
          payment_status: query.payment_status,
          refund_reason: query.refund_reason,
          restock: query.restock,
        },
        nowIso(),
        // Issue 27: one version per order the bulk status change changed.
        (t, shop, id) => keepOrder(t, shop, id, 'update'),
      ),
    );
    return { data: { ids, updated: ids.length } };
  });

  // Issue 26 item 2: the order inbox across the merchant's shops (order.inbox.ts).
  serve(app, deps, inboxRoutes.list, async ({ query, user }) => ({ data: await inboxPage(db, user.id, query) }));
  serve(app, deps, inboxRoutes.updateStatus, async ({ query, body, user }) => ({
    data: await changeInboxStatus(db, user.id, body.ids, { ...query }, nowIso(), (t, shop, id) =>
      keepOrder(t, shop, id, 'update'),
    ),
  }));

  serve(app, deps, orderRoutes.deleteMany, async ({ body, shopId }) => {
    const rows = await db
      .selectFrom('orders')
      .select(['id', 'status', 'payment_status', 'abandoned', 'customer_id'])
      .where('shop_id', '=', shopId)
      .where(inList(db, 'id', body.ids))
      .execute();
    // SPEC §8 "cannot delete order": money taken for an order still open stays on record.
    const blocked = rows.filter(
      (r) => !r.abandoned && r.payment_status === 'paid' && ['processing', 'fulfillment'].includes(r.status),
    );
    if (blocked.length) {
      throw refuse('order.cannot_delete', 'Paid orders that are still open cannot be deleted', {
        ids: blocked.map((r) => r.id),
      });
    }
    const ids = rows.map((r) => r.id);
    if (ids.length) {
      const shop = await shopRow(db, shopId);
      await db.transaction().execute(async (trx) => {
        // Issue 27: each order's state before the delete, kept with it.
        const before = [];
        for (const id of ids) before.push({ id, state: await orderAnswer(trx, shop, id, config) });
        for (const table of ['order_tags', 'fulfillments', 'order_events'] as const)
          await trx
            .deleteFrom(table)
            .where(inList(trx, 'order_id', ids))
            .execute();
        await deleteOwnerMetafields(trx, shopId, 'order', ids);
        await trx
          .deleteFrom('orders')
          .where(inList(trx, 'id', ids))
          .execute();
        await refreshCustomerTotals(
          trx,
          rows.map((r) => r.customer_id),
        );
        await recordVersions(
          trx,
          before.map(({ id, state }) => ({ shopId, resource: 'orders', recordId: id, action: 'delete', state })),
        );
      });
    }
    return { data: { ids } };
  });

  serve(app, deps, orderRoutes.tags, async ({ query, shopId }) => {
    let q = db.selectFrom('order_tags').where('shop_id', '=', shopId);
    if (query.q?.trim()) q = q.where(startsWithText('tag_key', query.q.trim().toLowerCase()));
    const rows = await q
      .select(['tag_key'])
      .select((eb) => eb.fn.min('tag').as('tag'))
      .groupBy('tag_key')
      .orderBy('tag_key')
      .limit(query.limit)
      .execute();
    return { data: rows.map((r) => r.tag) };
  });

  serve(app, deps, orderRoutes.analysis, async ({ query, body, shopId }) => {
    // The report (and the dashboard, which asks for it) reads the replica when there is one.
    return { data: await orderAnalysis(readDb, await shopRow(db, shopId), query, body.metrics) };
  });

  // Issue 9: draft orders (draft.serve.ts).
  draftOrderRoutes(app, deps);

  serve(app, deps, orderRoutes.sendAbandonedMail, async ({ params, shopId }) => {
    const shop = await shopRow(db, shopId);
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', params.order_id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (!order) throw notFound();
    if (!order.abandoned) throw refuse('order.not_abandoned', 'This order is not an abandoned checkout');
    if (!order.email) throw refuse('order.no_email', 'This checkout has no e-mail address');
    return { data: { mail: await sendOrderMail(deps, shop, order, 'abandoned_checkout') } };
  });
}

export const orderModule = defineModule({
  name: 'order',
  migrations: {
    ...orderMigrations,
    ...orderCountMigrations,
    ...draftMigrations,
    ...orderRollupMigrations,
    ...orderDayTotalMigrations,
    ...orderListVersionMigrations,
  },
  shopTables: [
    ...ORDER_TABLES,
    'order_status_counts',
    'order_daily_totals',
    'order_day_totals',
    'order_list_versions',
    ...DRAFT_TABLES,
  ],
  jobs: (deps) => ({
    'EXPORT-ORDER': exportOrdersJob(deps.db, deps.readDb, () =>
      openStoreClient(deps.config.storage, liveStore.current()),
    ),
  }),
  sheets: orderSheets,
  routes,
  seed: seedDrafts,
});
