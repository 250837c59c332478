/**
 * CSV import (SPEC §5: missing columns, bad values per row, rows with no data). Every row
 * is checked with the same schema as the product form; a dry run writes nothing, a real
 * run writes the good rows in one transaction and reports the others.
 */
import { ProductBody } from '../../../resources/product/product.schema';
import { fieldErrors, type ValidationMessage } from '../../../core/validation';
import type { Db } from '../../db';
import type { ProductTable } from '../../db/schema';
import { GatewayError } from '../../lib/errors';
import { newId, nowIso } from '../../lib/ids';
import { handleLike, nextHandle, takenHandles } from '../../lib/text';
import { parseCsv, readCell } from './csv';
import { insertRelations, newProductRow, relationRows, type ProductInput } from './product.rows';
import { chunks } from '../../lib/chunks';

export const IMPORT_REQUIRED = ['title', 'price'] as const;
export const IMPORT_OPTIONAL = [
  'sku', 'barcode', 'quantity', 'vendor', 'tags', 'status', 'description', 'compare_at_price', 'cost_per_item',
] as const;
const KNOWN = new Set<string>([...IMPORT_REQUIRED, ...IMPORT_OPTIONAL]);

export interface ImportRow {
  /** Line of the file, the header being row 1. */
  row: number;
  status: 'ok' | 'error' | 'empty';
  title: string | null;
  errors: ({ column: string } & ValidationMessage)[];
}

export interface ImportReport {
  dry_run: boolean;
  rows: ImportRow[];
  missing_columns: string[];
  created: number;
  ids: string[];
}

/** The body a CSV record stands for; absent columns stay absent. */
function bodyOf(header: string[], cells: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  header.forEach((column, i) => {
    if (!KNOWN.has(column)) return;
    const value = readCell((cells[i] ?? '').trim());
    if (column === 'tags') body.tags = value.split(';').map((t) => t.trim()).filter(Boolean);
    else if (column === 'status') body.status = value ? value.toLowerCase() : undefined;
    else body[column] = value;
  });
  return body;
}

export async function importProducts(db: Db, shopId: string, csv: string, dryRun: boolean, digits: number): Promise<ImportReport> {
  const records = parseCsv(csv);
  // Blank lines after the last row are the editor's, not rows without data.
  while (records.length > 1 && records[records.length - 1].every((c) => c.trim() === '')) records.pop();
  const header = (records[0] ?? []).map((h) => h.trim().toLowerCase());
  const missing = IMPORT_REQUIRED.filter((c) => !header.includes(c));
  if (missing.length) {
    const report: ImportReport = { dry_run: dryRun, rows: [], missing_columns: [...missing], created: 0, ids: [] };
    throw new GatewayError(400, 'Please check data fields!', { code: 'product.import.missing_columns', data: report });
  }

  const rows: ImportRow[] = [];
  const good: ProductInput[] = [];
  records.slice(1).forEach((cells, i) => {
    const row = i + 2;
    if (cells.every((c) => c.trim() === '')) {
      rows.push({ row, status: 'empty', title: null, errors: [] });
      return;
    }
    const body = bodyOf(header, cells);
    const title = typeof body.title === 'string' && body.title ? body.title : null;
    const parsed = ProductBody.safeParse(body);
    if (parsed.success) {
      rows.push({ row, status: 'ok', title, errors: [] });
      good.push(parsed.data);
      return;
    }
    const errors = Object.entries(fieldErrors(parsed.error)).map(([path, message]) => ({ column: path.split('.')[0], ...message }));
    rows.push({ row, status: 'error', title, errors });
  });

  const ids: string[] = [];
  if (!dryRun && good.length) {
    await db.transaction().execute(async (trx) => {
      const taken = await takenHandles((base) => trx.selectFrom('products').select('handle').where('shop_id', '=', shopId)
        .where((eb) => eb.or([eb('handle', '=', base), handleLike(base)])).execute(), good.map((g) => g.title), 'product');
      const at = nowIso();
      const products: ProductTable[] = good.map((input) => newProductRow(newId(), shopId, nextHandle(input.title, taken, 'product'), input, digits, at));
      for (const part of chunks(products, 200)) await trx.insertInto('products').values(part).execute();
      await insertRelations(trx, products.map((p, i) => relationRows(shopId, p.id, { tags: good[i].tags }, at)));
      ids.push(...products.map((p) => p.id));
    });
  }
  return { dry_run: dryRun, rows, missing_columns: [], created: ids.length, ids };
}
