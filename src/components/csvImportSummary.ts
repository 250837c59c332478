/**
 * A CSV import dry run read for CsvImportDialog: rows ready, with errors and without data,
 * the problem rows, the missing columns, and whether a real run would write nothing. Every
 * import's report has these parts (customers, reviews and questions; products add what a
 * row does to a matched product). No React here.
 */
import type { CsvImportRow, CsvImportSummary } from './CsvImportReport';

export interface CsvImportReportData<R extends CsvImportRow> {
  rows: R[];
  missing_columns?: string[];
}

export function csvImportSummary<R extends CsvImportRow>(report: CsvImportReportData<R>): CsvImportSummary<R> {
  const count = (status: CsvImportRow['status']) => report.rows.filter((r) => r.status === status).length;
  const valid = count('ok');
  const missingColumns = report.missing_columns ?? [];
  return {
    total: report.rows.length,
    valid,
    invalid: count('error'),
    empty: count('empty'),
    problems: report.rows.filter((r) => r.status !== 'ok'),
    missingColumns,
    blocked: missingColumns.length > 0 || valid === 0,
  };
}

/** The report a refused file carries (400 for missing columns, in body.data), if any. */
export function refusedCsvReport<T extends { rows: unknown[] }>(error: unknown): T | undefined {
  const data = (error as { body?: { data?: T } } | undefined)?.body?.data;
  return data && Array.isArray(data.rows) ? data : undefined;
}

/** The gateway's body limit is 5 MB; the CSV travels inside JSON. */
export const CSV_IMPORT_MAX_BYTES = 4_500_000;
