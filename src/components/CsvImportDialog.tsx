/**
 * CSV import in two steps (nothing is written until the merchant confirms): choose a file
 * -> dry run (dry_run true) shows the per-row report -> Import writes the valid rows
 * (dry_run false). Shared by every resource with an import route; the resource passes the
 * route, its i18n prefix (keys `<prefix>.import.*`) and how to read its report.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { z } from 'zod';
import type { NamedRoute } from '../../core/route';
import { fieldErrorsOf } from '../lib/submissionErrors';
import { useCsvImportRun } from './useCsvImportRun';
import {
  CsvImportReport,
  type CsvImportReportProps,
  type CsvImportRow,
  type CsvImportSummary,
} from './CsvImportReport';

export interface CsvImportDialogProps<T, R extends CsvImportRow> extends Omit<CsvImportReportProps<R>, 'summary'> {
  open: boolean;
  onClose: () => void;
  /** Prefix of the element ids, e.g. `customer-import` (title id `customer-import-title`). */
  id: string;
  /**
   * POST …/import with body `{ csv, dry_run }`, answering `{ data: T }` (or `{ data: { job } }` for a large file).
   * The response schema is the table's type-only `schemas` (core/route.ts): the entry holds no schema.
   */
  route: NamedRoute & { readonly schemas?: { response: z.ZodType<{ data: T | { job: unknown } }> } };
  maxBytes: number;
  summarize: (report: T) => CsvImportSummary<R>;
  /** The report a refused file carries (400, body.data), if any. */
  refused: (error: unknown) => T | undefined;
  /** Arguments of `<prefix>.import.help`. */
  helpArgs?: Record<string, string | number>;
  /** Arguments of `<prefix>.import.done`, from the answer of the real import. */
  doneArgs: (report: T) => Record<string, string | number>;
  /** More fields of the import body (e.g. the review type). */
  extraBody?: Record<string, unknown>;
  /** i18n key of the title, `<prefix>.import.title` by default (questions share the reviews' strings). */
  title?: string;
}

export const CsvImportDialog = <T, R extends CsvImportRow>(props: CsvImportDialogProps<T, R>) => {
  const {
    open,
    onClose,
    id,
    route,
    maxBytes,
    summarize,
    refused,
    helpArgs,
    doneArgs,
    prefix,
    labelField,
    rowLabel,
    extraBody,
    title = `${prefix}.import.title`,
  } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [progress, setProgress] = useState<number>();
  const run = useCsvImportRun<T>(route, setProgress, extraBody);
  const [csv, setCsv] = useState<string>();
  const [fileName, setFileName] = useState<string>();
  const [report, setReport] = useState<T>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setCsv(undefined);
    setFileName(undefined);
    setReport(undefined);
    onClose();
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > maxBytes) return notify(`${prefix}.import.too_large`, { type: 'error' });
    const text = await file.text();
    setFileName(file.name);
    setCsv(text);
    setReport(undefined);
    setBusy(true);
    try {
      setReport(await run(text, true));
    } catch (error) {
      // A file without the required columns is refused (400) with its report.
      const refusedReport = refused(error);
      if (refusedReport) return setReport(refusedReport);
      notify(unreadable(error) ?? ((error as Error).message || 'app.message.generic_error'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  // A file the gateway cannot read (a quote never closed) is named by its line.
  const unreadable = (error: unknown) => {
    const csvError = fieldErrorsOf(error)?.csv;
    return csvError
      ? `${translate(`${prefix}.import.file`)}: ${translate(csvError.message, csvError.args)}`
      : undefined;
  };

  const confirm = async () => {
    if (!csv) return;
    setBusy(true);
    try {
      const data = await run(csv, false);
      notify(`${prefix}.import.done`, { type: 'success', messageArgs: doneArgs(data) });
      refresh();
      close();
    } catch (error) {
      notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const summary = report && summarize(report);
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{translate(title)}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${prefix}.import.help`, helpArgs)}
        </Typography>
        <Button component="label" variant="outlined" disabled={busy}>
          {translate(`${prefix}.import.choose`)}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={translate(`${prefix}.import.file`)}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {fileName && (
          <Typography component="span" sx={{ ml: 2 }}>
            {fileName}
          </Typography>
        )}
        {busy && (!report || progress !== undefined) && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {progress === undefined
              ? translate(`${prefix}.import.checking`)
              : translate(`${prefix}.import.progress`, { progress })}
          </Alert>
        )}
        {summary && (
          <div style={{ marginTop: 16 }}>
            <CsvImportReport summary={summary} prefix={prefix} labelField={labelField} rowLabel={rowLabel} />
          </div>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={confirm} disabled={busy || !summary || summary.blocked}>
          {translate(`${prefix}.import.confirm`, { smart_count: summary?.valid ?? 0 })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
