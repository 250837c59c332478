/**
 * The product list as CSV (SPEC §7: the list call with isExport): the same filter and
 * sort, every page, one row per variant (product.csv.ts), so an export imports again
 * as a no-op. UTF-8 with a byte-order mark.
 */
import type { Db } from '../../db';
import { idPages } from '../../lib/idPages';
import { moneyDigits } from '../../lib/money';
import type { ShopSheet } from '../../lib/module';
import type { ProductTable } from './product.tables';
import { csvDocument } from '../../lib/csv';
import { EXPORT_COLUMNS, exportRows } from './product.csv';
import { allProductRows, type ListQuery } from './product.query';
import { loadRelations } from './product.rows';

export { EXPORT_COLUMNS };

export async function exportCsv(db: Db, shopId: string, query: ListQuery, digits: number): Promise<string> {
  const rows = await allProductRows(db, shopId, query, query);
  const { tags } = await loadRelations(
    db,
    rows.map((r) => r.id),
  );
  return csvDocument(
    EXPORT_COLUMNS,
    rows.flatMap((r) => exportRows(r, tags.get(r.id)!, digits)),
  );
}

/** The shop's data download (EXPORT-SHOP): every product, one row per variant, as the export writes them. */
export const productSheet: ShopSheet = {
  file: 'products.csv',
  columns: EXPORT_COLUMNS,
  async *pages(db, shop) {
    const digits = moneyDigits(shop.currency);
    for await (const rows of idPages(db, 'products', shop.id)) {
      const { tags } = await loadRelations(
        db,
        rows.map((r) => r.id),
      );
      yield rows.flatMap((r) => exportRows(r as unknown as ProductTable, tags.get(r.id)!, digits));
    }
  },
};
