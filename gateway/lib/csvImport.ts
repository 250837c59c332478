/**
 * How every CSV import reads a file before its own rules (SPEC §5: missing columns, rows
 * with no data): the header's names, the required columns it lacks (400 with the import's
 * report in body.data), and each row by its line, empty or not. Customers and reviews use it
 * whole; products, whose header has Shopify's names, use the blank-line rule.
 */
import { GatewayError } from './errors';

/** A line of the file after the header: its number (the header is row 1) and cells. */
export interface ImportRecord {
  row: number;
  cells: string[];
  /** Every cell blank: reported as a row without data, never dropped. */
  empty: boolean;
}

const blank = (cells: string[]) => cells.every((c) => c.trim() === '');

/**
 * Blank lines after the last row are the editor's, not rows: they are dropped. A line with
 * separators and nothing between them (`,,,`, what a spreadsheet writes for a cleared row)
 * is a row without data wherever it is, the last line too, and the report says so.
 */
export function dropTrailingBlankLines(records: string[][]): string[][] {
  const kept = [...records];
  while (kept.length > 1 && kept[kept.length - 1].length <= 1 && blank(kept[kept.length - 1])) kept.pop();
  return kept;
}

/** `Full Name` -> `full_name`. */
export const columnName = (header: string) => header.trim().toLowerCase().replace(/\s+/g, '_');

/**
 * The header's column names and the rows of a parsed file; a file without a `required`
 * column is refused with 400 'Please check data fields!' and `report(missing)` as its data.
 */
export function readImportRecords(
  records: string[][],
  required: readonly string[],
  refusal: { code: string; report: (missing: string[]) => unknown },
): { header: string[]; rows: ImportRecord[] } {
  const kept = dropTrailingBlankLines(records);
  const header = (kept[0] ?? []).map(columnName);
  const missing = required.filter((c) => !header.includes(c));
  if (missing.length)
    throw new GatewayError(400, 'Please check data fields!', { code: refusal.code, data: refusal.report(missing) });
  return { header, rows: kept.slice(1).map((cells, i) => ({ row: i + 2, cells, empty: blank(cells) })) };
}
