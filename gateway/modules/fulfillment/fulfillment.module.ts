/**
 * SPEC §7 Order › Fulfillment: get, create, update, delete. An order never fulfils more
 * than it holds (per line, over all its fulfillments, checked under the order's row lock);
 * a fully fulfilled processing order moves to 'fulfillment' and back when that stops.
 * A fulfillment is part of its order: written under the order's lock, with the order's lines,
 * timeline and answer (the order module's, imported from its folder by design).
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { FulfillmentBody } from '../../../resources/order/fulfillment.schema';
import { fulfillmentContract as fulfillmentRoutes } from '../../../resources/order/fulfillment.contract';
import type { FieldErrors } from '../../../core/validation';
import type { Database } from '../../db/schema';
import { GatewayError, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { serve } from '../../lib/serve';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { sendOrderMail } from '../../mail/orderMail';
import { orderAnswer, withFieldErrors } from '../order/order.module';
import { shopRow } from '../../lib/shop';
import {
  fulfilledByLine,
  fulfillmentState,
  toFulfillment,
  type StoredFulfillmentLine,
  type StoredLine,
} from '../order/order.rows';
import { json } from '../../lib/json';
import { orderName } from '../../lib/orderName';
import { type Trx } from '../../db';
import { recordVersion, type VersionAction } from '../../lib/history';
import { addEvents, type NewEvent } from '../../lib/orderEvents';
import { lockOrder, OrderFieldErrors } from '../order/order.write';
import type { FulfillmentTable } from './fulfillment.tables';

// The order module's table, read through the database type.
type OrderTable = Database['orders'];

type Input = z.output<typeof FulfillmentBody>;

/** The body's lines as stored lines of this order; quantities checked against what is left. */
function checkedLines(order: OrderTable, others: FulfillmentTable[], items: Input['items']): StoredFulfillmentLine[] {
  const lines = json<StoredLine[]>(order.items, []);
  const done = fulfilledByLine(others);
  const asked = new Map<string, number>();
  const errors: FieldErrors = {};
  const out: StoredFulfillmentLine[] = [];
  items.forEach((item, i) => {
    const line = item.item_id ? lines.find((l) => l.id === item.item_id) : lines[item.item_index ?? -1];
    if (!line) {
      errors[`items.${i}.item_id`] = { message: 'app.validation.invalid' };
      return;
    }
    const left = line.quantity - (done.get(line.id) ?? 0) - (asked.get(line.id) ?? 0);
    if (item.quantity > left) {
      errors[`items.${i}.quantity`] = { message: 'app.validation.fulfill_over', args: { n: Math.max(0, left) } };
      return;
    }
    asked.set(line.id, (asked.get(line.id) ?? 0) + item.quantity);
    out.push({ item_id: line.id, quantity: item.quantity });
  });
  if (Object.keys(errors).length) throw new OrderFieldErrors(errors);
  return out;
}

/** After any fulfillment change: the order's fulfillment state, and its status when it follows. */
async function settleOrder(trx: Trx, order: OrderTable, events: NewEvent[], at: string) {
  const all = await trx.selectFrom('fulfillments').select('items').where('order_id', '=', order.id).execute();
  const state = fulfillmentState(json<StoredLine[]>(order.items, []), fulfilledByLine(all));
  const set: Partial<OrderTable> = { fulfillment_status: state, updated_at: at };
  if (state === 'fulfilled' && order.status === 'processing') set.status = 'fulfillment';
  if (state !== 'fulfilled' && order.status === 'fulfillment') set.status = 'processing';
  if (set.status) events.push({ type: 'status_changed', args: { from: order.status, to: set.status } });
  await trx.updateTable('orders').set(set).where('id', '=', order.id).execute();
  await addEvents(trx, order.shop_id, order.id, events, at);
}

/** Issue 27: a fulfillment's state as its calls answer it, kept as a version in the write's transaction. */
async function keepFulfillment(trx: Trx, order: OrderTable, id: string, action: VersionAction, row?: FulfillmentTable) {
  const stored =
    row ?? (await trx.selectFrom('fulfillments').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
  const state = toFulfillment(stored, order);
  await recordVersion(trx, { shopId: order.shop_id, resource: 'fulfillments', recordId: id, action, state });
}

async function lockFulfillable(trx: Trx, shopId: string, orderId: string) {
  const order = await lockOrder(trx, shopId, orderId);
  if (!order) throw notFound();
  if (order.abandoned || order.status === 'cancel' || order.status === 'refund') {
    throw new GatewayError(400, 'This order cannot be fulfilled', { code: 'order.not_fulfillable' });
  }
  return order;
}

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db, config } = deps;

  const answer = async (shopId: string, orderId: string, fulfillmentId: string) => {
    const shop = await shopRow(db, shopId);
    const order = await orderAnswer(db, shop, orderId, config);
    return { fulfillment: order.fulfillments.find((f) => f.id === fulfillmentId)!, order };
  };

  /** Shipping confirmation for the lines of one fulfillment, when the merchant asked to notify. */
  const notify = async (shopId: string, orderId: string, fulfillmentId: string) => {
    const shop = await shopRow(db, shopId);
    const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    const row = await db
      .selectFrom('fulfillments')
      .selectAll()
      .where('id', '=', fulfillmentId)
      .executeTakeFirstOrThrow();
    if (!order.email) return;
    const f = toFulfillment(row, order);
    await sendOrderMail(deps, shop, order, 'shipping_confirmation', {
      lines: f.items,
      tracking: { number: f.tracking_number, company: f.tracking_company, url: f.tracking_url },
      automatic: true,
    });
  };

  serve(app, deps, fulfillmentRoutes.get, async ({ params, shopId }) => {
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', params.order_id)
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    const row =
      order &&
      (await db
        .selectFrom('fulfillments')
        .selectAll()
        .where('id', '=', params.fulfill_id)
        .where('order_id', '=', order.id)
        .executeTakeFirst());
    if (!order || !row) throw notFound();
    return { data: toFulfillment(row, order) };
  });

  serve(app, deps, fulfillmentRoutes.create, async ({ params, body, shopId, reply }) => {
    const id = newId();
    await withFieldErrors(() =>
      db.transaction().execute(async (trx) => {
        const order = await lockFulfillable(trx, shopId, params.order_id);
        const others = await trx.selectFrom('fulfillments').selectAll().where('order_id', '=', order.id).execute();
        const items = checkedLines(order, others, body.items);
        const at = nowIso();
        const seq = others.reduce((n, f) => Math.max(n, f.seq), 0) + 1;
        await trx
          .insertInto('fulfillments')
          .values({
            id,
            shop_id: shopId,
            order_id: order.id,
            seq,
            items: JSON.stringify(items),
            tracking_number: body.tracking_number ?? null,
            tracking_company: body.tracking_company ?? null,
            tracking_url: body.tracking_url ?? null,
            notify: body.notify ? 1 : 0,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await settleOrder(
          trx,
          order,
          [
            {
              type: 'fulfilled',
              args: {
                name: `${orderName(order)}.${seq}`,
                quantity: items.reduce((n, i) => n + i.quantity, 0),
                tracking_number: body.tracking_number ?? '',
                tracking_company: body.tracking_company ?? '',
              },
            },
          ],
          at,
        );
        await keepFulfillment(trx, order, id, 'create');
      }),
    );
    if (body.notify) await notify(shopId, params.order_id, id);
    reply.code(201);
    return { data: await answer(shopId, params.order_id, id) };
  });

  serve(app, deps, fulfillmentRoutes.update, async ({ params, body, shopId }) => {
    await withFieldErrors(() =>
      db.transaction().execute(async (trx) => {
        const order = await lockFulfillable(trx, shopId, params.order_id);
        const all = await trx.selectFrom('fulfillments').selectAll().where('order_id', '=', order.id).execute();
        const current = all.find((f) => f.id === params.fulfill_id);
        if (!current) throw notFound();
        const at = nowIso();
        const set: Partial<FulfillmentTable> = { updated_at: at };
        if (body.items)
          set.items = JSON.stringify(
            checkedLines(
              order,
              all.filter((f) => f.id !== current.id),
              body.items,
            ),
          );
        if (body.tracking_number !== undefined) set.tracking_number = body.tracking_number;
        if (body.tracking_company !== undefined) set.tracking_company = body.tracking_company;
        if (body.tracking_url !== undefined) set.tracking_url = body.tracking_url;
        if (body.notify !== undefined) set.notify = body.notify ? 1 : 0;
        await trx.updateTable('fulfillments').set(set).where('id', '=', current.id).execute();
        await settleOrder(
          trx,
          order,
          [{ type: 'fulfillment_updated', args: { name: `${orderName(order)}.${current.seq}` } }],
          at,
        );
        await keepFulfillment(trx, order, current.id, 'update');
      }),
    );
    if (body.notify) await notify(shopId, params.order_id, params.fulfill_id);
    return { data: await answer(shopId, params.order_id, params.fulfill_id) };
  });

  serve(app, deps, fulfillmentRoutes.delete, async ({ params, shopId }) => {
    await db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, shopId, params.order_id);
      if (!order) throw notFound();
      const row = await trx
        .selectFrom('fulfillments')
        .selectAll()
        .where('id', '=', params.fulfill_id)
        .where('order_id', '=', order.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      await trx.deleteFrom('fulfillments').where('id', '=', row.id).execute();
      await keepFulfillment(trx, order, row.id, 'delete', row);
      await settleOrder(
        trx,
        order,
        [{ type: 'fulfillment_deleted', args: { name: `${orderName(order)}.${row.seq}` } }],
        nowIso(),
      );
    });
    const order = await orderAnswer(db, await shopRow(db, shopId), params.order_id, config);
    return { data: { id: params.fulfill_id, order } };
  });
}

export const fulfillmentModule = defineModule({ name: 'fulfillment', shopTables: ['fulfillments'], routes });
