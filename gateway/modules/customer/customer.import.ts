/**
 * Customer CSV import and export (SPEC §5: missing columns, bad e-mail per row, rows with
 * no data). Every row is checked with the customer form's schema; a dry run writes
 * nothing; a real run writes the good rows in one transaction (an e-mail already in the
 * shop updates that customer) and reports the others.
 */
import {
  CUSTOMER_IMPORT_OPTIONAL,
  CUSTOMER_IMPORT_REQUIRED,
  CustomerBody,
  type CustomerImportReport,
  type CustomerImportRow,
} from '../../../resources/customer/customer.schema';
import { fieldErrors } from '../../../core/validation';
import { keepCustomers } from './customer.update';
import type { Db } from '../../db';
import type { CustomerTable } from './customer.tables';
import { newId, nowIso } from '../../lib/ids';
import { chunks } from '../../lib/chunks';
import { moneyDigits, roundMoney } from '../../lib/money';
import { json } from '../../lib/json';
import { idPages } from '../../lib/idPages';
import type { ShopSheet } from '../../lib/module';
import { BOM, csvLine, parseCsv, readCell } from '../../lib/csv';
import { readImportRecords } from '../../lib/csvImport';
import { customerColumns, emailKey, newCustomerRow, type CustomerInput } from '../../lib/customers';

const ADDRESS_COLUMNS = ['address', 'apartment', 'city', 'province', 'country_code', 'zip_code'] as const;
const KNOWN = new Set<string>([...CUSTOMER_IMPORT_REQUIRED, ...CUSTOMER_IMPORT_OPTIONAL]);
const TRUE = new Set(['true', 'yes', '1', 'y', 'x']);

function bodyOf(header: string[], cells: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const address: Record<string, string> = {};
  header.forEach((column, i) => {
    if (!KNOWN.has(column)) return;
    const value = readCell((cells[i] ?? '').trim());
    if (column === 'tags')
      body.tags = value
        .split(';')
        .map((t) => t.trim())
        .filter(Boolean);
    else if (column === 'accepts_marketing') body.accepts_marketing = TRUE.has(value.toLowerCase());
    else if ((ADDRESS_COLUMNS as readonly string[]).includes(column)) address[column] = value;
    else body[column] = value;
  });
  if (Object.values(address).some(Boolean)) body.address = address;
  return body;
}

export async function importCustomers(
  db: Db,
  shopId: string,
  csv: string,
  dryRun: boolean,
): Promise<CustomerImportReport> {
  const { header, rows: records } = readImportRecords(parseCsv(csv), CUSTOMER_IMPORT_REQUIRED, {
    code: 'customer.import.missing_columns',
    report: (missing): CustomerImportReport => ({
      dry_run: dryRun,
      rows: [],
      missing_columns: missing,
      created: 0,
      updated: 0,
      ids: [],
    }),
  });

  const rows: CustomerImportRow[] = [];
  const good: CustomerInput[] = [];
  const seen = new Set<string>();
  records.forEach(({ row, cells, empty }) => {
    if (empty) {
      rows.push({ row, status: 'empty', email: null, errors: [] });
      return;
    }
    const body = bodyOf(header, cells);
    const email = typeof body.email === 'string' && body.email ? body.email : null;
    const parsed = CustomerBody.safeParse(body);
    if (!parsed.success) {
      const errors = Object.entries(fieldErrors(parsed.error)).map(([path, message]) => ({
        column: path.split('.').pop()!,
        ...message,
      }));
      rows.push({ row, status: 'error', email, errors });
      return;
    }
    const key = emailKey(parsed.data.email);
    if (seen.has(key)) {
      rows.push({ row, status: 'error', email, errors: [{ column: 'email', message: 'app.validation.email_taken' }] });
      return;
    }
    seen.add(key);
    rows.push({ row, status: 'ok', email, errors: [] });
    good.push(parsed.data);
  });

  const ids: string[] = [];
  let created = 0;
  let updated = 0;
  if (!dryRun && good.length) {
    await db.transaction().execute(async (trx) => {
      const at = nowIso();
      const existing = new Map<string, CustomerTable>();
      for (const part of chunks(
        good.map((g) => emailKey(g.email)),
        500,
      )) {
        for (const c of await trx
          .selectFrom('customers')
          .selectAll()
          .where('shop_id', '=', shopId)
          .where('email_key', 'in', part)
          .execute())
          existing.set(c.email_key, c);
      }
      const fresh: CustomerTable[] = [];
      for (const input of good) {
        const current = existing.get(emailKey(input.email));
        if (current) {
          await trx
            .updateTable('customers')
            .set({ ...customerColumns(input, current), updated_at: at })
            .where('id', '=', current.id)
            .execute();
          ids.push(current.id);
          updated++;
        } else {
          const row = newCustomerRow(newId(), shopId, input, at);
          fresh.push(row);
          ids.push(row.id);
        }
      }
      for (const part of chunks(fresh, 100)) await trx.insertInto('customers').values(part).execute();
      created = fresh.length;
      const made = new Set(fresh.map((r) => r.id));
      await keepCustomers(
        trx,
        shopId,
        fresh.map((r) => r.id),
        'create',
      );
      await keepCustomers(
        trx,
        shopId,
        ids.filter((id) => !made.has(id)),
        'update',
      );
    });
  }
  return { dry_run: dryRun, rows, missing_columns: [], created, updated, ids };
}

export const CUSTOMER_CSV_COLUMNS = [
  ...CUSTOMER_IMPORT_REQUIRED,
  ...CUSTOMER_IMPORT_OPTIONAL,
  'total_orders',
  'total_spent',
  'created_at',
];

/** One customer as a line of the export. */
export function customerCsvRow(c: CustomerTable, digits: number): unknown[] {
  const address = json<Record<string, string | null>>(c.address, {}) ?? {};
  return [
    c.first_name,
    c.last_name,
    c.email,
    c.phone,
    c.company,
    address.address,
    address.apartment,
    address.city,
    address.province,
    address.country_code,
    address.zip_code,
    json<string[]>(c.tags, []).join(';'),
    c.note,
    c.accepts_marketing ? 'true' : 'false',
    c.total_orders,
    roundMoney(c.total_spent, digits),
    c.created_at,
  ];
}

/** The export: the import's columns (so it can be imported again) and the totals. */
export function customersCsv(rows: CustomerTable[], currency: string): string {
  const digits = moneyDigits(currency);
  return BOM + csvLine(CUSTOMER_CSV_COLUMNS) + rows.map((c) => csvLine(customerCsvRow(c, digits))).join('');
}

/** The shop's data download (EXPORT-SHOP): every customer, as the export writes them. */
export const customerSheet: ShopSheet = {
  file: 'customers.csv',
  columns: CUSTOMER_CSV_COLUMNS,
  async *pages(db, shop) {
    const digits = moneyDigits(shop.currency);
    for await (const rows of idPages(db, 'customers', shop.id))
      yield rows.map((c) => customerCsvRow(c as unknown as CustomerTable, digits));
  },
};
