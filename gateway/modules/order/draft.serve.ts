/**
 * Draft order calls (resources/order/draft.routes.ts): list of open drafts, one draft, save
 * (priced by the gateway), save again at the version read (409 otherwise), delete, the
 * invoice mail, and completion into a numbered order.
 */
import type { FastifyInstance } from 'fastify';
import { draftContract as draftRoutes } from '../../../resources/order/draft.contract';
import type { Db } from '../../db';
import type { ShopTable } from '../../db/schema';
import { GatewayError, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import type { ModuleDeps } from '../../lib/module';
import { serve } from '../../lib/serve';
import { shopRow } from '../../lib/shop';
import { containsKey } from '../../lib/text';
import { inList } from '../../lib/chunks';
import { updateVersioned } from '../../lib/versioned';
import { bodyOfState, recordVersion, recordVersions, restorable } from '../../lib/history';
import { draftSearch, toDraft, toDraftSummary } from './draft.rows';
import { invoiceUrl, sendDraftInvoice } from './draft.mail';
import { completeDraft, createDraft, draftColumns } from './draft.write';
import { orderAnswer, withFieldErrors } from './order.module';
import type { RecoveryBase } from '../../mail/orderMail';
import { listPage, pageOf } from '../../lib/shopRows';
import { orderNameOf } from '../../lib/orderName';

const SORT = { updated_at: 'updated_at', created_at: 'created_at', number: 'number', total: 'total' } as const;
const completed = () => new GatewayError(400, 'This draft is already an order', { code: 'order.draft_completed' });
const completedDelete = () =>
  new GatewayError(400, 'A draft that is already an order cannot be deleted: delete the order instead', {
    code: 'order.draft_completed_delete',
  });

async function draftAnswer(db: Db, shop: ShopTable, id: string, config: RecoveryBase) {
  const row = await db
    .selectFrom('draft_orders')
    .selectAll()
    .where('id', '=', id)
    .where('shop_id', '=', shop.id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const customer = row.customer_id
    ? await db.selectFrom('customers').selectAll().where('id', '=', row.customer_id).executeTakeFirst()
    : undefined;
  // The order it became, by the name the order list shows (the shop's prefix and suffix): issue 31.
  return toDraft(row, customer, invoiceUrl(shop, config, row.id), await orderNameOf(db, shop.id, row.order_id));
}

async function openDraft(db: Db, shopId: string, id: string) {
  const row = await db
    .selectFrom('draft_orders')
    .selectAll()
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.order_id) throw completed();
  return row;
}

export function draftOrderRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const { db, config } = deps;

  // A version is restored through the update call (an open draft's; a completed one answers 409).
  restorable('draft_orders', {
    route: draftRoutes.update,
    params: (state) => ({ draft_id: String(state.id) }),
    body: bodyOfState,
  });

  serve(app, deps, draftRoutes.list, async ({ query, shopId }) => {
    let q = db.selectFrom('draft_orders').where('shop_id', '=', shopId).where('order_id', 'is', null);
    if (query.q?.trim()) q = q.where(containsKey('search', query.q.trim().replace(/^#/, '')));
    const { rows, total } = await listPage(q, query, { by: SORT[query.sort], dir: query.order });
    const ids = [...new Set(rows.map((r) => r.customer_id).filter((id): id is string => Boolean(id)))];
    const customers = new Map(
      (ids.length ? await db.selectFrom('customers').selectAll().where('id', 'in', ids).execute() : []).map((c) => [
        c.id,
        c,
      ]),
    );
    const drafts = rows.map((r) => toDraftSummary(r, r.customer_id ? customers.get(r.customer_id) : undefined));
    return { data: { drafts, ...pageOf(total, query) } };
  });

  serve(app, deps, draftRoutes.get, async ({ params, shopId }) => ({
    data: await draftAnswer(db, await shopRow(db, shopId), params.draft_id, config),
  }));

  serve(app, deps, draftRoutes.create, async ({ body, shopId, reply }) => {
    const shop = await shopRow(db, shopId);
    const id = await withFieldErrors(() =>
      db.transaction().execute(async (trx) => {
        const made = await createDraft(trx, shop, body, nowIso());
        // Issue 27: its first version, with it.
        const state = await draftAnswer(trx, shop, made, config);
        await recordVersion(trx, { shopId, resource: 'draft_orders', recordId: made, action: 'create', state });
        return made;
      }),
    );
    reply.code(201);
    return { data: await draftAnswer(db, shop, id, config) };
  });

  serve(app, deps, draftRoutes.update, async ({ params, body, shopId }) => {
    const shop = await shopRow(db, shopId);
    await withFieldErrors(() =>
      db.transaction().execute(async (trx) => {
        const row = await openDraft(trx, shopId, params.draft_id);
        const columns = await draftColumns(trx, shop, body, nowIso());
        await updateVersioned(
          trx,
          'draft_orders',
          shopId,
          row.id,
          body.version,
          { ...columns, search: draftSearch({ ...columns, number: Number(row.number) }) },
          () => draftAnswer(trx, shop, row.id, config),
        );
      }),
    );
    return { data: await draftAnswer(db, shop, params.draft_id, config) };
  });

  // A completed draft stays with its order (its invoice link leads there): refused, nothing deleted.
  // Once that order is deleted, the draft left behind may go too.
  serve(app, deps, draftRoutes.deleteMany, async ({ body, shopId }) => {
    const ids = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('draft_orders')
        .select(['id', 'order_id'])
        .where('shop_id', '=', shopId)
        .where(inList(trx, 'id', body.ids))
        .execute();
      const orderIds = rows.flatMap((r) => (r.order_id ? [r.order_id] : []));
      const orders = orderIds.length
        ? await trx
            .selectFrom('orders')
            .select('id')
            .where('shop_id', '=', shopId)
            .where(inList(trx, 'id', orderIds))
            .execute()
        : [];
      if (orders.length) throw completedDelete();
      if (!rows.length) return [];
      const shop = await shopRow(trx, shopId);
      const before = new Map<string, unknown>();
      for (const r of rows) before.set(r.id, await draftAnswer(trx, shop, r.id, config));
      // A draft completed meanwhile (after the read above) is not deleted.
      const gone = await trx
        .deleteFrom('draft_orders')
        .where('shop_id', '=', shopId)
        .where(
          inList(
            trx,
            'id',
            rows.map((r) => r.id),
          ),
        )
        .where((eb) =>
          orderIds.length
            ? eb.or([eb('order_id', 'is', null), eb('order_id', 'in', orderIds)])
            : eb('order_id', 'is', null),
        )
        .returning('id')
        .execute();
      // Issue 27: each deleted draft's state before the delete, kept with it.
      await recordVersions(
        trx,
        gone.map((r) => ({
          shopId,
          resource: 'draft_orders',
          recordId: r.id,
          action: 'delete',
          state: before.get(r.id),
        })),
      );
      return gone.map((r) => r.id);
    });
    return { data: { ids } };
  });

  serve(app, deps, draftRoutes.complete, async ({ params, body, shopId, reply }) => {
    const shop = await shopRow(db, shopId);
    const orderId = await withFieldErrors(() =>
      db.transaction().execute(async (trx) => {
        const row = await openDraft(trx, shopId, params.draft_id);
        // Two tabs: completing a draft another tab changed since it was read is 409.
        await updateVersioned(trx, 'draft_orders', shopId, row.id, body.version, { updated_at: row.updated_at }, () =>
          draftAnswer(trx, shop, row.id, config),
        );
        const orderId = await completeDraft(trx, shop, row, body, nowIso());
        // Issue 27: the order it made starts its own history.
        const state = await orderAnswer(trx, shop, orderId, config);
        await recordVersion(trx, { shopId, resource: 'orders', recordId: orderId, action: 'create', state });
        return orderId;
      }),
    );
    reply.code(201);
    return { data: await orderAnswer(db, shop, orderId, config) };
  });

  serve(app, deps, draftRoutes.sendInvoice, async ({ params, shopId, user }) => {
    const shop = await shopRow(db, shopId);
    const row = await openDraft(db, shopId, params.draft_id);
    if (!row.email) throw new GatewayError(400, 'This draft has no e-mail address', { code: 'order.no_email' });
    const mail = await sendDraftInvoice(deps, shop, row, user.id);
    await db.updateTable('draft_orders').set({ invoice_sent_at: mail.created_at }).where('id', '=', row.id).execute();
    return { data: { mail } };
  });
}
