/**
 * SPEC §7 Customer: list, create, get, update by e-mail (PUT /{email}), bulk, delete,
 * import (CSV, dry run), export (CSV blob). Totals follow the orders (gateway/lib/customers.ts).
 */
import type { FastifyInstance } from 'fastify';
import { updateVersioned } from '../../lib/versioned';
import { customerMigrations } from './customer.tables';
import { sql } from 'kysely';
import { customerContract as customerRoutes } from '../../../resources/customer/customer.contract';
import type { FieldErrors } from '../../../core/validation';
import type { Db } from '../../db';
import { badRequest, GatewayError, notFound } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { englishMessages, serve } from '../../lib/serve';
import { defineModule, type ModuleDeps } from '../../lib/module';
import { containsKey, isUniqueViolation } from '../../lib/text';
import { shopCurrency } from '../../lib/shop';
import { uniqueTags } from '../../lib/text';
import { json } from '../../lib/json';
import { orderSearch } from '../../lib/orderName';
import { customersCsv, importCustomers } from './customer.import';
import { customerColumns, emailKey, newCustomerRow, type CustomerInput } from '../../lib/customers';
import { toCustomer } from './customer.rows';
import { inList } from '../../lib/chunks';
import { deleteOwnerMetafields } from '../../lib/metafieldOwners';

const fail = (errors: FieldErrors) => badRequest(errors, englishMessages(errors));
const emailTaken = () => fail({ email: { message: 'app.validation.email_taken' } });
const SORT_COLUMN = {
  name: 'sort_name',
  created_at: 'created_at',
  total_orders: 'total_orders',
  total_spent: 'total_spent',
} as const;

function filtered(db: Db, shopId: string, f: { q?: string; tag?: string; ids?: string[] }) {
  let q = db.selectFrom('customers').where('shop_id', '=', shopId);
  if (f.q?.trim()) q = q.where(containsKey('search', f.q.trim()));
  if (f.tag?.trim()) {
    const pattern = `%${JSON.stringify(f.tag.trim().toLowerCase()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<boolean>`lower(tags) like ${pattern} escape '\\'`);
  }
  if (f.ids?.length) q = q.where(inList(db, 'id', f.ids));
  return q;
}

/** Orders carry their customer's name for sorting and search: a renamed customer renames them. */
async function renameInOrders(trx: Db, customerId: string, name: string) {
  const orders = await trx
    .selectFrom('orders')
    .select(['id', 'number', 'prefix', 'suffix', 'email'])
    .where('customer_id', '=', customerId)
    .execute();
  for (const o of orders) {
    await trx
      .updateTable('orders')
      .set({ customer_name: name, search: orderSearch({ ...o, customer_name: name }) })
      .where('id', '=', o.id)
      .execute();
  }
}

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;

  serve(app, deps, customerRoutes.list, async ({ query, shopId }) => {
    const currency = await shopCurrency(db, shopId);
    const base = filtered(db, shopId, { q: query.q, tag: query.tag, ids: query.ids?.split(',').filter(Boolean) });
    const { total } = await base
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy(SORT_COLUMN[query.sort], query.order)
      .orderBy('id', query.order)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    return {
      data: {
        customers: rows.map((r) => toCustomer(r, currency)),
        total: Number(total),
        page: query.page,
        limit: query.limit,
      },
    };
  });

  serve(app, deps, customerRoutes.create, async ({ body, shopId, reply }) => {
    const taken = await db
      .selectFrom('customers')
      .select('id')
      .where('shop_id', '=', shopId)
      .where('email_key', '=', emailKey(body.email))
      .executeTakeFirst();
    if (taken) throw emailTaken();
    const row = newCustomerRow(newId(), shopId, body, nowIso());
    try {
      await db.insertInto('customers').values(row).execute();
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    reply.code(201);
    return { data: toCustomer(row, await shopCurrency(db, shopId)) };
  });

  serve(app, deps, customerRoutes.get, async ({ params, shopId }) => {
    const row = await db
      .selectFrom('customers')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('id', '=', params.customer_id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return { data: toCustomer(row, await shopCurrency(db, shopId)) };
  });

  serve(app, deps, customerRoutes.update, async ({ params, body, shopId }) => {
    // SPEC §7: PUT /{email}: the path names the customer by its (current) e-mail (the parameter is customer_id).
    const current = await db
      .selectFrom('customers')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('email_key', '=', emailKey(params.customer_id))
      .executeTakeFirst();
    if (!current) throw notFound();
    const input = Object.fromEntries(
      Object.entries(body).filter(([k, v]) => v !== undefined && k !== 'version'),
    ) as Partial<CustomerInput>;
    if (input.email && emailKey(input.email) !== current.email_key) {
      const taken = await db
        .selectFrom('customers')
        .select('id')
        .where('shop_id', '=', shopId)
        .where('email_key', '=', emailKey(input.email))
        .executeTakeFirst();
      if (taken) throw emailTaken();
    }
    const set = { ...customerColumns(input, current), updated_at: nowIso() };
    try {
      await db.transaction().execute(async (trx) => {
        // Written only at the version the merchant read (409 with the current customer otherwise).
        await updateVersioned(trx, 'customers', shopId, current.id, body.version, set, async () => {
          const row = await trx
            .selectFrom('customers')
            .selectAll()
            .where('id', '=', current.id)
            .executeTakeFirstOrThrow();
          return toCustomer(row, await shopCurrency(trx, shopId));
        });
        if (input.first_name !== undefined || input.last_name !== undefined) {
          await renameInOrders(
            trx,
            current.id,
            `${set.first_name ?? current.first_name} ${set.last_name ?? current.last_name}`.trim(),
          );
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
    const row = await db.selectFrom('customers').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow();
    return { data: toCustomer(row, await shopCurrency(db, shopId)) };
  });

  serve(app, deps, customerRoutes.bulk, async ({ body, shopId }) => {
    const { add_tags: add = [], remove_tags: remove = [], accepts_marketing: marketing } = body.changes;
    const removed = new Set(remove.map((t) => t.toLowerCase()));
    const ids = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('customers')
        .select(['id', 'tags'])
        .where('shop_id', '=', shopId)
        .where(inList(trx, 'id', body.ids))
        .execute();
      const at = nowIso();
      for (const row of rows) {
        const tags = uniqueTags([...json<string[]>(row.tags, []), ...add]).filter((t) => !removed.has(t.toLowerCase()));
        await trx
          .updateTable('customers')
          .set({
            tags: JSON.stringify(tags),
            updated_at: at,
            ...(marketing === undefined ? {} : { accepts_marketing: marketing ? 1 : 0 }),
          })
          .where('id', '=', row.id)
          .execute();
      }
      return rows.map((r) => r.id);
    });
    return { data: { ids, updated: ids.length } };
  });

  serve(app, deps, customerRoutes.deleteMany, async ({ body, shopId }) => {
    const rows = await db
      .selectFrom('customers')
      .select(['id', 'total_orders'])
      .where('shop_id', '=', shopId)
      .where(inList(db, 'id', body.ids))
      .execute();
    // SPEC §8 "cannot delete customer": one with orders keeps its history.
    const withOrders = await db
      .selectFrom('orders')
      .select('customer_id')
      .distinct()
      .where('shop_id', '=', shopId)
      .where('abandoned', '=', 0)
      .where(
        inList(
          db,
          'customer_id',
          rows.map((r) => r.id),
        ),
      )
      .execute();
    if (withOrders.length) {
      throw new GatewayError(400, 'Customers with orders cannot be deleted', {
        code: 'customer.in_use',
        ids: withOrders.map((r) => r.customer_id),
      });
    }
    const ids = rows.map((r) => r.id);
    if (ids.length) {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('orders')
          .set({ customer_id: null })
          .where('shop_id', '=', shopId)
          .where(inList(trx, 'customer_id', ids))
          .execute();
        await deleteOwnerMetafields(trx, shopId, 'customer', ids);
        await trx
          .deleteFrom('customers')
          .where(inList(trx, 'id', ids))
          .execute();
      });
    }
    return { data: { ids } };
  });

  serve(app, deps, customerRoutes.import, async ({ body, shopId }) => ({
    data: await importCustomers(db, shopId, body.csv, body.dry_run),
  }));

  serve(app, deps, customerRoutes.export, async ({ body, shopId, reply }) => {
    const rows = await filtered(db, shopId, { q: body.q, ids: body.ids })
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="customers-${nowIso().slice(0, 10)}.csv"`);
    return customersCsv(rows, await shopCurrency(db, shopId));
  });
}

export const customerModule = defineModule({
  name: 'customer',
  migrations: customerMigrations,
  shopTables: ['customers'],
  routes,
});
