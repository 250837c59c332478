/**
 * CSV import in two steps (nothing is written until the merchant confirms): choose a file
 * -> dry run shows the per-row report (missing columns, bad e-mail per row, rows without
 * data) -> Import writes the valid rows (dry_run false).
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { CUSTOMER_IMPORT_MAX_BYTES, customerImportSummary, refusedCustomerReport } from './customer.import';
import { customerRoutes } from './customer.routes';
import { CUSTOMER_IMPORT_OPTIONAL, CUSTOMER_IMPORT_REQUIRED, type CustomerImportReport as Report } from './customer.schema';
import { CustomerImportReport } from './CustomerImportReport';

export const CustomerImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const [csv, setCsv] = useState<string>();
  const [fileName, setFileName] = useState<string>();
  const [report, setReport] = useState<Report>();
  const [busy, setBusy] = useState(false);

  const close = () => { setCsv(undefined); setFileName(undefined); setReport(undefined); onClose(); };
  const run = (dryRun: boolean, text: string) =>
    dataProvider.call<{ data: Report }>(customerRoutes.import, { body: { csv: text, dry_run: dryRun } });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > CUSTOMER_IMPORT_MAX_BYTES) return notify('resources.customers.import.too_large', { type: 'error' });
    const text = await file.text();
    setFileName(file.name); setCsv(text); setReport(undefined); setBusy(true);
    try {
      setReport((await run(true, text)).data);
    } catch (error) {
      // A file without the required columns is refused (400) with its report.
      const refused = refusedCustomerReport(error);
      if (refused) return setReport(refused);
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!csv) return;
    setBusy(true);
    try {
      const { data } = await run(false, csv);
      notify('resources.customers.import.done', { type: 'success', messageArgs: { created: data.created, updated: data.updated } });
      refresh();
      close();
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const summary = report && customerImportSummary(report);
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="customer-import-title">
      <DialogTitle id="customer-import-title">{translate('resources.customers.import.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.customers.import.help', {
            required: CUSTOMER_IMPORT_REQUIRED.join(', '), optional: CUSTOMER_IMPORT_OPTIONAL.join(', '),
          })}
        </Typography>
        <Button component="label" variant="outlined" disabled={busy}>
          {translate('resources.customers.import.choose')}
          <input hidden type="file" accept=".csv,text/csv" aria-label={translate('resources.customers.import.file')}
            onChange={(event) => { void choose(event.target.files?.[0]); event.target.value = ''; }} />
        </Button>
        {fileName && <Typography component="span" sx={{ ml: 2 }}>{fileName}</Typography>}
        {busy && !report && <Alert severity="info" sx={{ mt: 2 }}>{translate('resources.customers.import.checking')}</Alert>}
        {report && <div style={{ marginTop: 16 }}><CustomerImportReport report={report} /></div>}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={busy || !summary || summary.blocked}>
          {translate('resources.customers.import.confirm', { smart_count: summary?.valid ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
