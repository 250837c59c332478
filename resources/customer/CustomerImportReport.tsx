/** What a dry run found: missing columns, then each row with a problem (bad e-mail or other values, no data). */
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { customerImportSummary } from './customer.import';
import type { CustomerImportReport as Report } from './customer.schema';

export const CustomerImportReport = ({ report }: { report: Report }) => {
  const translate = useTranslate();
  const summary = customerImportSummary(report);
  const column = (name: string) => translate(`resources.customers.fields.${name}`, { _: name });
  return (
    <section aria-label={translate('resources.customers.import.report')}>
      <Typography sx={{ mb: 1 }}>{translate('resources.customers.import.summary', summary)}</Typography>
      {summary.missingColumns.length > 0 && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('resources.customers.import.missing_columns', { columns: summary.missingColumns.join(', ') })}
        </Alert>
      )}
      {summary.problems.length > 0 && (
        <Table size="small" aria-label={translate('resources.customers.import.problems')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.customers.import.row')}</TableCell>
              <TableCell>{translate('resources.customers.fields.email')}</TableCell>
              <TableCell>{translate('resources.customers.import.problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.problems.map((row) => (
              <TableRow key={row.row}>
                <TableCell>{row.row}</TableCell>
                <TableCell>{row.email ?? ''}</TableCell>
                <TableCell>
                  {row.status === 'empty'
                    ? translate('resources.customers.import.empty_row')
                    : row.errors.map((e) => (
                        <div key={e.column}>{`${column(e.column)}: ${translate(e.message, { _: e.message, ...e.args })}`}</div>
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
