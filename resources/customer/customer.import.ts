/**
 * The customer CSV import report (POST …/import, dry run first): per row ok, error (bad
 * e-mail and other values) or empty (no data), plus the required columns the file lacks
 * (then 400 with the same report in body.data). No React here.
 */
import type { CustomerImportReport, CustomerImportRow } from './customer.schema';

export function customerImportSummary(report: CustomerImportReport) {
  const count = (status: CustomerImportRow['status']) => report.rows.filter((r) => r.status === status).length;
  const valid = count('ok');
  const missingColumns = report.missing_columns ?? [];
  return {
    total: report.rows.length,
    valid,
    invalid: count('error'),
    empty: count('empty'),
    problems: report.rows.filter((r) => r.status !== 'ok'),
    missingColumns,
    /** Nothing would be written. */
    blocked: missingColumns.length > 0 || valid === 0,
  };
}

/** The report a refused file carries (400, body.data), if any. */
export function refusedCustomerReport(error: unknown): CustomerImportReport | undefined {
  const data = (error as { body?: { data?: CustomerImportReport } } | undefined)?.body?.data;
  return data && Array.isArray(data.rows) ? data : undefined;
}

/** The gateway's body limit is 5 MB; the CSV travels inside JSON. */
export const CUSTOMER_IMPORT_MAX_BYTES = 4_500_000;
