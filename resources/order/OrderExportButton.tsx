/** Export the selected orders, or all orders matching the list's filters, as CSV: progress, then the file. */
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Button, useListContext, useTranslate } from 'react-admin';
import { orderExportParams } from './order.query';
import { useOrderExport } from './useOrderExport';

export const OrderExportButton = () => {
  const translate = useTranslate();
  const { filterValues, selectedIds, total } = useListContext();
  const { job, running, canStart, start, download, reset } = useOrderExport();
  const [open, setOpen] = useState(false);
  const ids = (selectedIds ?? []).map(String);

  const begin = () => {
    setOpen(true);
    void start(orderExportParams(filterValues, ids));
  };
  const close = () => {
    setOpen(false);
    reset();
  };
  const progress = Math.round(job?.progress ?? 0);

  return (
    <>
      <Button label="resources.orders.export.button" onClick={begin} disabled={running || !canStart || total === 0}>
        <DownloadIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="order-export-title">
        <DialogTitle id="order-export-title">{translate('resources.orders.export.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate(ids.length ? 'resources.orders.export.selected' : 'resources.orders.export.filtered', {
              smart_count: ids.length || total || 0,
            })}
          </Typography>
          {job?.status !== 'done' && job?.status !== 'failed' && (
            <div role="status" aria-label={translate('resources.orders.export.progress')}>
              <Typography variant="body2">{translate('resources.orders.export.running', { progress })}</Typography>
              <LinearProgress
                variant={!job || job.status === 'queued' ? 'indeterminate' : 'determinate'}
                value={progress}
                aria-label={translate('resources.orders.export.progress')}
              />
            </div>
          )}
          {job?.status === 'done' && (
            <Alert severity="success">
              {translate('resources.orders.export.done', { smart_count: Number(job.result?.rows ?? 0) })}
            </Alert>
          )}
          {job?.status === 'failed' && (
            <Alert severity="error">{translate('resources.orders.export.failed', { reason: job.error ?? '' })}</Alert>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate('ra.action.close')}</MuiButton>
          <MuiButton variant="contained" disabled={job?.status !== 'done'} onClick={() => job && download(job.id)}>
            {translate('resources.orders.export.download')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
