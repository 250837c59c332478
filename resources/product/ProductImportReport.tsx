/** What a dry run found: missing columns, then each row with a problem (bad values, empty rows). */
import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { importSummary, type ImportReport } from './product.import';

export const ProductImportReport = ({ report }: { report: ImportReport }) => {
  const translate = useTranslate();
  const summary = importSummary(report);
  const column = (name: string) => translate(`resources.products.fields.${name}`, { _: name });
  return (
    <section aria-label={translate('resources.products.import.report')}>
      <Typography sx={{ mb: 1 }}>
        {translate('resources.products.import.summary', summary)}
      </Typography>
      {summary.missingColumns.length > 0 && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {translate('resources.products.import.missing_columns', { columns: summary.missingColumns.join(', ') })}
        </Alert>
      )}
      {summary.problems.length > 0 && (
        <Table size="small" aria-label={translate('resources.products.import.problems')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.products.import.row')}</TableCell>
              <TableCell>{translate('resources.products.fields.title')}</TableCell>
              <TableCell>{translate('resources.products.import.problem')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.problems.map((row) => (
              <TableRow key={row.row}>
                <TableCell>{row.row}</TableCell>
                <TableCell>{row.title ?? ''}</TableCell>
                <TableCell>
                  {row.status === 'empty'
                    ? translate('resources.products.import.empty_row')
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
