/**
 * The product list as CSV (SPEC §7: the list call with isExport): the same filter and
 * sort, every page. The columns are the import's, so an export can be imported again.
 */
import type { Db } from '../../db';
import { csvLine } from './csv';
import { allProductRows, type ListQuery } from './product.query';
import { loadRelations } from './product.rows';

export const EXPORT_COLUMNS = [
  'title', 'handle', 'status', 'price', 'compare_at_price', 'cost_per_item', 'sku', 'barcode', 'quantity', 'vendor',
  'tags', 'description', 'created_at', 'id',
] as const;

/** UTF-8 with a byte-order mark, so spreadsheets read Vietnamese names correctly. */
export async function exportCsv(db: Db, shopId: string, query: ListQuery, digits: number): Promise<string> {
  const rows = await allProductRows(db, shopId, query, query);
  const { tags } = await loadRelations(db, rows.map((r) => r.id));
  const money = (value: number | null) => (value === null ? '' : value.toFixed(digits));
  const lines = ['\uFEFF', csvLine([...EXPORT_COLUMNS])];
  for (const r of rows) {
    lines.push(csvLine([
      r.title, r.handle, r.status, money(r.price), money(r.compare_at_price), money(r.cost_per_item), r.sku, r.barcode,
      r.quantity, r.vendor, tags.get(r.id)!.join(';'), r.description, r.created_at, r.id,
    ]));
  }
  return lines.join('');
}
