/**
 * "Copy to other shops" and "Update copies" (issue 26 item 3): choose shops (a rate where the
 * currency differs) and the status or the fields, see the preview (nothing written), run it
 * as a job with progress (useJob), read the report, undo within 24 hours.
 */
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import type { ValidationMessage } from '../../core/validation';
import { SHOP_LIST_PARAMS } from '../../src/components/shopList';
import { useCurrentShop, type ShopRecord } from '../../src/components/useCurrentShop';
import { useJob } from '../../src/components/useJob';
import { fieldErrorsOf } from '../../src/lib/submissionErrors';
import { CopyChoices, type CopyChoicesState } from './CopyChoices';
import { CopyPlanTable } from './CopyPlanTable';
import { COPY_CHANNEL } from './copy.limits';
import { copyRoutes } from './copy.routes';
import type { CopyPlan } from './copy.schema';

const P = 'resources.products.copy';

export interface CopyDialogProps {
  open: boolean;
  onClose: () => void;
  mode: 'copy' | 'update';
  kind: 'products' | 'collections';
  ids: string[];
}

export const CopyDialog = ({ open, onClose, mode, kind, ids }: CopyDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const { data: shop } = useCurrentShop();
  const { data: shops = [] } = useGetList<ShopRecord>('shops', SHOP_LIST_PARAMS, { enabled: open });
  const [choices, setChoices] = useState<CopyChoicesState>({ targets: {}, status: 'inactive', fields: ['price'] });
  const [errors, setErrors] = useState<Record<string, ValidationMessage>>({});
  const [plan, setPlan] = useState<CopyPlan>();
  const [copyId, setCopyId] = useState<string>();
  const [busy, setBusy] = useState(false);
  const job = useJob({ channel: COPY_CHANNEL, onFinished: () => refresh() });
  const report = job.job?.status === 'done' ? (job.job.result as unknown as CopyPlan) : undefined;

  const targets = Object.entries(choices.targets).map(([shop_id, rate]) => ({
    shop_id,
    ...(rate.trim() === '' ? {} : { rate: rate.trim() }),
  }));
  const body =
    mode === 'copy' ? { kind, ids, targets, status: choices.status } : { ids, targets, fields: choices.fields };
  const routes =
    mode === 'copy' ? [copyRoutes.preview, copyRoutes.start] : [copyRoutes.updatePreview, copyRoutes.updateStart];

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    setErrors({});
    try {
      await work();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        setErrors(fields);
        setPlan(undefined);
      } else notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const preview = () =>
    attempt(async () => setPlan((await dataProvider.call(routes[0] as typeof copyRoutes.preview, { body })).data));
  const run = () =>
    attempt(async () => {
      const { data } = await dataProvider.call(routes[1] as typeof copyRoutes.start, { body });
      setCopyId(data.copy_id);
      job.follow(data.job.id);
    });
  const undo = () =>
    attempt(async () => {
      const { data } = await dataProvider.call(copyRoutes.undo, { params: { copy_id: copyId ?? '' } });
      notify(`${P}.undone`, { type: 'success', messageArgs: { ...data, smart_count: data.deleted } });
      setCopyId(undefined);
      refresh();
    });
  const close = () => {
    setPlan(undefined);
    setErrors({});
    setCopyId(undefined);
    job.reset();
    onClose();
  };

  if (!shop) return null;
  const others = shops.filter((s) => String(s.id) !== String(shop.id));
  const started = Boolean(job.jobId);
  const title = translate(`${P}.${mode === 'copy' ? 'copy_title' : 'update_title'}`);
  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="copy-dialog-title">
      <DialogTitle id="copy-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {!started && !plan ? (
          <>
            <Typography sx={{ mb: 2 }}>
              {translate(`${P}.${mode === 'copy' ? 'selected' : 'selected_update'}`, { smart_count: ids.length })}
            </Typography>
            <CopyChoices
              mode={mode}
              shop={shop}
              others={others}
              value={choices}
              onChange={setChoices}
              errors={errors}
            />
          </>
        ) : null}
        {!started && plan ? (
          <Box component="section" aria-label={translate(`${P}.preview_title`)}>
            <CopyPlanTable plan={plan} />
          </Box>
        ) : null}
        {job.running ? (
          <Box sx={{ my: 2 }}>
            <Typography role="status">{translate(`${P}.running`, { progress: job.job?.progress ?? 0 })}</Typography>
            <LinearProgress variant="determinate" value={job.job?.progress ?? 0} aria-label={title} />
          </Box>
        ) : null}
        {job.job?.status === 'failed' ? (
          <Alert severity="error">{translate(`${P}.failed`, { reason: job.job.error ?? '' })}</Alert>
        ) : null}
        {report ? (
          <Box component="section" aria-label={translate(`${P}.report_title`)}>
            <Typography variant="h6" component="h2">
              {translate(`${P}.report_title`)}
            </Typography>
            <CopyPlanTable plan={report} done />
            {copyId ? <Typography variant="body2">{translate(`${P}.undo_help`)}</Typography> : null}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        {report && copyId ? (
          <Button onClick={undo} disabled={busy}>
            {translate(`${P}.undo`)}
          </Button>
        ) : null}
        {plan && !started ? (
          <Button onClick={() => setPlan(undefined)} disabled={busy}>
            {translate(`${P}.back`)}
          </Button>
        ) : null}
        <Button onClick={close}>{translate(`${P}.close`)}</Button>
        {!started && !plan ? (
          <Button variant="contained" onClick={preview} disabled={busy || targets.length === 0}>
            {translate(`${P}.preview`)}
          </Button>
        ) : null}
        {!started && plan ? (
          <Button variant="contained" onClick={run} disabled={busy}>
            {translate(`${P}.${mode === 'copy' ? 'run' : 'run_update'}`)}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
};
