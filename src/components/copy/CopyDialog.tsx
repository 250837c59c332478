/**
 * "Copy to other shops" and "Update copies" (issue 26 item 3): choose shops (a rate where the
 * currency differs) and the status or the fields, see the preview (nothing written), run it
 * as a job with progress, read the report, undo within 24 hours (state and calls: useCopyRun).
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
import { useGetList, useTranslate } from 'react-admin';
import { SHOP_LIST_PARAMS } from '../shopList';
import { useCurrentShop, type ShopRecord } from '../useCurrentShop';
import { CopyChoices } from './CopyChoices';
import { CopyPlanTable } from './CopyPlanTable';
import { useCopyRun, type CopyRunOptions } from './useCopyRun';

const P = 'resources.products.copy';

export const CopyDialog = ({ open, ...options }: CopyRunOptions & { open: boolean }) => {
  const translate = useTranslate();
  const { data: shop } = useCurrentShop();
  const { data: shops = [] } = useGetList<ShopRecord>('shops', SHOP_LIST_PARAMS, { enabled: open });
  const c = useCopyRun(options);
  const { mode, ids } = options;
  if (!shop) return null;
  const others = shops.filter((s) => String(s.id) !== String(shop.id));
  const started = Boolean(c.job.jobId);
  const title = translate(`${P}.${mode === 'copy' ? 'copy_title' : 'update_title'}`);
  return (
    <Dialog open={open} onClose={c.close} maxWidth="md" fullWidth aria-labelledby="copy-dialog-title">
      <DialogTitle id="copy-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {!started && !c.plan ? (
          <>
            <Typography sx={{ mb: 2 }}>
              {translate(`${P}.${mode === 'copy' ? 'selected' : 'selected_update'}`, { smart_count: ids.length })}
            </Typography>
            <CopyChoices
              mode={mode}
              shop={shop}
              others={others}
              value={c.choices}
              onChange={c.choose}
              errors={c.errors}
            />
          </>
        ) : null}
        {Object.entries(c.errors)
          .filter(([field]) => !field.startsWith('targets.') && field !== 'fields')
          .map(([field, e]) => (
            // A refusal no field shows (a selected item that is not this shop's): said here.
            <Alert key={field} severity="error" sx={{ mt: 2 }}>
              {translate(`${P}.refused.${field === 'ids' ? 'ids' : 'other'}`, {
                message: translate(e.message, e.args),
              })}
            </Alert>
          ))}
        {!started && c.plan ? (
          <Box component="section" aria-label={translate(`${P}.preview_title`)}>
            <CopyPlanTable plan={c.plan} />
          </Box>
        ) : null}
        {c.job.running ? (
          <Box sx={{ my: 2 }}>
            <Typography role="status">{translate(`${P}.running`, { progress: c.job.job?.progress ?? 0 })}</Typography>
            <LinearProgress variant="determinate" value={c.job.job?.progress ?? 0} aria-label={title} />
          </Box>
        ) : null}
        {c.job.job?.status === 'failed' ? (
          <Alert severity="error">{translate(`${P}.failed`, { reason: c.job.job.error ?? '' })}</Alert>
        ) : null}
        {c.report ? (
          <Box component="section" aria-label={translate(`${P}.report_title`)}>
            <Typography variant="h6" component="h2">
              {translate(`${P}.report_title`)}
            </Typography>
            <CopyPlanTable plan={c.report} done />
            {c.canUndo ? <Typography variant="body2">{translate(`${P}.undo_help`)}</Typography> : null}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        {c.canUndo ? (
          <Button onClick={c.undo} disabled={c.busy}>
            {translate(`${P}.undo`)}
          </Button>
        ) : null}
        {c.plan && !started ? (
          <Button onClick={c.back} disabled={c.busy}>
            {translate(`${P}.back`)}
          </Button>
        ) : null}
        <Button onClick={c.close}>{translate(`${P}.close`)}</Button>
        {!started && !c.plan ? (
          <Button variant="contained" onClick={c.preview} disabled={c.busy || !c.canPreview}>
            {translate(`${P}.preview`)}
          </Button>
        ) : null}
        {!started && c.plan ? (
          <Button variant="contained" onClick={c.run} disabled={c.busy}>
            {translate(`${P}.${mode === 'copy' ? 'run' : 'run_update'}`)}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
};
