/**
 * SPEC §7 Customer `PUT /{email}`: the customer is found by the e-mail it has now (case
 * ignored, so not the declaration's plain lookup), any subset of its fields changes, at the
 * version read (409 with the current customer otherwise), and a new name renames it on its
 * orders, which carry it for sorting and search.
 */
import type { Db } from '../../db';
import { customerColumns, emailKey, type CustomerInput } from '../../lib/customers';
import { recordOf } from '../../lib/declared';
import { notFound } from '../../lib/errors';
import { recordVersion } from '../../lib/history';
import { nowIso } from '../../lib/ids';
import type { ModuleDeps } from '../../lib/module';
import { orderSearch } from '../../lib/orderName';
import { moneyDigits, roundMoney } from '../../lib/money';
import { shopCurrency } from '../../lib/shop';
import { isUniqueViolation } from '../../lib/text';
import { updateVersioned } from '../../lib/versioned';
import { customer } from '../../../resources/customer/customer.resource';
import type { CustomerTable } from './customer.tables';

type Failure = () => Error;

type Answered = ReturnType<typeof recordOf<typeof customer.fields>>;

/** A customer as its calls answer it: its name, its total spent rounded in the shop's currency. */
export const answeredCustomer = <R extends Answered>(record: R, currency: string): R => ({
  ...record,
  name: `${record.first_name} ${record.last_name}`.trim(),
  total_spent: roundMoney(record.total_spent, moneyDigits(currency)),
  currency,
});

const customerAnswer = (row: CustomerTable, currency: string) =>
  answeredCustomer(recordOf(customer, row as unknown as Record<string, unknown>), currency);

/**
 * Issue 27: one version per customer a hand-written write (the bulk tags, the CSV import)
 * changed, each as its calls answer it, in the write's transaction.
 */
export async function keepCustomers(trx: Db, shopId: string, ids: string[], action: 'create' | 'update') {
  if (!ids.length) return;
  const currency = await shopCurrency(trx, shopId);
  for (const id of ids) {
    const row = await trx.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await recordVersion(trx, {
      shopId,
      resource: 'customers',
      recordId: id,
      action,
      state: customerAnswer(row, currency),
    });
  }
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

export async function updateCustomer(
  { params, body, shopId }: { params: Record<string, string>; body: Record<string, unknown>; shopId: string },
  { db }: ModuleDeps,
  check: (db: Db, shopId: string, email: string | undefined, id: string) => Promise<void>,
  emailTaken: Failure,
) {
  const current = await db
    .selectFrom('customers')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('email_key', '=', emailKey(params.customer_id))
    .executeTakeFirst();
  if (!current) throw notFound();
  const { version, ...sent } = body;
  const input = Object.fromEntries(Object.entries(sent).filter(([, v]) => v !== undefined)) as Partial<CustomerInput>;
  await check(db, shopId, input.email, current.id);
  const set = { ...customerColumns(input, current), updated_at: nowIso() };
  const read = async (trx: Db) =>
    customerAnswer(
      await trx.selectFrom('customers').selectAll().where('id', '=', current.id).executeTakeFirstOrThrow(),
      await shopCurrency(trx, shopId),
    );
  try {
    await db.transaction().execute(async (trx) => {
      // Written only at the version the merchant read (409 with the current customer otherwise).
      await updateVersioned(trx, 'customers', shopId, current.id, version as number | undefined, set, () => read(trx));
      if (input.first_name !== undefined || input.last_name !== undefined) {
        const name = `${set.first_name ?? current.first_name} ${set.last_name ?? current.last_name}`.trim();
        await renameInOrders(trx, current.id, name);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return { data: await read(db) };
}
