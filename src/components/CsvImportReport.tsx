/**
 * What a CSV import dry run found: missing columns, then each row with a problem (bad
 * values, empty rows). Shared by every resource that imports a CSV; the resource passes
 * its i18n prefix (keys `<prefix>.import.*`, column labels `<prefix>.fields.*`) and the
 * field that names a row (a customer's e-mail, a product's title).
 */
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface CsvImportRow {
  /** Line of the file, the header being row 1. */
  row: number;
  status: 'ok' | 'error' | 'empty';
  errors: { column: string; message: string; args?: Record<string, string | number> }[];
}

export interface CsvImportSummary<R extends CsvImportRow> {
  total: number;
  /** Products and customers matched to existing ones: what a real run creates, updates, leaves alone. */
  created?: number;
  updated?: number;
  unchanged?: number;
  valid: number;
  invalid: number;
  empty: number;
  problems: R[];
  missingColumns: string[];
  /** Nothing would be written. */
  blocked: boolean;
}

export interface CsvImportReportProps<R extends CsvImportRow> {
  summary: CsvImportSummary<R>;
  /** e.g. `resources.customers`. */
  prefix: string;
  /** The field naming a row, shown in the second column (its label is `<prefix>.fields.<labelField>`). */
  labelField: string;
  rowLabel: (row: R) => string | null | undefined;
}

export const CsvImportReport = <R extends CsvImportRow>({
  summary,
  prefix,
  labelField,
  rowLabel,
}: CsvImportReportProps<R>) => {
  const translate = useTranslate();
  const column = (name: string) => translate(`${prefix}.fields.${name}`, { _: name });
  return (
    <section aria-label={translate(`${prefix}.import.report`)}>
      <Typography sx={{ mb: 1 }}>{translate(`${prefix}.import.summary`, summary)}</Typography>
      {summary.missingColumns.length > 0 && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate(`${prefix}.import.missing_columns`, { columns: summary.missingColumns.join(', ') })}
        </Alert>
      )}
      {summary.problems.length > 0 && (
        <Table size="small" aria-label={translate(`${prefix}.import.problems`)}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${prefix}.import.row`)}</TableCell>
              <TableCell>{translate(`${prefix}.fields.${labelField}`)}</TableCell>
              <TableCell>{translate(`${prefix}.import.problem`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.problems.map((row) => (
              <TableRow key={row.row}>
                <TableCell>{row.row}</TableCell>
                <TableCell>{rowLabel(row) ?? ''}</TableCell>
                <TableCell>
                  {row.status === 'empty'
                    ? translate(`${prefix}.import.empty_row`)
                    : row.errors.map((e) => (
                        <div
                          key={e.column}
                        >{`${column(e.column)}: ${translate(e.message, { _: e.message, ...e.args })}`}</div>
                      ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
};
