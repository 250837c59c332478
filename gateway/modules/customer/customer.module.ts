/**
 * SPEC §7 Customer: the declaration's CRUD (resources/customer/customer.resource.ts) on the
 * `customers` table, which 0005_orders_customers made (order.migrations.ts, kept whole), with
 * the rules of a customer: one per e-mail and shop (case ignored), found by that e-mail on PUT
 * and renamed on its orders, the totals and the shop's currency in every answer, no delete
 * while it has orders (SPEC §8); and the calls beyond CRUD: bulk tags, CSV import and export.
 */
import type { FastifyInstance } from 'fastify';
import { declaredContract } from '../../../core/declaredContract';
import type { FieldErrors } from '../../../core/validation';
import { customerMoreContract } from '../../../resources/customer/customer.contract';
import { customer } from '../../../resources/customer/customer.resource';
import type { Db } from '../../db';
import { inList } from '../../lib/chunks';
import { customerColumns, emailKey, type CustomerInput } from '../../lib/customers';
import { declaredModule } from '../../lib/declared';
import { badRequest, GatewayError } from '../../lib/errors';
import { json } from '../../lib/json';
import { deleteOwnerMetafields } from '../../lib/metafieldOwners';
import type { ModuleDeps } from '../../lib/module';
import { nowIso } from '../../lib/ids';
import { englishMessages, serve } from '../../lib/serve';
import { shopCurrency } from '../../lib/shop';
import { containsText, uniqueTags } from '../../lib/text';
import { customersCsv, customerSheet, importCustomers } from './customer.import';
import { customerMigrations } from './customer.tables';
import { answeredCustomer, keepCustomers, updateCustomer } from './customer.update';

/** Every customer call with its schemas (the declared CRUD and the calls beyond it): the gateway tests call them. */
export const customerContract = { ...declaredContract(customer), ...customerMoreContract };

const fail = (errors: FieldErrors) => badRequest(errors, englishMessages(errors));
export const emailTaken = () => fail({ email: { message: 'app.validation.email_taken' } });

/** Another customer of the shop has this e-mail (case ignored). */
export async function checkEmail(db: Db, shopId: string, email: string | undefined, id?: string) {
  if (email === undefined) return;
  let taken = db
    .selectFrom('customers')
    .select('id')
    .where('shop_id', '=', shopId)
    .where('email_key', '=', emailKey(email));
  if (id) taken = taken.where('id', '!=', id);
  if (await taken.executeTakeFirst()) throw emailTaken();
}

/** SPEC §8 "cannot delete customer": one with orders keeps its history; its abandoned checkouts let it go. */
async function beforeDelete(ids: string[], { db, shopId }: { db: Db; shopId: string }) {
  const withOrders = await db
    .selectFrom('orders')
    .select('customer_id')
    .distinct()
    .where('shop_id', '=', shopId)
    .where('abandoned', '=', 0)
    .where(inList(db, 'customer_id', ids))
    .execute();
  if (withOrders.length) {
    throw new GatewayError(400, 'Customers with orders cannot be deleted', {
      code: 'customer.in_use',
      ids: withOrders.map((r) => r.customer_id),
    });
  }
  await db
    .updateTable('orders')
    .set({ customer_id: null })
    .where('shop_id', '=', shopId)
    .where(inList(db, 'customer_id', ids))
    .execute();
  await deleteOwnerMetafields(db, shopId, 'customer', ids);
}

function routes(app: FastifyInstance, deps: ModuleDeps) {
  const { db } = deps;

  serve(app, deps, customerMoreContract.bulk, async ({ body, shopId }) => {
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
      // Issue 27: one version per customer changed.
      await keepCustomers(
        trx,
        shopId,
        rows.map((r) => r.id),
        'update',
      );
      return rows.map((r) => r.id);
    });
    return { data: { ids, updated: ids.length } };
  });

  serve(app, deps, customerMoreContract.import, async ({ body, shopId }) => ({
    data: await importCustomers(db, shopId, body.csv, body.dry_run),
  }));

  serve(app, deps, customerMoreContract.export, async ({ body, shopId, reply }) => {
    const { readDb } = deps;
    let chosen = readDb.selectFrom('customers').where('shop_id', '=', shopId);
    if (body.q?.trim()) chosen = chosen.where(containsText(readDb, 'customers', body.q.trim()));
    if (body.ids?.length) chosen = chosen.where(inList(readDb, 'id', body.ids));
    const rows = await chosen.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="customers-${nowIso().slice(0, 10)}.csv"`);
    return customersCsv(rows, await shopCurrency(db, shopId));
  });
}

export const customerModule = declaredModule(customer, {
  migrations: customerMigrations,
  check: (values, { db, shopId }) => checkEmail(db, shopId, values.email),
  // The keys the rules read: the e-mail's (one per shop), the name's (A-Z sorting), the search's; tags each once, case ignored.
  stored: (values) => {
    const { email_key, sort_name, search, tags } = customerColumns(values as unknown as CustomerInput);
    return { email_key, sort_name, search, tags };
  },
  uniqueViolation: emailTaken,
  answered: async (records, { db, shopId }) => {
    const currency = await shopCurrency(db, shopId);
    return records.map((r) => answeredCustomer(r, currency));
  },
  sortColumns: { name: 'sort_name' },
  serve: { update: (ctx, deps) => updateCustomer(ctx, deps, checkEmail, emailTaken) },
  beforeDelete,
  sheets: [customerSheet],
  routes,
});
