/**
 * CSV import in two steps (issue: nothing is written until the merchant confirms):
 * choose a file -> dry run (dry_run true) shows the report -> Import writes (dry_run false).
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { IMPORT_MAX_BYTES, importSummary, refusedReport, type ImportReport } from './product.import';
import { productRoutes } from './product.routes';
import { ProductImportReport } from './ProductImportReport';

export const ProductImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const [csv, setCsv] = useState<string>();
  const [fileName, setFileName] = useState<string>();
  const [report, setReport] = useState<ImportReport>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setCsv(undefined); setFileName(undefined); setReport(undefined);
    onClose();
  };
  const run = (dryRun: boolean, text: string) =>
    dataProvider.call<{ data: ImportReport }>(productRoutes.import, { body: { csv: text, dry_run: dryRun } });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) return notify('resources.products.import.too_large', { type: 'error' });
    const text = await file.text();
    setFileName(file.name); setCsv(text); setReport(undefined); setBusy(true);
    try {
      setReport((await run(true, text)).data);
    } catch (error) {
      // A file without the required columns is refused (400) with its report.
      const refused = refusedReport(error);
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
      notify('resources.products.import.done', { type: 'success', messageArgs: { smart_count: data.created ?? 0 } });
      refresh();
      close();
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const blocked = !report || importSummary(report).blocked;
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="product-import-title">
      <DialogTitle id="product-import-title">{translate('resources.products.import.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('resources.products.import.help')}
        </Typography>
        <Button component="label" variant="outlined" disabled={busy}>
          {translate('resources.products.import.choose')}
          <input
            hidden type="file" accept=".csv,text/csv"
            aria-label={translate('resources.products.import.file')}
            onChange={(event) => { void choose(event.target.files?.[0]); event.target.value = ''; }}
          />
        </Button>
        {fileName && <Typography component="span" sx={{ ml: 2 }}>{fileName}</Typography>}
        {busy && !report && <Alert severity="info" sx={{ mt: 2 }}>{translate('resources.products.import.checking')}</Alert>}
        {report && <div style={{ marginTop: 16 }}><ProductImportReport report={report} /></div>}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={busy || blocked}>
          {translate('resources.products.import.confirm', { smart_count: report ? importSummary(report).valid : 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
