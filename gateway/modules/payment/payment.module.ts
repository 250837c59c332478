/**
 * SPEC §7 Payment: list with params, create (a card provider, PayPal accounts, the first
 * activation of cash on delivery / bank transfer), toggle, update, delete, position.
 * Secrets are encrypted at rest (payment.crypto.ts) and answered masked only.
 */
import type { FastifyInstance } from 'fastify';
import type { MigrationDb } from '../../db/migrationDb';
import { sql } from 'kysely';
import { paymentContract as paymentRoutes } from '../../../resources/payment/payment.contract';
import {
  PAYMENT_LIMITS,
  SINGLE_TYPES,
  paymentFieldErrors,
  type PaymentType,
} from '../../../resources/payment/payment.schema';
import type { Db } from '../../db';
import { badRequest, GatewayError, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { englishMessages, serve } from '../../lib/serve';
import { updateVersioned } from '../../lib/versioned';
import { bodyOfState, keptWrite, recordVersion, restorable } from '../../lib/history';
import './payment.tables';
import { paymentKey } from './payment.crypto';
import { columnsOf, newSecret, toPayment } from './payment.rows';
import { seedPayments } from './payment.seed';

const NOT_ENABLED: Record<string, string> = {
  cod: 'Cash on delivery is not yet enabled',
  bank_transfer: 'Bank transfer is not yet enabled',
};

const fieldFail = (errors: ReturnType<typeof paymentFieldErrors>) => badRequest(errors, englishMessages(errors));

const shopRows = (db: Db, shopId: string) =>
  db
    .selectFrom('payments')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id');

async function oneRow(db: Db, shopId: string, id: string) {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db, config } = deps;
  const key = () => paymentKey(db, config.paymentSecretKey);

  serve(app, deps, paymentRoutes.list, async ({ query, shopId }) => {
    let q = db.selectFrom('payments').where('shop_id', '=', shopId);
    if (query.type) q = q.where('type', '=', query.type);
    const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await q
      .selectAll()
      .orderBy('position')
      .orderBy('created_at')
      .orderBy('id')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    const k = await key();
    return {
      data: { payments: rows.map((r) => toPayment(k, r)), total: Number(total), page: query.page, limit: query.limit },
    };
  });

  // A version is restored through the update call: with no key in it, the kept key stays.
  restorable('payments', {
    route: paymentRoutes.update,
    params: (state) => ({ payment_id: String(state.id) }),
    body: bodyOfState,
  });

  serve(app, deps, paymentRoutes.create, async ({ body, shopId, reply }) => {
    const type = body.type as PaymentType;
    const existing = await db.selectFrom('payments').select(['id', 'type']).where('shop_id', '=', shopId).execute();
    if (SINGLE_TYPES.includes(type) && existing.some((p) => p.type === type)) {
      throw new GatewayError(400, 'This payment method is already set up.', { code: 'payment.exists' });
    }
    if (type === 'paypal' && existing.filter((p) => p.type === 'paypal').length >= PAYMENT_LIMITS.paypalAccounts) {
      throw new GatewayError(400, `A shop has at most ${PAYMENT_LIMITS.paypalAccounts} PayPal accounts.`, {
        code: 'payment.too_many',
      });
    }
    const at = nowIso();
    const k = await key();
    const row = {
      id: newId(),
      shop_id: shopId,
      type,
      position: existing.length,
      enabled: 1,
      account_name: null,
      client_id: null,
      public_key: null,
      secret_enc: null,
      mode: null,
      instructions: null,
      version: 0,
      created_at: at,
      updated_at: at,
      ...columnsOf(k, type, body),
    };
    // Issue 27: its first version (as answered: the secret masked, then stripped), with it.
    await keptWrite(
      db,
      { shopId, resource: 'payments', recordId: row.id, action: 'create' },
      (trx) => trx.insertInto('payments').values(row).execute(),
      async () => toPayment(k, row),
    );
    reply.code(201);
    return { data: toPayment(k, row) };
  });

  serve(app, deps, paymentRoutes.toggle, async ({ body, shopId }) => {
    const row = await db
      .selectFrom('payments')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('type', '=', body.type)
      .executeTakeFirst();
    if (!row) throw new GatewayError(400, NOT_ENABLED[body.type], { code: `payment.${body.type}_not_enabled` });
    const k = await key();
    await keptWrite(
      db,
      { shopId, resource: 'payments', recordId: row.id, action: 'update' },
      (trx) =>
        trx
          .updateTable('payments')
          .set({ enabled: body.enabled ? 1 : 0, updated_at: nowIso(), version: sql<number>`version + 1` })
          .where('id', '=', row.id)
          .execute(),
      async (trx) => toPayment(k, await oneRow(trx, shopId, row.id)),
    );
    return { data: toPayment(await key(), await oneRow(db, shopId, row.id)) };
  });

  serve(app, deps, paymentRoutes.update, async ({ params, body, shopId }) => {
    const row = await oneRow(db, shopId, params.payment_id);
    const type = row.type as PaymentType;
    const merged = {
      account_name: row.account_name,
      client_id: row.client_id,
      public_key: row.public_key,
      mode: row.mode as 'live' | 'sandbox' | null,
      ...body,
      secret_key: newSecret(body.secret_key) ?? body.secret_key ?? undefined,
    };
    const errors = paymentFieldErrors(type, merged, row.secret_enc !== null);
    if (Object.keys(errors).length) throw fieldFail(errors);
    const k = await key();
    // In a transaction: the version kept goes with the change (issue 27); its secret is masked, and stripped.
    await db
      .transaction()
      .execute((trx) =>
        updateVersioned(
          trx,
          'payments',
          shopId,
          row.id,
          body.version,
          { ...columnsOf(k, type, body), updated_at: nowIso() },
          async () => toPayment(k, await oneRow(trx, shopId, row.id)),
        ),
      );
    return { data: toPayment(k, await oneRow(db, shopId, row.id)) };
  });

  serve(app, deps, paymentRoutes.delete, async ({ params, shopId }) => {
    const row = await oneRow(db, shopId, params.payment_id);
    const k = await key();
    // Issue 27: the state it had (its secret masked, then stripped) kept with the delete.
    await keptWrite(
      db,
      { shopId, resource: 'payments', recordId: row.id, action: 'delete' },
      (trx) => trx.deleteFrom('payments').where('id', '=', row.id).where('shop_id', '=', shopId).execute(),
      async (trx) => toPayment(k, await oneRow(trx, shopId, row.id)),
    );
    return { data: { id: row.id } };
  });

  serve(app, deps, paymentRoutes.position, async ({ body, shopId }) => {
    const rows = await shopRows(db, shopId).execute();
    const known = new Set(rows.map((r) => r.id));
    // Another shop's id (or an unknown one) is not found, and nothing moves.
    if (body.ids.some((id) => !known.has(id))) throw notFound();
    const wanted = [...new Set(body.ids)];
    const order = [...wanted, ...rows.map((r) => r.id).filter((id) => !wanted.includes(id))];
    const k = await key();
    const was = new Map(rows.map((r) => [r.id, r.position]));
    await db.transaction().execute(async (trx) => {
      for (const [position, id] of order.entries()) {
        if (was.get(id) === position) continue;
        await trx
          .updateTable('payments')
          .set({ position })
          .where('shop_id', '=', shopId)
          .where('id', '=', id)
          .execute();
        // Issue 27: each method moved keeps a version (masked, as answered), with the move.
        const state = toPayment(k, await oneRow(trx, shopId, id));
        await recordVersion(trx, { shopId, resource: 'payments', recordId: id, action: 'update', state });
      }
    });
    const after = await shopRows(db, shopId).execute();
    return {
      data: {
        payments: after.map((r) => toPayment(k, r)),
        total: after.length,
        page: 1,
        limit: Math.max(after.length, 1),
      },
    };
  });
}

export const paymentModule = defineModule({
  name: 'payment',
  migrations: {
    '20261123_payment_payments': {
      async up(db: MigrationDb) {
        await db.schema
          .createTable('payments')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('shop_id', 'text', (c) => c.notNull())
          .addColumn('type', 'text', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('account_name', 'text')
          .addColumn('client_id', 'text')
          .addColumn('public_key', 'text')
          .addColumn('secret_enc', 'text')
          .addColumn('mode', 'text')
          .addColumn('instructions', 'text')
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('payments_shop_position').on('payments').columns(['shop_id', 'position']).execute();
      },
    },
  },
  shopTables: ['payments'],
  seed: seedPayments,
  routes,
});
