/**
 * SPEC §7 Order: list, get, create (numbered from 1001, the client's prefix and suffix),
 * update, bulk status (params and a body), delete (body), tags, analysis, the abandoned-
 * checkout mail; and the EXPORT-ORDER job.
 */
import type { FastifyInstance } from 'fastify';
import { orderRoutes } from '../../../resources/order/order.routes';
import type { FieldErrors } from '../../../core/validation';
import type { Db } from '../../db';
import type { ShopTable } from '../../db/schema';
import { badRequest, GatewayError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { englishMessages, serve } from '../../lib/serve';
import type { ModuleDeps } from '../../server';
import { shopScopedTables } from '../jobs/jobs.module';
import { recoveryUrl, sendOrderMail } from '../mail/order.mail';
import { refreshCustomerTotals } from '../customer/customer.rows';
import { startsWithText } from '../product/catalogue.text';
import { orderAnalysis } from './order.analysis';
import { statusCounts } from './order.counts';
import { exportOrdersJob } from './order.export';
import { listOrderRows } from './order.query';
import { toOrder, toOrderSummary } from './order.rows';
import { applyStatus, createOrder, lockOrder, OrderFieldErrors, updateOrder } from './order.write';

export const ORDER_TABLES = ['orders', 'order_tags', 'order_counters', 'order_events', 'fulfillments', 'customers', 'outbox'];

const fail = (errors: FieldErrors) => badRequest(errors, englishMessages(errors));
const refuse = (code: string, message: string, extra: Record<string, unknown> = {}) => new GatewayError(400, message, { code, ...extra });

export const shopRow = (db: Db, shopId: string): Promise<ShopTable> =>
  db.selectFrom('shops').selectAll().where('id', '=', shopId).executeTakeFirstOrThrow();

/** The order as GET /order/api/{shop}/{order_id} answers it. */
export async function orderAnswer(db: Db, shop: ShopTable, orderId: string, port: number) {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).where('shop_id', '=', shop.id).executeTakeFirst();
  if (!row) throw notFound();
  const customer = row.customer_id
    ? await db.selectFrom('customers').selectAll().where('id', '=', row.customer_id).executeTakeFirst() : undefined;
  const fulfillments = await db.selectFrom('fulfillments').selectAll().where('order_id', '=', row.id).orderBy('seq').execute();
  const events = await db.selectFrom('order_events').selectAll().where('order_id', '=', row.id)
    .orderBy('at', 'desc').orderBy('id', 'desc').execute();
  return toOrder(row, customer, fulfillments, events, recoveryUrl(shop, port, row.id));
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

export function orderModule(app: FastifyInstance, deps: ModuleDeps) {
  const { db, config } = deps;
  for (const table of ORDER_TABLES) if (!shopScopedTables.includes(table)) shopScopedTables.push(table);
  deps.jobHandlers.set('EXPORT-ORDER', exportOrdersJob(db));

  serve(app, deps, orderRoutes.list, async ({ query, shopId }) => {
    const shop = await shopRow(db, shopId);
    const { rows, total } = await listOrderRows(db, shopId, query, shop.timezone);
    const customerIds = [...new Set(rows.map((r) => r.customer_id).filter((id): id is string => Boolean(id)))];
    const customers = new Map((customerIds.length
      ? await db.selectFrom('customers').selectAll().where('id', 'in', customerIds).execute() : []).map((c) => [c.id, c]));
    const orders = rows.map((r) => toOrderSummary(r, r.customer_id ? customers.get(r.customer_id) : undefined));
    return { data: { orders, total, page: query.page, limit: query.limit, status_counts: await statusCounts(db, shopId) } };
  });

  serve(app, deps, orderRoutes.get, async ({ params, shopId }) =>
    ({ data: await orderAnswer(db, await shopRow(db, shopId), params.order_id, config.port) }));

  serve(app, deps, orderRoutes.create, async ({ body, shopId, reply }) => {
    const shop = await shopRow(db, shopId);
    const id = await withFieldErrors(() => db.transaction().execute((trx) => createOrder(trx, shop, body, nowIso())));
    reply.code(201);
    return { data: await orderAnswer(db, shop, id, config.port) };
  });

  serve(app, deps, orderRoutes.update, async ({ params, body, shopId }) => {
    const shop = await shopRow(db, shopId);
    await withFieldErrors(() => db.transaction().execute(async (trx) => {
      const row = await lockOrder(trx, shopId, params.order_id);
      if (!row) throw notFound();
      await updateOrder(trx, row, body, nowIso());
    }));
    return { data: await orderAnswer(db, shop, params.order_id, config.port) };
  });

  serve(app, deps, orderRoutes.updateStatus, async ({ query, body, shopId }) => {
    const ids = await db.transaction().execute(async (trx) => {
      // Abandoned checkouts have no status to change until completed: they are passed over.
      const found = await trx.selectFrom('orders').select('id').where('shop_id', '=', shopId).where('abandoned', '=', 0)
        .where('id', 'in', body.ids).orderBy('id').execute();
      const rows = [];
      for (const { id } of found) rows.push((await lockOrder(trx, shopId, id))!);
      return applyStatus(trx, rows, { status: query.status, payment_status: query.payment_status, refund_reason: query.refund_reason }, nowIso());
    });
    return { data: { ids, updated: ids.length } };
  });

  serve(app, deps, orderRoutes.deleteMany, async ({ body, shopId }) => {
    const rows = await db.selectFrom('orders').select(['id', 'status', 'payment_status', 'abandoned', 'customer_id'])
      .where('shop_id', '=', shopId).where('id', 'in', body.ids).execute();
    // SPEC §8 "cannot delete order": money taken for an order still open stays on record.
    const blocked = rows.filter((r) => !r.abandoned && r.payment_status === 'paid' && ['processing', 'fulfillment'].includes(r.status));
    if (blocked.length) {
      throw refuse('order.cannot_delete', 'Paid orders that are still open cannot be deleted', { ids: blocked.map((r) => r.id) });
    }
    const ids = rows.map((r) => r.id);
    if (ids.length) {
      await db.transaction().execute(async (trx) => {
        for (const table of ['order_tags', 'fulfillments', 'order_events'] as const) await trx.deleteFrom(table).where('order_id', 'in', ids).execute();
        await trx.deleteFrom('orders').where('id', 'in', ids).execute();
        await refreshCustomerTotals(trx, rows.map((r) => r.customer_id));
      });
    }
    return { data: { ids } };
  });

  serve(app, deps, orderRoutes.tags, async ({ query, shopId }) => {
    let q = db.selectFrom('order_tags').where('shop_id', '=', shopId);
    if (query.q?.trim()) q = q.where(startsWithText('tag_key', query.q.trim().toLowerCase()));
    const rows = await q.select(['tag_key']).select((eb) => eb.fn.min('tag').as('tag'))
      .groupBy('tag_key').orderBy('tag_key').limit(query.limit).execute();
    return { data: rows.map((r) => r.tag) };
  });

  serve(app, deps, orderRoutes.analysis, async ({ query, body, shopId }) => {
    return { data: await orderAnalysis(db, await shopRow(db, shopId), query, body.metrics) };
  });

  serve(app, deps, orderRoutes.sendAbandonedMail, async ({ params, shopId }) => {
    const shop = await shopRow(db, shopId);
    const order = await db.selectFrom('orders').selectAll().where('id', '=', params.order_id).where('shop_id', '=', shopId).executeTakeFirst();
    if (!order) throw notFound();
    if (!order.abandoned) throw refuse('order.not_abandoned', 'This order is not an abandoned checkout');
    if (!order.email) throw refuse('order.no_email', 'This checkout has no e-mail address');
    return { data: { mail: await sendOrderMail(db, config, shop, order, 'abandoned_checkout') } };
  });
}
