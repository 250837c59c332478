/**
 * The CSV import report (POST …/import, dry run first): per product ok (created, updated
 * or unchanged: products are matched by ID, then Handle, then SKU), error (bad values) or
 * empty (no data), plus the required columns the file lacks. A file without them is
 * refused with 400 and the same report in body.data. Messages are SPEC §5 i18n keys with
 * arguments (the same schema as the form). No React here.
 */
import type { z } from 'zod';
import { CSV_IMPORT_MAX_BYTES, csvImportSummary, refusedCsvReport } from '../../src/components/csvImportSummary';
import type { ImportReport, ImportRow } from './product.schema';

export type ImportRow = z.infer<typeof ImportRow>;
export type ImportReport = z.input<typeof ImportReport>;

export function importSummary(report: ImportReport) {
  const action = (a: NonNullable<ImportRow['action']>) =>
    report.rows.filter((r) => r.status === 'ok' && (r.action ?? 'create') === a).length;
  const created = action('create');
  const updated = action('update');
  // Written by the real run: unchanged products are left alone.
  const valid = created + updated;
  const summary = csvImportSummary(report);
  return {
    ...summary,
    created,
    updated,
    unchanged: action('unchanged'),
    valid,
    /** Nothing would be written. */
    blocked: summary.missingColumns.length > 0 || valid === 0,
  };
}

/** The report a refused file carries (400, body.data), if any. */
export const refusedReport = (error: unknown) => refusedCsvReport<ImportReport>(error);

/** The gateway's body limit is 5 MB; the CSV travels inside JSON. Files over 1 MB are imported by a job. */
export const IMPORT_MAX_BYTES = CSV_IMPORT_MAX_BYTES;
